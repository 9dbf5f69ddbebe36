// @vitest-environment jsdom
// The registry of sections, the dashboard's URL and the sidebar must agree (docs/decisions/028): a
// section listed in one and not the others, or shown to a role app/shared/staff-roles.ts does not
// allow, fails here.
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithRoot } from "../components/home/render-with-root.test-utils";
import { adminEn } from "../i18n/admin.en";
import { can, ROLES, type Role } from "../shared/staff-roles";
import { AdminSidebar } from "./admin-sidebar";
import { canOpen, isNavActive, navHref, parseSection, SECTIONS, type AdminSection } from "./sections";
import { AdminUserProvider } from "./team/admin-user";

afterEach(cleanup);

const params = (s: string) => new URLSearchParams(s);
const ids = SECTIONS.map((section) => section.id);
const permissionOf = (section: (typeof SECTIONS)[number]): AdminSection["permission"] =>
  "permission" in section ? section.permission : undefined;

function sidebarSections(role: Role): string[] {
  const user = { username: "someone", role, twoFactor: false, hold: null, language: "en" as const, arabicDigits: false };
  renderWithRoot(
    <AdminUserProvider value={{ user, refresh: async () => {} }}>
      <AdminSidebar />
    </AdminUserProvider>,
  );
  const nav = screen.getByRole("navigation", { name: adminEn.layout.navLabel });
  const sections = within(nav)
    .getAllByRole("link")
    .map((link) => new URL(link.getAttribute("href") ?? "", "http://localhost").searchParams.get("section") ?? "");
  cleanup();
  return [...new Set(sections)];
}

describe("the registry of sections", () => {
  it("names each section once, with a title, a sidebar heading and a link text", () => {
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(adminEn.dashboard.sections).sort()).toEqual([...ids].sort());
    for (const section of SECTIONS) {
      expect(adminEn.layout.groups[section.group], section.id).toBeTruthy();
      expect(adminEn.layout.nav[section.navLabel], section.id).toBeTruthy();
    }
  });

  it("is what the dashboard's URL accepts, and nothing else", () => {
    for (const id of ids) expect(parseSection(params(`section=${id}`))).toBe(id);
    expect(parseSection(params(""))).toBe("overview");
    expect(parseSection(params("section=nonsense"))).toBe("overview");
    expect(parseSection(params("section=gift-cards"))).toBe("overview");
  });

  it("asks for permissions that some role lacks and owners have (app/shared/staff-roles.ts)", () => {
    for (const section of SECTIONS) {
      const permission = permissionOf(section);
      if (!permission) continue;
      expect(can("owner", permission), section.id).toBe(true);
      expect(
        ROLES.some((role) => !can(role, permission)),
        `${section.id}: every role may ${permission}`,
      ).toBe(true);
    }
  });

  it.each(ROLES)("is what the sidebar lists for the role %s, in its order", (role) => {
    const allowed = SECTIONS.filter((section) => {
      const permission = permissionOf(section);
      return !permission || can(role, permission);
    }).map((section) => section.id);
    expect(sidebarSections(role)).toEqual(allowed);
    for (const id of ids) expect(canOpen(role, id)).toBe(allowed.includes(id));
  });

  it("leaves the owner-only sections out of the staff's sidebar", () => {
    const staff = sidebarSections("staff");
    for (const id of ["settings", "delivery", "staff", "audit"]) expect(staff).not.toContain(id);
  });
});

describe("sidebar links", () => {
  it("uses the product's link shapes", () => {
    expect(navHref({ section: "overview" })).toBe("/admin/dashboard?section=overview");
    expect(navHref({ section: "orders", status: "All" })).toBe("/admin/dashboard?section=orders&status=All");
    expect(navHref({ section: "orders", status: "Pending" })).toBe("/admin/dashboard?section=orders&status=Pending");
  });

  it("marks the link that matches section and status", () => {
    const url = params("section=orders&status=Shipped&q=x");
    expect(isNavActive({ section: "orders", status: "Shipped" }, url)).toBe(true);
    expect(isNavActive({ section: "orders", status: "All" }, url)).toBe(false);
    expect(isNavActive({ section: "overview" }, url)).toBe(false);
    expect(isNavActive({ section: "overview" }, params(""))).toBe(true);
    expect(isNavActive({ section: "orders", status: "All" }, params("section=orders"))).toBe(true);
  });
});
