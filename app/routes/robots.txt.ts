// /robots.txt: crawl the storefront, keep out of the admin area and the JSON API, find the sitemap
// and the product feeds (docs/decisions/037-product-feeds.md; robots.txt has no field for a feed,
// so they are named in comments, absolute like the sitemap).
import type { Route } from "./+types/robots.txt";
import { absoluteUrl } from "../shared/seo";

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "Allow: /feeds/",
    "",
    `Sitemap: ${absoluteUrl(origin, "/sitemap.xml")}`,
    "",
    `# Google Merchant Center product feed: ${absoluteUrl(origin, "/feeds/google.xml")} (Arabic: ?lang=ar)`,
    `# Meta catalogue feed: ${absoluteUrl(origin, "/feeds/meta.csv")} (Arabic: ?lang=ar)`,
    "",
  ].join("\n");
}

export function loader({ context, request }: Route.LoaderArgs) {
  const origin = context.services.config.publicOrigin ?? new URL(request.url).origin;
  return new Response(robotsTxt(origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
