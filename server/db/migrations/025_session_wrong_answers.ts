// How many wrong answers in a row a signed-in session has given to a secret check (its current
// password, a two-factor code): at five the session is ended (docs/decisions/014), so a stolen
// session cannot be used to guess the password the thief does not have.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("staff_sessions")
    .addColumn("wrong_answers", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("staff_sessions").dropColumn("wrong_answers").execute();
}
