// What every catalogue change shares (perfumes, bundles, settings): a body checked by the shared
// schema, one transaction with its audit row (values before and after), and the catalogue read
// afresh once it commits, in this process and, on PostgreSQL, in the others.
import type { Context } from "hono";
import type { Transaction } from "kysely";
import type { z } from "zod";
import { reorderSchema } from "../../../app/shared/catalogue-input";
import { audit } from "../../auth/audit";
import type { AuditAction } from "../../../app/shared/audit-wording";
import { clientAddress } from "../../auth/client-address";
import { withExecutor } from "../../db/database";
import type { Database } from "../../db/schema";
import type { AppServices } from "../../services";
import { storeImage } from "../../catalogue/images";
import { limitBody, readJson } from "../json-body";
import { problem, validationProblem, zodFieldErrors } from "../problem";
import { imageBodyLimit, readImageUpload } from "./image-upload";
import type { AdminEnv } from "./env";

type Parsed<T> = { ok: true; value: T } | { ok: false; response: Response };

export interface Change<T> {
  before: T | null;
  after: T | null;
}

export function catalogueWrites(services: AppServices) {
  const { db } = services;

  /** A JSON body checked by `schema`: 422 with field errors otherwise. */
  async function parse<S extends z.ZodType>(c: Context, schema: S): Promise<Parsed<z.infer<S>>> {
    const body = await readJson(c);
    if (!body.ok) return body;
    const parsed = schema.safeParse(body.value);
    if (!parsed.success) return { ok: false, response: validationProblem(c, zodFieldErrors(parsed.error)) };
    return { ok: true, value: parsed.data };
  }

  /**
   * Runs `write` in a transaction and audits what it returns; null from `write` means nothing
   * changed (no audit, no invalidation). The catalogue is invalidated after the commit.
   */
  async function change<T>(
    c: Context<AdminEnv>,
    action: AuditAction,
    target: string,
    write: (trx: Transaction<Database>) => Promise<Change<T> | null>,
  ): Promise<Change<T> | null> {
    const result = await db.kysely.transaction().execute(async (trx) => {
      const done = await write(trx);
      if (done) {
        await audit(withExecutor(db, trx), {
          actor: c.get("admin"),
          action,
          target,
          ip: clientAddress(c, services.config.trustProxy),
          detail: { before: done.before, after: done.after },
        });
      }
      return done;
    });
    if (result) services.catalogue.invalidate();
    return result;
  }

  /** PUT …/order: every id of the table, in the new order (positions 0, 1, 2, …). */
  const reorder = (table: "products" | "bundles") =>
    [
      limitBody,
      async (c: Context<AdminEnv>) => {
        const body = await parse(c, reorderSchema);
        if (!body.ok) return body.response;
        const { ids } = body.value;
        const changed = await change(c, table === "products" ? "product.reorder" : "bundle.reorder", table, async (trx) => {
          const rows = await trx.selectFrom(table).select(["id", "position"]).orderBy("position").orderBy("id").execute();
          const known = new Set(rows.map((r) => r.id));
          if (ids.length !== rows.length || !ids.every((id) => known.has(id))) return null;
          for (const [position, id] of ids.entries()) {
            await trx.updateTable(table).set({ position }).where("id", "=", id).execute();
          }
          return { before: rows.map((r) => r.id), after: ids };
        });
        if (!changed) {
          return validationProblem(c, [{ field: "ids", message: "Send every id exactly once, in the new order." }]);
        }
        return c.json({ ids });
      },
    ] as const;

  /** PUT …/:id/image: a photo (multipart field `image`), checked on its content and resized. */
  const image = (table: "products" | "bundles", answer: (c: Context<AdminEnv>, id: string) => Promise<Response>) =>
    [
      imageBodyLimit,
      async (c: Context<AdminEnv>) => {
        const id = c.req.param("id") ?? "";
        const exists = await db.kysely
          .selectFrom(table)
          .select(["image", "image_set", "name"])
          .where("id", "=", id)
          .executeTakeFirst();
        if (!exists)
          return problem(c, 404, table === "products" ? "This perfume does not exist." : "This bundle does not exist.");
        const upload = await readImageUpload(c);
        if (!upload.ok) return upload.response;
        const stored = await storeImage(services.photos, table, upload.bytes);
        if (!stored.ok)
          return problem(c, stored.status, stored.message, {
            errors: [{ field: "image", pointer: "#/image", detail: stored.message }],
          });
        // Replaced photos stay on disk: orders placed with them still show them.
        const changed = await change(c, table === "products" ? "product.image" : "bundle.image", id, async (trx) => {
          await trx
            .updateTable(table)
            .set({ image: stored.image, image_set: JSON.stringify(stored.imageSet) })
            .where("id", "=", id)
            .execute();
          return { before: { name: exists.name, image: exists.image }, after: { name: exists.name, image: stored.image } };
        });
        if (!changed) return problem(c, 404, "Not found.");
        return answer(c, id);
      },
    ] as const;

  return { parse, change, reorder, image };
}
