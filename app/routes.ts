import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { pageFile, STOREFRONT_PAGES } from "./shared/storefront-pages";

// The storefront pages are listed once, in app/shared/storefront-pages.ts. English lives at the
// product's paths; the Arabic edition serves the same route modules under /ar (route ids must be
// unique, so the copies get an "ar/" prefix).
const arabicId = (file: string) => `ar/${file.replace(/^routes\//, "").replace(/\.tsx$/, "")}`;

export default [
  layout("routes/_shop.tsx", [
    ...STOREFRONT_PAGES.map((page) => (page.path === "" ? index(pageFile(page)) : route(page.path, pageFile(page)))),
    ...STOREFRONT_PAGES.map((page) =>
      route(page.path === "" ? "ar" : `ar/${page.path}`, pageFile(page), { id: arabicId(pageFile(page)) }),
    ),
  ]),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("admin/login", "routes/admin.login.tsx"),
  // Printable documents: staff only, outside the dashboard's layout (nothing but the page prints).
  route("admin/orders/:id/invoice", "routes/admin.orders.$id.invoice.tsx"),
  route("admin/orders/:id/packing-slip", "routes/admin.orders.$id.packing-slip.tsx"),
  route("admin/packing-slips", "routes/admin.packing-slips.tsx"),
  route("admin/drivers/:id/run-sheet", "routes/admin.drivers.$id.run-sheet.tsx"),
  route("admin", "routes/admin.tsx", [
    index("routes/admin._index.tsx"),
    route("dashboard", "routes/admin.dashboard.tsx"),
    route("*", "routes/admin.catch-all.tsx"),
  ]),
] satisfies RouteConfig;
