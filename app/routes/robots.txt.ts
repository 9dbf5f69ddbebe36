// /robots.txt: crawl the storefront, keep out of the admin area and the JSON API, find the sitemap.
import type { Route } from "./+types/robots.txt";
import { absoluteUrl } from "../shared/seo";

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "",
    `Sitemap: ${absoluteUrl(origin, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

export function loader({ context, request }: Route.LoaderArgs) {
  const origin = context.services.config.publicOrigin ?? new URL(request.url).origin;
  return new Response(robotsTxt(origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
