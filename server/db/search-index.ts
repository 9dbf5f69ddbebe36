// Keeps SQLite's order search index (orders_fts) a moment behind the orders: new orders' keys wait
// above order_search_index.indexed_upto until a step indexes up to STEP of them at once and moves
// the mark, both in one transaction (migration 005, docs/decisions/009). Search matches the
// waiting tail with LIKE, so nothing here decides what is found, only how fast: FTS5 indexes a
// few hundred rows at once for a quarter of the cost per row of a group commit's 15.
//
// A step runs DELAY_MS after an order asks for one (nudge), so under load each step takes what
// arrived meanwhile; a backlog (a restart, a bulk seed) is worked off step after step. On the
// write thread a step is one more unit in a group commit; without one (an in-memory database) it
// is an ordinary transaction.
import { sql, type Kysely } from "kysely";
import type { Database } from "./schema";
import type { Statement } from "./insert-template";
import type { UnitWriter } from "./write-thread";
import { SQLITE_STEP_CUSTOMERS } from "./migrations/018_customers";

export const STEP = 1000;
export const DELAY_MS = 100;

const UNINDEXED_SQL = "k.key > (select indexed_upto from order_search_index)";
/** The condition on order_search_keys (as `k`) of an order whose text is not in orders_fts yet. */
export const UNINDEXED = sql<boolean>`${sql.raw(UNINDEXED_SQL)}`;

// The statements see the same STEP keys above the mark: the first indexes them, the second adds
// them to their customers' rows, the last moves the mark to the last of them. Keys only grow (AUTOINCREMENT), so everything below is indexed.
const STEP_STATEMENTS: Statement[] = [
  {
    sql: `insert into orders_fts (rowid, doc, digits)
      select k.key, ' ' || o.search_text, o.phone_digits from order_search_keys k join orders o on o.id = k.order_id
      where ${UNINDEXED_SQL} order by k.key limit ${STEP}`,
    parameters: [],
  },
  // The customers' rows follow the same orders (migration 018).
  { sql: SQLITE_STEP_CUSTOMERS(STEP), parameters: [] },
  {
    sql: `update order_search_index set indexed_upto = coalesce(
      (select max(key) from (select key from order_search_keys where key > indexed_upto order by key limit ${STEP})),
      indexed_upto)`,
    parameters: [],
  },
];

export interface SearchIndexer {
  /** Asks for a step soon; cheap to call after every order. */
  nudge(): void;
  /** Indexes everything waiting now (a bulk load's end, a test). */
  catchUp(): Promise<void>;
  /** Cancels a step not yet begun and waits for one under way. */
  close(): Promise<void>;
}

export function createSearchIndexer(
  kysely: Kysely<Database>,
  writer: UnitWriter | null,
  onError: (error: unknown) => void,
): SearchIndexer {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let closed = false;

  const step = async () => {
    if (writer) {
      await writer.run({ statements: STEP_STATEMENTS });
      return;
    }
    await kysely.transaction().execute(async (trx) => {
      for (const s of STEP_STATEMENTS) await sql.raw(s.sql).execute(trx);
    });
  };
  const waiting = async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*) as n from (select 1 from order_search_keys k where ${UNINDEXED} limit ${STEP})`.execute(kysely);
    return Number(rows[0].n);
  };
  // Whole steps go on at once; a part-filled one waits for the next nudge's delay to fill up.
  const work = async (all: boolean) => {
    for (;;) {
      await step();
      if (closed) return;
      const left = await waiting();
      if (left === 0) return;
      if (left < STEP && !all) return indexer.nudge();
    }
  };
  const enqueue = (all: boolean) => {
    running = running.then(() => (closed ? undefined : work(all))).catch(onError);
    return running;
  };

  const indexer: SearchIndexer = {
    nudge() {
      if (timer || closed) return;
      timer = setTimeout(() => {
        timer = null;
        void enqueue(false);
      }, DELAY_MS);
      // A pending step never keeps a process alive; whatever it leaves, the next start indexes.
      timer.unref();
    },
    catchUp() {
      // It takes whatever a pending step would have.
      if (timer) clearTimeout(timer);
      timer = null;
      return enqueue(true);
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
  return indexer;
}
