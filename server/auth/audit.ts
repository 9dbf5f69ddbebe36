// The audit log: who did what to which record, when and from where. Login attempts, logouts, order
// status changes, deletions and exports all land here. Secrets never do: detail keys that name a
// password, token, cookie or secret are dropped before the row is written. The detail holds what
// the trail's words need (app/shared/audit-wording.ts): values before and after, and the order's
// number or the driver's name rather than ids alone, since those may be gone when it is read.
import { randomUUID } from "node:crypto";
import type { Db } from "../db/database";
import type { AdminUser } from "./types";
import type { AuditAction } from "../../app/shared/audit-wording";

export interface AuditEntry {
  /** The signed-in staff member, a plain name ("cli"), or null when nobody is known. */
  actor: AdminUser | string | null;
  action: AuditAction;
  /** What was acted on: an order id, a username. */
  target?: string | null;
  ip?: string | null;
  detail?: Record<string, unknown> | null;
  at?: Date;
}

const SECRET_KEY = /pass|token|secret|cookie|authorization/i;

function scrub(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrub);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, v]) => [key, scrub(v)]),
    );
  }
  return value;
}

export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  const actor = entry.actor;
  await db.kysely
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      at: (entry.at ?? new Date()).toISOString(),
      actor: typeof actor === "string" ? actor : (actor?.username ?? null),
      actor_id: actor && typeof actor === "object" ? actor.id : null,
      action: entry.action,
      target: entry.target ?? null,
      ip: entry.ip ?? null,
      detail: entry.detail ? JSON.stringify(scrub(entry.detail)) : null,
    })
    .execute();
}
