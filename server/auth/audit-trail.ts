// Reading the audit trail: newest first, filtered by person, kind of action and Qatar
// days, paged on the server (indexes on at, on action and at, on actor and at). With the page come
// the order numbers and names its entries' ids stand for, for entries written before their detail
// held them (a few primary-key lookups per page).
import type { AuditEntry, AuditPage } from "../../app/admin/team/team-contract";
import type { AuditNames } from "../../app/shared/audit-wording";
import { AUDIT_PAGE_SIZE, type AuditQuery } from "../../app/shared/audit-filters";
import { rangeInstants, resolveRange } from "../../app/shared/qatar-days";
import type { Db } from "../db/database";

export async function readAuditTrail(db: Db, query: AuditQuery, now: Date): Promise<AuditPage> {
  let rows = db.kysely.selectFrom("audit_log");
  if (query.actor) rows = rows.where("actor", "=", query.actor.trim().toLowerCase());
  if (query.action) {
    const action = query.action;
    rows = rows.where((eb) => eb.or([eb("action", "=", action), eb("action", "like", `${action}.%`)]));
  }
  const { start, end } = rangeInstants(resolveRange("custom", query.from ?? null, query.to ?? null, now));
  if (start) rows = rows.where("at", ">=", start);
  if (end) rows = rows.where("at", "<", end);
  const [entries, count] = await Promise.all([
    rows
      .select(["id", "at", "actor", "action", "target", "ip", "detail"])
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE)
      .execute(),
    rows.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return {
    entries: entries satisfies AuditEntry[],
    names: await namesFor(db, entries),
    total: Number(count.n),
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}

const detailOf = (entry: AuditEntry): Record<string, unknown> => {
  try {
    const value: unknown = entry.detail ? JSON.parse(entry.detail) : null;
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** The ids a page's entries name without their number or name in the detail, looked up. */
async function namesFor(db: Db, entries: readonly AuditEntry[]): Promise<AuditNames> {
  const ids = {
    orders: new Set<string>(),
    messages: new Set<string>(),
    products: new Set<string>(),
    bundles: new Set<string>(),
    drivers: new Set<string>(),
  };
  for (const entry of entries) {
    const detail = detailOf(entry);
    const target = entry.target;
    const [kind] = entry.action.split(".");
    if (kind === "order" && target && typeof detail.orderNumber !== "number") ids.orders.add(target);
    if (entry.action === "message.resend" && target && typeof detail.orderNumber !== "number") ids.messages.add(target);
    if (kind === "product" && target) ids.products.add(target);
    if (kind === "bundle" && target) ids.bundles.add(target);
    if ((kind === "driver" || kind === "cash") && target && typeof detail.driverName !== "string") ids.drivers.add(target);
    if (entry.action === "order.assign" && typeof detail.driverId === "string" && typeof detail.driverName !== "string")
      ids.drivers.add(detail.driverId);
  }
  const k = db.kysely;
  const list = (set: Set<string>) => [...set];
  const [orders, messages, products, bundles, drivers] = await Promise.all([
    ids.orders.size ? k.selectFrom("orders").select(["id", "number"]).where("id", "in", list(ids.orders)).execute() : [],
    ids.messages.size
      ? k
          .selectFrom("mail_outbox")
          .innerJoin("orders", "orders.id", "mail_outbox.order_id")
          .select(["mail_outbox.id as id", "orders.number as number"])
          .where("mail_outbox.id", "in", list(ids.messages))
          .execute()
      : [],
    ids.products.size ? k.selectFrom("products").select(["id", "name"]).where("id", "in", list(ids.products)).execute() : [],
    ids.bundles.size ? k.selectFrom("bundles").select(["id", "name"]).where("id", "in", list(ids.bundles)).execute() : [],
    ids.drivers.size ? k.selectFrom("drivers").select(["id", "name"]).where("id", "in", list(ids.drivers)).execute() : [],
  ]);
  const numbers = (rows: { id: string; number: number | null | undefined }[]) =>
    Object.fromEntries(rows.flatMap((r) => (r.number == null ? [] : [[r.id, Number(r.number)]])));
  const named = (rows: { id: string; name: string }[]) => Object.fromEntries(rows.map((r) => [r.id, r.name]));
  return {
    orders: numbers(orders),
    messages: numbers(messages),
    products: named(products),
    bundles: named(bundles),
    drivers: named(drivers),
  };
}
