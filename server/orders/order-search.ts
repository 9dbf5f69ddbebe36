// The admin search box: one text matched case-insensitively as a substring of the order id, the
// customer's name and e-mail, and, when it looks like a phone number, its digits against the
// phone's digits however either was typed ("5555 1234", "+974-5555-1234", Arabic-Indic digits).
// Two characters match the start of a word instead ("al" finds Al-Thani and alia@..., not Khalid),
// and a single character is no search at all: inside words such short texts match most of a
// million orders, and no index can find them (see docs/decisions/004).
//
// Both engines search columns the database derives itself (migration 003): search_text =
// lower(id name email) and phone_digits. How the matches are found differs:
// - PostgreSQL: pg_trgm GIN indexes serve LIKE '%term%'; its planner picks index or walk itself.
// - SQLite: an FTS5 trigram table (terms of 3+ characters). A rare term (at most RARE_MATCHES
//   orders) becomes the exact list of matching ids. A common one is better served by walking the
//   newest-first index with LIKE (matches are dense, a page fills quickly), and FTS5 still counts
//   it cheaply. The FTS text is " " + search_text, so a word start " al" is a trigram too.
//   The index follows the orders by a moment (server/db/search-index.ts): the orders it has not
//   reached yet, a few hundred at most under load, are matched with LIKE, so a new order is found
//   as soon as it is acknowledged. Each order is in exactly one of the two sets.
import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { Db } from "../db/database";
import { UNINDEXED } from "../db/search-index";
import { normaliseDigits } from "../../app/shared/phone";

export interface SearchTerms {
  /** The typed text, trimmed; matched against search_text. */
  text: string;
  /** Match the start of a word (two-character texts) rather than anywhere. */
  wordStart: boolean;
  /** Digits to match against phone_digits, when the text looks like a phone number. */
  digits: string | null;
}

export type SearchPlan =
  /** Every matching order's id (few of them). */
  | { kind: "ids"; ids: string[] }
  /**
   * A condition on each row; `matches` is how many orders match the text alone when the index
   * could tell cheaply, and `ftsMatch` the FTS5 query that finds them.
   */
  | { kind: "condition"; condition: RawBuilder<SqlBool>; matches: number | null; ftsMatch: string | null };

const PHONE_LIKE = /^[\d\s+\-()./\u0660-\u0669\u06F0-\u06F9]+$/;
const MIN_DIGITS = 3;
const MIN_SEARCH_LENGTH = 2;
const SUBSTRING_LENGTH = 3;
export const RARE_MATCHES = 1000;

export function searchTerms(q: string): SearchTerms | null {
  const text = q.trim();
  const length = [...text].length;
  if (length < MIN_SEARCH_LENGTH) return null;
  let digits: string | null = null;
  if (PHONE_LIKE.test(text)) {
    // "00974..." is how some dial +974; the stored digits have no international prefix.
    const plain = normaliseDigits(text).replace(/\D/g, "").replace(/^00/, "");
    if (plain.length >= MIN_DIGITS) digits = plain;
  }
  return { text, digits, wordStart: length < SUBSTRING_LENGTH };
}

/** SQLite: the orders (joined to their search key `k`) the search index has not reached yet. */
const unindexedOrders = sql`order_search_keys k join orders on orders.id = k.order_id and ${UNINDEXED}`;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
const ftsPhrase = (value: string) => `"${value.replace(/"/g, '""')}"`;

function likeCondition(terms: SearchTerms): RawBuilder<SqlBool> {
  // lower() on both sides, so each engine folds case its own way consistently.
  const like = (pattern: string) => sql<SqlBool>`search_text like lower(${pattern}) escape '\\'`;
  const term = escapeLike(terms.text);
  const text = terms.wordStart ? sql<SqlBool>`(${like(`${term}%`)} or ${like(`% ${term}%`)})` : like(`%${term}%`);
  if (!terms.digits) return text;
  return sql<SqlBool>`(${text} or phone_digits like ${`%${terms.digits}%`})`;
}

export async function planSearch(db: Db, terms: SearchTerms): Promise<SearchPlan> {
  const condition = likeCondition(terms);
  if (db.engine !== "sqlite") return { kind: "condition", condition, matches: null, ftsMatch: null };
  let ftsMatch = `doc : ${ftsPhrase(terms.wordStart ? ` ${terms.text}` : terms.text)}`;
  if (terms.digits) ftsMatch += ` OR digits : ${ftsPhrase(terms.digits)}`;
  // One statement, so one snapshot: read apart, an index step committed between the two reads
  // would move an order from the waiting set to the indexed one unseen by both (a customer's
  // history once answered 404 that way).
  const found = await sql<{ order_id: string }>`
    select order_id from (
      select k.order_id from orders_fts join order_search_keys k on k.key = orders_fts.rowid
      where orders_fts match ${ftsMatch} limit ${RARE_MATCHES + 1})
    union all
    select order_id from (
      select k.order_id from ${unindexedOrders} where ${condition} limit ${RARE_MATCHES + 1})`.execute(db.kysely);
  const ids = found.rows.map((r) => r.order_id);
  if (ids.length <= RARE_MATCHES) return { kind: "ids", ids };
  const count = await sql<{ n: number }>`
    select (select count(*) from orders_fts where orders_fts match ${ftsMatch})
      + (select count(*) from ${unindexedOrders} where ${condition}) as n`.execute(db.kysely);
  return { kind: "condition", condition, matches: Number(count.rows[0].n), ftsMatch };
}
