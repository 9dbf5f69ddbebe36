// The admin's sections, listed once (docs/decisions/028): the dashboard's URL (?section=), the
// sidebar's links and groups, and the screen the dashboard shows all read this list. A section is
// a folder of app/admin/ and one entry here; its screen is fetched the first time it is opened
// (React.lazy), so nobody downloads the charts or the delivery forms for a page they never visit.
import { createElement, lazy, useState, type ComponentType } from "react";
import { z } from "zod";
import type { adminEn } from "../i18n/admin.en";
import { parseOrderFilters, type StatusFilter } from "../shared/admin-filters";
import type { OrderStatus } from "../shared/order";
import { can, type Permission, type Role } from "../shared/staff-roles";
import type { IconName } from "./ui/icons";

type Messages = typeof adminEn;

export interface AdminSection {
  /** Its value of ?section= in the dashboard's URL; its title is messages.dashboard.sections[id]. */
  id: string;
  /** The sidebar's heading it is listed under (messages.layout.groups). */
  group: keyof Messages["layout"]["groups"];
  icon: IconName;
  /** Its link's text in the sidebar (messages.layout.nav). */
  navLabel: keyof Messages["layout"]["nav"];
  /** Only the roles allowed this open the section (the API refuses its data to the others anyway). */
  permission?: Permission;
  /** More links under the section's own, each a status filter of its list (the orders'). */
  statusLinks?: readonly { status: OrderStatus; icon: IconName }[];
  /** The dashboard's header offers "Refresh Data" on this section. */
  refreshInHeader?: boolean;
  /** Its screen, fetched on first use (`screen()` below). */
  component: ComponentType;
}

const preloads = new Map<ComponentType, () => Promise<unknown>>();

/**
 * A section's screen, loaded on first use: `name` is the component its module exports. Once loaded
 * (preloadSection, or a first visit) it renders at once, so the page's first section hydrates
 * with the page instead of a moment later (where text typed into it would be lost).
 */
function screen<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): ComponentType {
  let loaded: ComponentType | undefined;
  const fetchScreen = () => load().then((module) => (loaded = module[name]));
  const Lazy = lazy(() => fetchScreen().then((Component): { default: ComponentType } => ({ default: Component })));
  function Screen() {
    // Chosen once per mount: switching from the lazy wrapper to the module's component later
    // would remount the section and lose its state.
    const [chosen] = useState((): { Component: ComponentType } => ({ Component: loaded ?? Lazy }));
    return createElement(chosen.Component);
  }
  preloads.set(Screen, fetchScreen);
  return Screen;
}

export const SECTIONS = [
  {
    id: "overview",
    group: "dashboard",
    icon: "overview",
    navLabel: "overview",
    refreshInHeader: true,
    component: screen(() => import("./overview/overview-section"), "OverviewSection"),
  },
  {
    id: "orders",
    group: "orders",
    icon: "orders",
    navLabel: "allOrders",
    statusLinks: [
      { status: "Pending", icon: "pending" },
      { status: "Processing", icon: "processing" },
      { status: "Shipped", icon: "shipped" },
      { status: "Delivered", icon: "delivered" },
      { status: "Cancelled", icon: "cancelled" },
    ],
    component: screen(() => import("./orders/orders-section"), "OrdersSection"),
  },
  {
    id: "customers",
    group: "orders",
    icon: "people",
    navLabel: "customers",
    component: screen(() => import("./customers/customers-section"), "CustomersSection"),
  },
  {
    id: "carts",
    group: "orders",
    icon: "clock",
    navLabel: "carts",
    // Every role follows up carts, as they do orders (decision 049).
    component: screen(() => import("./carts/carts-section"), "CartsSection"),
  },
  {
    id: "returns",
    group: "orders",
    icon: "refresh",
    navLabel: "returns",
    // Every role handles returns; settling one is the owner's (decision 050).
    component: screen(() => import("./returns/returns-section"), "ReturnsSection"),
  },
  {
    id: "drivers",
    group: "delivery",
    icon: "shipped",
    navLabel: "drivers",
    component: screen(() => import("./delivery/drivers-section"), "DriversSection"),
  },
  {
    id: "cash",
    group: "delivery",
    icon: "cash",
    navLabel: "cash",
    component: screen(() => import("./delivery/cash/cash-section"), "CashSection"),
  },
  {
    id: "delivery",
    group: "delivery",
    icon: "pin",
    navLabel: "delivery",
    permission: "settings.write",
    component: screen(() => import("./delivery/settings/delivery-settings-section"), "DeliverySettingsSection"),
  },
  {
    id: "analytics",
    group: "insights",
    icon: "analytics",
    navLabel: "analytics",
    component: screen(() => import("./overview/analytics-section"), "AnalyticsSection"),
  },
  {
    id: "catalogue",
    group: "catalogue",
    icon: "bag",
    navLabel: "perfumes",
    component: screen(() => import("./catalogue/catalogue-section"), "CatalogueSection"),
  },
  {
    id: "bundles",
    group: "catalogue",
    icon: "gift",
    navLabel: "bundles",
    component: screen(() => import("./catalogue/bundles-section"), "BundlesSection"),
  },
  {
    id: "promotions",
    group: "catalogue",
    icon: "tag",
    navLabel: "promotions",
    // Owners only: the screen is for changing promotions (staff may not), and its figures are the
    // shop's takings by campaign. Staff check a shopper's code by the cart, as the shopper does.
    permission: "promotions.manage",
    component: screen(() => import("./promotions/promotions-section"), "PromotionsSection"),
  },
  {
    id: "reviews",
    group: "catalogue",
    icon: "star",
    navLabel: "reviews",
    // Every role moderates what buyers wrote (decision 045).
    component: screen(() => import("./reviews/reviews-section"), "ReviewsSection"),
  },
  {
    id: "settings",
    group: "catalogue",
    icon: "settings",
    navLabel: "settings",
    permission: "settings.write",
    component: screen(() => import("./settings/settings-section"), "SettingsSection"),
  },
  {
    id: "storefront",
    group: "catalogue",
    icon: "image",
    navLabel: "storefront",
    permission: "storefront.write",
    component: screen(() => import("./storefront/storefront-section"), "StorefrontSection"),
  },
  {
    id: "staff",
    group: "team",
    icon: "key",
    navLabel: "staff",
    permission: "staff.manage",
    component: screen(() => import("./team/staff/staff-section"), "StaffSection"),
  },
  {
    id: "audit",
    group: "team",
    icon: "shield",
    navLabel: "audit",
    permission: "audit.read",
    component: screen(() => import("./team/audit-section"), "AuditSection"),
  },
  {
    id: "account",
    group: "team",
    icon: "user",
    navLabel: "account",
    component: screen(() => import("./team/account-section"), "AccountSection"),
  },
] as const satisfies readonly AdminSection[];

export type Section = (typeof SECTIONS)[number]["id"];

const SECTION_IDS = SECTIONS.map((section) => section.id) as [Section, ...Section[]];

/** The dashboard's ?section=: a hand-edited wrong value opens the overview rather than breaking the page. */
const sectionSchema = z.enum(SECTION_IDS).catch("overview");

export function parseSection(params: URLSearchParams): Section {
  return sectionSchema.parse(params.get("section"));
}

export function sectionOf(id: Section): AdminSection {
  return SECTIONS.find((section) => section.id === id) ?? SECTIONS[0];
}

/** Fetches a section's screen ahead of rendering it (the browser does it for the first section before hydrating). */
export function preloadSection(id: Section): Promise<unknown> {
  return preloads.get(sectionOf(id).component)?.() ?? Promise.resolve();
}

/** Whether a role opens the section (app/shared/staff-roles.ts). */
export function canOpen(role: Role, id: Section): boolean {
  const { permission } = sectionOf(id);
  return !permission || can(role, permission);
}

// Sidebar: the product's link shapes, and which one is active for the current URL.
export type NavTarget = { section: Exclude<Section, "orders"> } | { section: "orders"; status: StatusFilter };

export function navHref(target: NavTarget): string {
  const params = new URLSearchParams({ section: target.section });
  if (target.section === "orders") params.set("status", target.status);
  return `/admin/dashboard?${params}`;
}

export function isNavActive(target: NavTarget, params: URLSearchParams): boolean {
  const section = parseSection(params);
  if (section !== target.section) return false;
  return target.section !== "orders" || parseOrderFilters(params).status === target.status;
}
