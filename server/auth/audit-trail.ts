// Reading the audit trail: newest first, filtered by person, kind of action and Qatar
// days, paged on the server (indexes on at, on action and at, on actor and at).
import type { AuditEntry, AuditPage } from "../../app/admin/team/team-contract";
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
    total: Number(count.n),
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
