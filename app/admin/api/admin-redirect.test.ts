import { describe, expect, it } from "vitest";
import { DEFAULT_ADMIN_PATH, loginHref, safeAdminRedirect } from "./admin-redirect";

describe("the page to return to after signing in", () => {
  it("follows admin paths with their query", () => {
    expect(safeAdminRedirect("/admin/dashboard?section=orders&status=Pending")).toBe(
      "/admin/dashboard?section=orders&status=Pending",
    );
    expect(safeAdminRedirect("/admin")).toBe("/admin");
  });

  it("never leaves the admin area or the site", () => {
    for (const evil of [
      null,
      "",
      "https://evil.example/admin",
      "//evil.example/admin",
      "/\\evil.example",
      "/admin\\..\\",
      "javascript:alert(1)",
      "/products",
      "/administrator",
      "/admin/login",
      "admin/dashboard",
    ]) {
      expect(safeAdminRedirect(evil)).toBe(DEFAULT_ADMIN_PATH);
    }
  });

  it("round-trips through the login link", () => {
    const href = loginHref("/admin/dashboard?section=analytics&range=7d");
    const back = new URL(href, "http://x").searchParams.get("redirectTo");
    expect(safeAdminRedirect(back)).toBe("/admin/dashboard?section=analytics&range=7d");
  });
});
