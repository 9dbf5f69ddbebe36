// The curated bundles under /api/admin/bundles: list (hidden ones too), create, change
// (names, texts, price, perfumes, shown or hidden), reorder, delete and a photo. Orders keep their
// own copy of a bundle's lines, so deleting one never changes an order. Audited like the perfumes.
import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { sql, type Transaction } from "kysely";
import type { AdminBundle, AdminBundles } from "../../../app/admin/catalogue/catalogue-contract";
import { bundleCreateSchema, bundlePatchSchema, type BundlePatch } from "../../../app/shared/catalogue-input";
import type { Database } from "../../db/schema";
import type { AppServices } from "../../services";
import { selectVariants, toAdminBundle, variantsByProduct } from "../../catalogue/catalogue";
import { defaultVariant, type VariantKind } from "../../../app/shared/variants";
import { catalogueWrites } from "./catalogue-writes";
import { limitBody } from "../json-body";
import { problem, validationProblem } from "../problem";
import { allowChanges } from "./guard";
import type { AdminEnv } from "./env";

const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

type Executor = Transaction<Database> | AppServices["db"]["kysely"];

async function readBundles(kysely: Executor, id?: string): Promise<AdminBundle[]> {
  let query = kysely.selectFrom("bundles").selectAll().orderBy("position").orderBy("id");
  if (id !== undefined) query = query.where("id", "=", id);
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const links = await kysely
    .selectFrom("bundle_products")
    .select(["bundle_id", "product_id", "variant_id"])
    .where(
      "bundle_id",
      "in",
      rows.map((r) => r.id),
    )
    .orderBy("bundle_id")
    .orderBy("position")
    .execute();
  const productIds = [...new Set(links.map((l) => l.product_id))];
  const variants = variantsByProduct(productIds.length ? await selectVariants(kysely, productIds) : []);
  return rows.map((r) =>
    toAdminBundle(
      r,
      links.filter((l) => l.bundle_id === r.id).map((l) => ({ product_id: l.product_id, variant_id: l.variant_id })),
      (id) => (variants.get(id) ?? []).map((v) => ({ id: v.id, kind: v.kind as VariantKind, active: v.active !== 0 })),
    ),
  );
}

function bundleColumns(patch: BundlePatch) {
  return {
    ...(patch.name && { name: patch.name.en, name_ar: patch.name.ar }),
    ...(patch.description && { description: patch.description.en, description_ar: patch.description.ar }),
    ...(patch.price !== undefined && { price: patch.price }),
    ...(patch.active !== undefined && { active: patch.active ? 1 : 0 }),
    ...(patch.position !== undefined && { position: patch.position }),
  };
}

/**
 * The perfumes that do not exist, and sizes that are not their perfume's, as field errors; replaces
 * the bundle's list when all are right. Without sizes, each perfume's default size (docs/decisions/038).
 */
async function setProducts(trx: Transaction<Database>, bundleId: string, productIds: string[], variantIds?: string[]) {
  const found = await trx.selectFrom("products").select("id").where("id", "in", productIds).execute();
  const known = new Set(found.map((r) => r.id));
  const missing = productIds.flatMap((id, i) =>
    known.has(id) ? [] : [{ field: `productIds.${i}`, message: "This perfume is not in the catalogue." }],
  );
  if (missing.length) return missing;
  const variants = variantsByProduct(await selectVariants(trx, productIds));
  const sizes: (string | null)[] = [];
  const wrong: { field: string; message: string }[] = [];
  productIds.forEach((productId, i) => {
    const own = (variants.get(productId) ?? []).map((v) => ({ id: v.id, kind: v.kind as VariantKind, active: v.active !== 0 }));
    const named = variantIds?.[i];
    if (named === undefined) sizes.push((defaultVariant(own.filter((v) => v.active)) ?? own[0])?.id ?? null);
    else if (own.some((v) => v.id === named)) sizes.push(named);
    else wrong.push({ field: `variantIds.${i}`, message: "This size is not one of this perfume's." });
  });
  if (wrong.length) return wrong;
  await trx.deleteFrom("bundle_products").where("bundle_id", "=", bundleId).execute();
  await trx
    .insertInto("bundle_products")
    .values(
      productIds.map((product_id, position) => ({ bundle_id: bundleId, product_id, position, variant_id: sizes[position] })),
    )
    .execute();
  return [];
}

export function adminBundlesApi(services: AppServices) {
  const api = new Hono<AdminEnv>();
  api.use("*", allowChanges("catalogue.write"));
  const { db } = services;
  const writes = catalogueWrites(services);

  api.get("/", async (c) => c.json({ bundles: await readBundles(db.kysely) } satisfies AdminBundles));

  api.post("/", limitBody, async (c) => {
    const body = await writes.parse(c, bundleCreateSchema);
    if (!body.ok) return body.response;
    const input = body.value;
    const id = randomUUID();
    const failed = { errors: [] as { field: string; message: string }[] };
    const created = await writes
      .change(c, "bundle.create", id, async (trx) => {
        const last = await trx
          .selectFrom("bundles")
          .select(sql<number | null>`max(position)`.as("last"))
          .executeTakeFirst();
        await trx
          .insertInto("bundles")
          .values({
            id,
            image: PLACEHOLDER_IMAGE,
            image_set: null,
            stripe_price_id: null,
            discount: 0,
            name: input.name.en,
            name_ar: input.name.ar,
            description: input.description.en,
            description_ar: input.description.ar,
            price: input.price,
            active: input.active ? 1 : 0,
            position: input.position ?? (last?.last ?? -1) + 1,
          })
          .execute();
        failed.errors = await setProducts(trx, id, input.productIds, input.variantIds);
        // Throwing rolls the insert back.
        if (failed.errors.length) throw new RefusedBundle();
        return { before: null, after: (await readBundles(trx, id))[0] };
      })
      .catch((error: unknown) => {
        if (error instanceof RefusedBundle) return null;
        throw error;
      });
    if (!created?.after) return validationProblem(c, failed.errors);
    return c.json({ bundle: created.after } satisfies { bundle: AdminBundle }, 201);
  });

  api.put("/order", ...writes.reorder("bundles"));

  api.patch("/:id", limitBody, async (c) => {
    const id = c.req.param("id");
    const body = await writes.parse(c, bundlePatchSchema);
    if (!body.ok) return body.response;
    const patch = body.value;
    const failed = { errors: [] as { field: string; message: string }[] };
    const changed = await writes
      .change(c, "bundle.update", id, async (trx) => {
        const [before] = await readBundles(trx, id);
        if (!before) return null;
        const columns = bundleColumns(patch);
        if (Object.keys(columns).length) await trx.updateTable("bundles").set(columns).where("id", "=", id).execute();
        if (patch.productIds) {
          failed.errors = await setProducts(trx, id, patch.productIds, patch.variantIds);
          if (failed.errors.length) throw new RefusedBundle();
        }
        return { before, after: (await readBundles(trx, id))[0] };
      })
      .catch((error: unknown) => {
        if (error instanceof RefusedBundle) return null;
        throw error;
      });
    if (failed.errors.length) return validationProblem(c, failed.errors);
    if (!changed?.after) return problem(c, 404, "This bundle does not exist.");
    return c.json({ bundle: changed.after } satisfies { bundle: AdminBundle });
  });

  api.delete("/:id", async (c) => {
    const id = c.req.param("id");
    const deleted = await writes.change(c, "bundle.delete", id, async (trx) => {
      const [before] = await readBundles(trx, id);
      if (!before) return null;
      await trx.deleteFrom("bundle_products").where("bundle_id", "=", id).execute();
      await trx.deleteFrom("bundles").where("id", "=", id).execute();
      return { before, after: null };
    });
    if (!deleted) return problem(c, 404, "This bundle does not exist.");
    return c.body(null, 204);
  });

  api.put(
    "/:id/image",
    ...writes.image("bundles", async (c, id) =>
      c.json({ bundle: (await readBundles(db.kysely, id))[0] } satisfies { bundle: AdminBundle }),
    ),
  );

  return api;
}

/** Thrown inside a transaction to roll it back when a field is refused. */
class RefusedBundle extends Error {}
