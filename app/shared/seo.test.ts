// SEO head tags, the sitemap and robots.txt: the pure builders behind them.
import { describe, expect, it } from "vitest";
import { absoluteUrl, DEFAULT_SHARE_IMAGE, seoMeta, type MetaTag } from "./seo";
import { sitemapXml } from "../routes/sitemap.xml";
import { sitemapPaths } from "./storefront-pages";
import { robotsTxt } from "../routes/robots.txt";

const root = {
  id: "root",
  data: {
    store: { brand: "Test Parfums" },
    origin: "https://shop.example.qa",
    locale: "en",
    catalogue: { products: [], bundles: [] },
  },
};
const page = { id: "routes/offers", data: undefined };

const find = (tags: MetaTag[], key: string) =>
  tags.find((t) => ("property" in t && t.property === key) || ("name" in t && t.name === key));
const content = (tags: MetaTag[], key: string) => {
  const tag = find(tags, key);
  return tag && "content" in tag ? tag.content : undefined;
};

describe("seoMeta", () => {
  const tags = seoMeta([root, page], { title: "Offers | Test Parfums", description: "Trios.", path: "/offers" });

  it("gives the title, description and an absolute canonical link from the root's origin", () => {
    expect(tags).toContainEqual({ title: "Offers | Test Parfums" });
    expect(content(tags, "description")).toBe("Trios.");
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://shop.example.qa/offers" });
  });

  it("gives Open Graph and Twitter tags with the brand as site name and an absolute image", () => {
    expect(content(tags, "og:title")).toBe("Offers | Test Parfums");
    expect(content(tags, "og:description")).toBe("Trios.");
    expect(content(tags, "og:url")).toBe("https://shop.example.qa/offers");
    expect(content(tags, "og:type")).toBe("website");
    expect(content(tags, "og:site_name")).toBe("Test Parfums");
    expect(content(tags, "og:image")).toBe(`https://shop.example.qa${DEFAULT_SHARE_IMAGE.path}`);
    expect(content(tags, "og:image:width")).toBe("1200");
    expect(content(tags, "twitter:card")).toBe("summary_large_image");
    expect(content(tags, "twitter:image")).toBe(content(tags, "og:image"));
  });

  it("shares a page's own raster image, but not an SVG that link previews cannot show", () => {
    const png = seoMeta([root], { title: "t", description: "d", path: "/product/x", image: "/images/x.png" });
    expect(content(png, "og:image")).toBe("https://shop.example.qa/images/x.png");
    expect(content(png, "og:type")).toBe("product");
    expect(find(png, "og:image:width")).toBeUndefined();
    const svg = seoMeta([root], { title: "t", description: "d", path: "/product/x", image: "/images/x.svg" });
    expect(content(svg, "og:image")).toBe(`https://shop.example.qa${DEFAULT_SHARE_IMAGE.path}`);
  });

  it("finds the root data by its id, not by position", () => {
    const out = seoMeta([page, root], { title: "t", description: "d", path: "/about" });
    expect(out).toContainEqual({ tagName: "link", rel: "canonical", href: "https://shop.example.qa/about" });
  });
});

describe("seoMeta in two languages", () => {
  const tags = (locale: "en" | "ar") =>
    seoMeta([{ id: "root", data: { store: { brand: "B" }, origin: "https://a.qa", locale } }], {
      title: "T",
      description: "D",
      path: "/offers",
    });
  const link = (all: ReturnType<typeof tags>, rel: string, hrefLang?: string) =>
    all.find((t) => "rel" in t && t.rel === rel && (hrefLang === undefined || t.hrefLang === hrefLang));

  it("names both editions and English as the default, with a canonical URL per language", () => {
    for (const locale of ["en", "ar"] as const) {
      const all = tags(locale);
      expect(link(all, "alternate", "en")).toMatchObject({ href: "https://a.qa/offers" });
      expect(link(all, "alternate", "ar")).toMatchObject({ href: "https://a.qa/ar/offers" });
      expect(link(all, "alternate", "x-default")).toMatchObject({ href: "https://a.qa/offers" });
    }
    expect(link(tags("ar"), "canonical")).toMatchObject({ href: "https://a.qa/ar/offers" });
    expect(link(tags("en"), "canonical")).toMatchObject({ href: "https://a.qa/offers" });
    expect(tags("ar")).toContainEqual({ property: "og:locale", content: "ar_QA" });
    expect(tags("en")).toContainEqual({ property: "og:locale:alternate", content: "ar_QA" });
  });
});

describe("absoluteUrl", () => {
  it("joins origin and path with exactly one slash and keeps absolute URLs", () => {
    expect(absoluteUrl("https://a.qa/", "/x")).toBe("https://a.qa/x");
    expect(absoluteUrl("https://a.qa", "x")).toBe("https://a.qa/x");
    expect(absoluteUrl("https://a.qa", "https://cdn.example/y.png")).toBe("https://cdn.example/y.png");
  });
});

describe("sitemap.xml", () => {
  const xml = sitemapXml("https://a.qa", ["creed-aventus", "rose&oud"]);
  const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);

  it("lists every indexable storefront page and every product, absolute", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    for (const path of sitemapPaths()) expect(locs).toContain(`https://a.qa${path}`);
    expect(locs).toContain("https://a.qa/product/creed-aventus");
    expect(locs).toHaveLength((sitemapPaths().length + 2) * 2);
  });

  it("lists the Arabic edition of every page, each URL naming both alternates", () => {
    expect(locs).toContain("https://a.qa/ar");
    expect(locs).toContain("https://a.qa/ar/products");
    expect(locs).toContain("https://a.qa/ar/product/creed-aventus");
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      '<url><loc>https://a.qa/ar/offers</loc><xhtml:link rel="alternate" hreflang="en" href="https://a.qa/offers"/><xhtml:link rel="alternate" hreflang="ar" href="https://a.qa/ar/offers"/><xhtml:link rel="alternate" hreflang="x-default" href="https://a.qa/offers"/></url>',
    );
  });

  it("escapes what XML cannot hold and leaves out the noindex pages", () => {
    expect(locs).toContain("https://a.qa/product/rose%26oud");
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    for (const path of ["/cart", "/checkout", "/order-confirmation"]) expect(locs).not.toContain(`https://a.qa${path}`);
  });
});

describe("robots.txt", () => {
  it("keeps crawlers out of the admin area and points to the sitemap", () => {
    const txt = robotsTxt("https://a.qa");
    expect(txt).toMatch(/^User-agent: \*$/m);
    expect(txt).toMatch(/^Disallow: \/admin$/m);
    expect(txt).toMatch(/^Sitemap: https:\/\/a\.qa\/sitemap\.xml$/m);
  });

  it("lets crawlers fetch the product feeds and names them with absolute URLs", () => {
    const txt = robotsTxt("https://a.qa");
    expect(txt).toMatch(/^Allow: \/feeds\/$/m);
    expect(txt).toContain("https://a.qa/feeds/google.xml");
    expect(txt).toContain("https://a.qa/feeds/meta.csv");
  });
});
