// /sitemap.xml: every indexable storefront page (app/shared/storefront-pages.ts) and every product,
// as absolute URLs. The cart, checkout and order confirmation are left out: they are per-visitor
// pages marked noindex, and listing a noindex URL in a sitemap is reported as an error by search consoles.
import type { Route } from "./+types/sitemap.xml";
import { localizePath } from "../shared/locale";
import { absoluteUrl } from "../shared/seo";
import { sitemapPaths } from "../shared/storefront-pages";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

export function sitemapXml(origin: string, productSlugs: readonly string[]): string {
  const paths = [...sitemapPaths(), ...productSlugs.map((slug) => `/product/${encodeURIComponent(slug)}`)];
  // Both editions of every page, each naming its alternates (Google's sitemap hreflang format).
  const urls = paths.flatMap((path) => {
    const en = escapeXml(absoluteUrl(origin, path));
    const ar = escapeXml(absoluteUrl(origin, localizePath(path, "ar")));
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>`,
      `<xhtml:link rel="alternate" hreflang="ar" href="${ar}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`,
    ].join("");
    return [en, ar].map((loc) => `  <url><loc>${loc}</loc>${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { config, catalogue } = context.services;
  const origin = config.publicOrigin ?? new URL(request.url).origin;
  const { products } = await catalogue.get();
  return new Response(
    sitemapXml(
      origin,
      products.map((p) => p.slug),
    ),
    {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
    },
  );
}
