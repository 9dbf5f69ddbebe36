import { describe, expect, it } from "vitest";
import { pageSearch } from "./page-parameters";
import { pageFile, sitemapPaths, storefrontPageOf, STOREFRONT_PAGES } from "./storefront-pages";

describe("the storefront page list", () => {
  it("finds the page of a path in both editions", () => {
    expect(pageFile(storefrontPageOf("/")!)).toBe("routes/home.tsx");
    expect(pageFile(storefrontPageOf("/ar")!)).toBe("routes/home.tsx");
    expect(pageFile(storefrontPageOf("/ar/product/creed-aventus")!)).toBe("routes/product.tsx");
    expect(pageFile(storefrontPageOf("/checkout")!)).toBe("routes/checkout.tsx");
  });

  it("knows no page for unknown, nested or doubled paths", () => {
    for (const path of ["/nope", "/products/", "/product/a/b", "/product/", "/ar/ar/products", "/arproducts", "//"]) {
      expect(storefrontPageOf(path), path).toBeNull();
    }
  });

  it("keeps only the parameters a page reads, in a fixed order", () => {
    expect(pageSearch("/products", "?sort=price&x=1&q=oud&category=Men")).toBe("?category=Men&q=oud&sort=price");
    expect(pageSearch("/ar/products", "?utm_source=a&q=%D8%B9%D9%88%D8%AF")).toBe("?q=%D8%B9%D9%88%D8%AF");
    expect(pageSearch("/products", "?kind=sample&utm_source=a")).toBe("?kind=sample");
    expect(pageSearch("/about", "?x=%3Cscript%3E")).toBe("");
    expect(pageSearch("/nope", "?q=a")).toBe("");
  });

  it("lists in the sitemap only indexable pages, never the per-visitor ones", () => {
    expect(sitemapPaths()).toContain("/");
    expect(sitemapPaths()).toContain("/products");
    for (const path of ["/cart", "/checkout", "/order-confirmation"]) expect(sitemapPaths()).not.toContain(path);
    expect(STOREFRONT_PAGES.filter((page) => page.path === "*").map(pageFile)).toEqual(["routes/catch-all.tsx"]);
  });
});
