// Per-page head tags for search engines and link previews: title, description, canonical URL,
// Open Graph and Twitter card. Pages call seoMeta(matches, { title, description, path }) from their
// `meta` export; origin and brand come from the root loader so nothing here is hard-coded.
import type { RootData } from "../hooks/use-root-data";
import { localizePath } from "./locale";

export interface SeoInput {
  title: string;
  description: string;
  /** Path of the canonical URL in English, e.g. "/products"; the Arabic edition adds /ar itself. */
  path: string;
  image?: string;
}

type Match = { id: string; data?: unknown } | undefined;

/** The image shared when a page has none of its own (1200 × 630, the Open Graph standard size). */
export const DEFAULT_SHARE_IMAGE = { path: "/images/og-default.jpg", width: 1200, height: 630 } as const;

export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; hrefLang?: string };

function rootData(matches: readonly Match[]): RootData | undefined {
  const root = matches.find((m) => m?.id === "root") ?? matches[0];
  return root?.data as RootData | undefined;
}

/** An absolute URL for `pathOrUrl`; URLs that already carry a scheme are kept. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(pathOrUrl)) return pathOrUrl;
  return `${origin.replace(/\/$/, "")}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** Facebook, WhatsApp, X and LinkedIn do not render SVG previews, so only raster images are shared. */
const isRaster = (src: string) => /\.(png|jpe?g|webp|gif)(\?|#|$)/i.test(src);

/** Each page exists in English and Arabic; search engines are told both, English being the default. */
function hreflangLinks(origin: string, path: string): MetaTag[] {
  const en = absoluteUrl(origin, path);
  return [
    { tagName: "link", rel: "alternate", hrefLang: "en", href: en },
    { tagName: "link", rel: "alternate", hrefLang: "ar", href: absoluteUrl(origin, localizePath(path, "ar")) },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: en },
  ];
}

export function seoMeta(matches: readonly Match[], input: SeoInput): MetaTag[] {
  const root = rootData(matches);
  const origin = root?.origin ?? "";
  const brand = root?.store.brand ?? "";
  const locale = root?.locale ?? "en";
  const url = absoluteUrl(origin, localizePath(input.path, locale));
  const ownImage = input.image && isRaster(input.image) ? input.image : null;
  const image = absoluteUrl(origin, ownImage ?? DEFAULT_SHARE_IMAGE.path);

  const tags: MetaTag[] = [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    ...hreflangLinks(origin, input.path),
    { property: "og:type", content: input.path.startsWith("/product/") ? "product" : "website" },
    { property: "og:site_name", content: brand },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: `${locale}_QA` },
    { property: "og:locale:alternate", content: `${locale === "ar" ? "en" : "ar"}_QA` },
  ];
  if (!ownImage) {
    tags.push(
      { property: "og:image:width", content: String(DEFAULT_SHARE_IMAGE.width) },
      { property: "og:image:height", content: String(DEFAULT_SHARE_IMAGE.height) },
      { property: "og:image:alt", content: brand },
    );
  }
  tags.push(
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  );
  return tags;
}
