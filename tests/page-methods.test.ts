// Which requests to a page reach React Router with a method other than GET or HEAD: only those
// whose target route has an action, by React Router's own rule (the deepest route that adds to the
// path; an index route only with a bare ?index). Read from the build's route manifest, so a route
// that gains an action is let through without a list to keep.
import { describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import { targetsAnAction } from "../server/react-router";

const action = () => null;
const route = (id: string, parentId: string | undefined, extra: { path?: string; index?: boolean; action?: unknown }) => ({
  id,
  parentId,
  path: extra.path,
  index: extra.index,
  caseSensitive: undefined,
  module: extra.action ? { action: extra.action } : {},
});

// root > shop layout (no path) > home (index), contact (action), products; root > admin > index.
const build = {
  basename: "/",
  routes: {
    root: route("root", undefined, { path: "" }),
    shop: route("shop", "root", {}),
    home: route("home", "shop", { index: true }),
    contact: route("contact", "shop", { path: "contact", action }),
    products: route("products", "shop", { path: "products" }),
    admin: route("admin", "root", { path: "admin", action }),
    "admin-index": route("admin-index", "admin", { index: true }),
    "catch-all": route("catch-all", "shop", { path: "*" }),
  },
} as unknown as Pick<ServerBuild, "routes" | "basename">;

const post = (path: string) => new Request(`http://shop.test${path}`, { method: "POST" });

describe("page requests that may carry a body", () => {
  it("go to a route with an action", () => {
    expect(targetsAnAction(build, post("/contact"))).toBe(true);
    expect(targetsAnAction(build, post("/contact.data"))).toBe(true);
  });

  it("are refused for routes without one, and paths nothing but the catch-all matches", () => {
    expect(targetsAnAction(build, post("/"))).toBe(false);
    expect(targetsAnAction(build, post("/_root.data"))).toBe(false);
    expect(targetsAnAction(build, post("/_.data"))).toBe(false);
    expect(targetsAnAction(build, post("/products"))).toBe(false);
    expect(targetsAnAction(build, post("/wp-login.php"))).toBe(false);
  });

  it("target the parent of an index route unless ?index asks for the index itself", () => {
    // The admin layout has an action; its index route does not.
    expect(targetsAnAction(build, post("/admin"))).toBe(true);
    expect(targetsAnAction(build, post("/admin/_.data"))).toBe(true);
    expect(targetsAnAction(build, post("/admin?index"))).toBe(false);
  });
});
