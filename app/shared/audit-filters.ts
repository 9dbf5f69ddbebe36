// The audit trail's filters, for the API and the Audit section alike: a person, a kind
// of action, a range of Qatar days and a page. A kind is an action's first word ("login" is
// login.success, login.failure and login.blocked) or one exact action.
import { z } from "zod";
import { isDay } from "./qatar-days";

/** The kinds staff filter by; their names are in the admin dictionaries (`labels.auditKinds`). */
export const AUDIT_KINDS = [
  "login",
  "logout",
  "order",
  "order.delete",
  "orders.export",
  "driver",
  "cash",
  "message",
  "phone",
  "product",
  "bundle",
  "settings",
  "storefront",
  "testimonial",
  "staff",
  "session",
  "promotion",
  "review",
  "return",
  "account",
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_PAGE_SIZE = 50;

const day = z.string().refine(isDay, "Use a real date written YYYY-MM-DD.");

export const auditQuerySchema = z
  .object({
    actor: z.string().max(200).optional(),
    action: z.enum(AUDIT_KINDS).optional(),
    from: day.optional(),
    to: day.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "The start date is after the end date.", path: ["from"] });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** The query string for a set of filters, defaults left out. */
export function auditParams(query: Partial<AuditQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== "" && !(key === "page" && value === 1)) params.set(key, String(value));
  return params;
}

/** The Audit section's URL: the same fields, a hand-edited wrong one falling back to no filter. */
export function parseAuditFilters(params: URLSearchParams): AuditQuery {
  const read = (key: string) => params.get(key) ?? undefined;
  const action = read("action");
  const query: AuditQuery = {
    actor: read("actor")?.slice(0, 200) || undefined,
    action: action && (AUDIT_KINDS as readonly string[]).includes(action) ? (action as AuditKind) : undefined,
    from: isDay(read("from") ?? "") ? read("from") : undefined,
    to: isDay(read("to") ?? "") ? read("to") : undefined,
    page: Math.max(1, Math.min(100_000, Math.trunc(Number(read("page") ?? 1)) || 1)),
  };
  return query;
}
