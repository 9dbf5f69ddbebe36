// Compile an INSERT once per shape. Kysely builds the same statement for every order, and building
// it (parsing the rows, visiting the tree, freezing nodes) weighs on the event loop
// (docs/PERFORMANCE.md#2-placing-orders). The SQL of an insert depends only on its table, columns and row count; later rows of that
// shape just supply their values, in column order, which is how Kysely lists the parameters.
import type { CompiledQuery } from "kysely";

export interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * The statement `compile()` would give for these rows. `name` tells statements apart that differ in
 * more than their rows (an ON CONFLICT clause, say); `owner` is the Kysely instance (its dialect).
 */
export function templateInsert<R extends object>(
  owner: object,
  name: string,
  rows: readonly R[],
  compile: () => CompiledQuery,
): Statement {
  const columns = Object.keys(rows[0]);
  const parameters: unknown[] = [];
  let regular = true;
  for (const row of rows) {
    const keys = Object.keys(row);
    if (keys.length !== columns.length || keys.some((k, i) => k !== columns[i])) regular = false;
    for (const column of columns) parameters.push((row as Record<string, unknown>)[column]);
  }
  return templateStatement(owner, regular ? `${name}|${columns.join(",")}|${rows.length}` : null, parameters, compile);
}

const templates = new WeakMap<object, Map<string, string>>();

/**
 * Any statement whose SQL depends only on its `shape`: compiled the first time, then reused with
 * these parameters. Kept only when Kysely's parameters are exactly these values in this order (no
 * value Kysely writes into the SQL itself); otherwise, or with no shape, every call compiles.
 */
export function templateStatement(
  owner: object,
  shape: string | null,
  parameters: unknown[],
  compile: () => CompiledQuery,
): Statement {
  let cache = templates.get(owner);
  if (!cache) templates.set(owner, (cache = new Map<string, string>()));
  const sql = shape === null ? undefined : cache.get(shape);
  if (sql !== undefined) return { sql, parameters };
  const compiled = compile();
  if (
    shape !== null &&
    compiled.parameters.length === parameters.length &&
    compiled.parameters.every((p, i) => Object.is(p, parameters[i]))
  ) {
    cache.set(shape, compiled.sql);
  }
  return { sql: compiled.sql, parameters: [...compiled.parameters] };
}
