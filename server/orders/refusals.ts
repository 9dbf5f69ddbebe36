// Orders refused before they were stored, counted per Qatar day and reason, for the
// overview. A flood of refused requests must not become a flood of writes: counts gather in
// memory and are added to the day's rows every few seconds (and when the server stops), one
// upsert per day and reason, so several processes add up rather than overwrite.
import type { RefusalReason, Refusals } from "../../app/admin/overview/overview-contract";
import { qatarDay, type DayRange } from "../../app/shared/qatar-days";
import type { Db } from "../db/database";
import type { Logger } from "../log";

const FLUSH_MS = 5_000;
const REASONS: RefusalReason[] = ["phone-limit", "address-limit", "blocked"];

export interface RefusalCounter {
  count(reason: RefusalReason, at?: Date): void;
  /** Writes what is gathered (tests; the server's stop). */
  flush(): Promise<void>;
}

export function createRefusalCounter(db: Db, log: Logger): RefusalCounter {
  let pending = new Map<string, { day: string; reason: RefusalReason; count: number }>();
  let timer: NodeJS.Timeout | null = null;
  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending.size === 0) return;
    const rows = [...pending.values()];
    pending = new Map();
    await db.kysely
      .insertInto("order_refusals")
      .values(rows)
      .onConflict((oc) =>
        oc.columns(["day", "reason"]).doUpdateSet((eb) => ({ count: eb("order_refusals.count", "+", eb.ref("excluded.count")) })),
      )
      .execute();
  };
  return {
    count(reason, at = new Date()) {
      const day = qatarDay(at);
      const key = `${day}|${reason}`;
      const entry = pending.get(key) ?? { day, reason, count: 0 };
      entry.count += 1;
      pending.set(key, entry);
      if (!timer) {
        timer = setTimeout(() => void flush().catch((error) => log.error("counting refused orders failed", error)), FLUSH_MS);
        timer.unref();
      }
    },
    flush,
  };
}

/** The refusals of a range of days (all days when the range is open). */
export async function readRefusals(db: Db, days: DayRange): Promise<Refusals> {
  let query = db.kysely.selectFrom("order_refusals").select((eb) => ["reason", eb.fn.sum<number | string>("count").as("n")]);
  if (days.fromDay) query = query.where("day", ">=", days.fromDay);
  if (days.toDay) query = query.where("day", "<=", days.toDay);
  const rows = await query.groupBy("reason").execute();
  const byReason = Object.fromEntries(REASONS.map((r) => [r, Number(rows.find((row) => row.reason === r)?.n ?? 0)])) as Record<
    RefusalReason,
    number
  >;
  return { total: REASONS.reduce((sum, r) => sum + byReason[r], 0), byReason };
}
