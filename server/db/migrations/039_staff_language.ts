// Each staff member's admin language (docs/decisions/043-admin-in-arabic.md): "en" or "ar", null
// until their first sign-in sets it from the browser's Accept-Language; and whether numbers are
// shown in Arabic-Indic digits (0/1; Latin digits by default, as Qatar's shops and banks print).
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("staff_users").addColumn("language", "text").execute();
  await db.schema
    .alterTable("staff_users")
    .addColumn("arabic_digits", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("staff_users").dropColumn("arabic_digits").execute();
  await db.schema.alterTable("staff_users").dropColumn("language").execute();
}
