import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/_shop.tsx", [
    index("routes/home.tsx"),
    route("products", "routes/products.tsx"),
    route("product/:slug", "routes/product.tsx"),
    route("cart", "routes/cart.tsx"),
    route("checkout", "routes/checkout.tsx"),
    route("order-confirmation", "routes/order-confirmation.tsx"),
    route("offers", "routes/offers.tsx"),
    route("about", "routes/about.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("terms", "routes/terms.tsx"),
    route("faq", "routes/faq.tsx"),
    route("contact", "routes/contact.tsx"),
    // SPEC.md: any unknown storefront path redirects to /.
    route("*", "routes/catch-all.tsx"),
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
