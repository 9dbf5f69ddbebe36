import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// The storefront pages, listed once. English lives at the product's paths; the Arabic edition serves the
// same route modules under /ar (route ids must be unique, so the copies get an "ar/" prefix).
const storefront: ReadonlyArray<readonly [path: string | null, file: string]> = [
  [null, "routes/home.tsx"],
  ["products", "routes/products.tsx"],
  ["product/:slug", "routes/product.tsx"],
  ["cart", "routes/cart.tsx"],
  ["checkout", "routes/checkout.tsx"],
  ["order-confirmation", "routes/order-confirmation.tsx"],
  ["offers", "routes/offers.tsx"],
  ["about", "routes/about.tsx"],
  ["privacy", "routes/privacy.tsx"],
  ["terms", "routes/terms.tsx"],
  ["faq", "routes/faq.tsx"],
  ["contact", "routes/contact.tsx"],
  // docs/product.md: any unknown storefront path redirects to / (and under /ar, to /ar).
  ["*", "routes/catch-all.tsx"],
];

export default [
  layout("routes/_shop.tsx", [
    ...storefront.map(([path, file]) => (path === null ? index(file) : route(path, file))),
    ...storefront.map(([path, file]) =>
      route(path === null ? "ar" : `ar/${path}`, file, { id: `ar/${file.replace(/^routes\//, "").replace(/\.tsx$/, "")}` }),
    ),
  ]),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("admin/login", "routes/admin.login.tsx"),
  route("admin", "routes/admin.tsx", [
    index("routes/admin._index.tsx"),
    route("dashboard", "routes/admin.dashboard.tsx"),
    route("*", "routes/admin.catch-all.tsx"),
  ]),
] satisfies RouteConfig;
