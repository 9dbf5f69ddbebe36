// PostgreSQL parses, analyses and plans every statement node-postgres sends without a name, each
// time it is sent. An order's writes are the same few texts again and again; sent with a name, a
// connection prepares each once and then only binds and executes it. Only writes are named: their
// plans are trivial (a row by its key), while a question of the admin's may need a plan made for
// its own values. And only writes that name their columns: a prepared statement keeps the shape of
// its result, and a `*` would take a newer version's added column as a change PostgreSQL refuses
// ("cached plan must not change result type") in the older processes of a rolling deploy. Why and
// what it gave: docs/decisions/057-named-statements-for-writes.md.

/** At most this many names per process: a statement whose text varies (a list of n values) must not prepare without end. */
const MAX_NAMED_STATEMENTS = 100;
/** A kept plan grows with its values: a bulk write of hundreds of rows is sent unnamed. */
export const MAX_NAMED_PARAMETERS = 500;

const WRITE = /^\s*(insert|update|delete)\b/i;
const WITH_WRITE = /^\s*with\b[\s\S]*\b(insert\s+into|update|delete\s+from)\b/i;

/** True for a statement worth preparing once per connection: a write, with no `*` in it. */
export function isNamedWrite(text: string): boolean {
  return !text.includes("*") && (WRITE.test(text) || WITH_WRITE.test(text));
}

/** The name to send a statement under, or undefined to send it unnamed; the same text always gets the same name. */
export function statementNames(max = MAX_NAMED_STATEMENTS): (text: string, parameters: number) => string | undefined {
  const names = new Map<string, string>();
  return (text, parameters) => {
    const known = names.get(text);
    if (known !== undefined || names.size >= max || parameters > MAX_NAMED_PARAMETERS || !isNamedWrite(text)) return known;
    const name = `shop_write_${names.size}`;
    names.set(text, name);
    return name;
  };
}
