// Who may do what in the admin, written once: the server refuses with 403 what a role
// may not do, and the dashboard hides it. Owners may do everything; staff run the orders (view,
// change status, confirm, print, e-mail the customer, block a number) but do not delete orders,
// export customer data, change the catalogue, settings or storefront content (decision 039), manage
// staff, read the audit trail, lift a number's limit or unblock one.
export const ROLES = ["owner", "staff"] as const;
export type Role = (typeof ROLES)[number];
// Their names are in the admin dictionaries (labels.roles of app/i18n/admin.en.ts and admin.ar.ts).

const OWNER_ONLY = [
  "orders.delete",
  "orders.export",
  "cash.export",
  "catalogue.write",
  "settings.write",
  "storefront.write",
  "staff.manage",
  "audit.read",
  "phones.unblock",
  "phones.trust",
  // Promotions (decision 035): staff read them, owners change them and export their codes.
  "promotions.manage",
  // Online payments (decision 040): staff see an order's payment and the Card payments days;
  // owners refund and reconcile the provider's settlement report.
  "payments.refund",
  "payments.reconcile",
  // Store credit (decision 051): staff see a customer's balance and ledger; owners adjust it.
  "credit.adjust",
  // Returns (decision 050): every role approves, refuses, books pickups and receives; owners
  // settle them, since a refund is money leaving the shop.
  "returns.refund",
] as const;
export type Permission = (typeof OWNER_ONLY)[number];

export function can(role: Role, permission: Permission): boolean {
  return role === "owner" || !(OWNER_ONLY as readonly string[]).includes(permission);
}

/** Why the admin API refuses a signed-in person before anything else (the problem's `code`). */
export type AccountHold = "password_change_required" | "two_factor_enrolment_required";
