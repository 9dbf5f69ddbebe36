// The owner's fragrance families under /api/admin/families (behind the session guard): the list
// every role reads, and a new family, which needs the catalogue permission (docs/decisions/034).
// A family is never deleted here: perfumes name it, and shoppers' filter links carry its id.
import { Hono } from "hono";
import { sql } from "kysely";
import type { AdminFamilies } from "../../../app/admin/catalogue/catalogue-contract";
import { familyCreateSchema, slugify } from "../../../app/shared/catalogue-input";
import type { FragranceFamily } from "../../../app/shared/perfume-attributes";
import type { Db } from "../../db/database";
import type { AppServices } from "../../services";
import { limitBody } from "../json-body";
import { validationProblem } from "../problem";
import { catalogueWrites } from "./catalogue-writes";
import { allowChanges } from "./guard";
import type { AdminEnv } from "./env";

async function readFamilies(db: Db): Promise<FragranceFamily[]> {
  const rows = await db.kysely.selectFrom("fragrance_families").selectAll().orderBy("position").orderBy("id").execute();
  return rows.map((r) => ({ id: r.id, name: { en: r.name, ar: r.name_ar } }));
}

export function adminFamiliesApi(services: AppServices) {
  const api = new Hono<AdminEnv>();
  api.use("*", allowChanges("catalogue.write"));
  const { db } = services;
  const writes = catalogueWrites(services);

  api.get("/", async (c) => c.json({ families: await readFamilies(db) } satisfies AdminFamilies));

  api.post("/", limitBody, async (c) => {
    const body = await writes.parse(c, familyCreateSchema);
    if (!body.ok) return body.response;
    const { name } = body.value;
    const id = slugify(name.en);
    if (!id) return validationProblem(c, [{ field: "name.en", message: "Write the English name in Latin letters." }]);
    const created = await writes.change(c, "family.create", id, async (trx) => {
      const taken = await trx
        .selectFrom("fragrance_families")
        .select("id")
        .where((eb) => eb.or([eb("id", "=", id), eb(sql<string>`lower(name)`, "=", name.en.toLowerCase())]))
        .executeTakeFirst();
      if (taken) return null;
      const last = await trx
        .selectFrom("fragrance_families")
        .select(sql<number | null>`max(position)`.as("last"))
        .executeTakeFirst();
      await trx
        .insertInto("fragrance_families")
        .values({ id, name: name.en, name_ar: name.ar, position: (last?.last ?? -1) + 1 })
        .execute();
      return { before: null, after: { id, name } satisfies FragranceFamily };
    });
    if (!created?.after) return validationProblem(c, [{ field: "name.en", message: "The shop already has this family." }]);
    return c.json({ family: created.after } satisfies { family: FragranceFamily }, 201);
  });

  return api;
}
