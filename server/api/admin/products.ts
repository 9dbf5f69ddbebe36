// The perfumes under /api/admin/products (behind the session guard): list (hidden ones
// too), create, change, reorder, delete, and a photo. Every change is audited with the values
// before and after, and the storefront reads the catalogue afresh at once (in every process).
import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { sql } from "kysely";
import type { AdminProduct, AdminProducts } from "../../../app/admin/catalogue/catalogue-contract";
import type { Transaction } from "kysely";
import {
  joinNotes,
  productCreateSchema,
  productPatchSchema,
  slugify,
  type ProductPatch,
  type VariantInput,
} from "../../../app/shared/catalogue-input";
import type { FieldMessage } from "../../../app/shared/field-errors";
import { defaultVariant, LEGACY_SIZE_ML } from "../../../app/shared/variants";
import { withExecutor as withTrx, type Db } from "../../db/database";
import type { Database } from "../../db/schema";
import type { AppServices } from "../../services";
import { selectVariants, toAdminProduct, toAdminVariant, variantsByProduct } from "../../catalogue/catalogue";
import { catalogueWrites } from "./catalogue-writes";
import { releaseBackInStock } from "../../back-in-stock/back-in-stock";
import { limitBody } from "../json-body";
import { OPEN_STATUSES } from "../../../app/shared/order";
import { problem, validationProblem } from "../problem";
import { allowChanges } from "./guard";
import type { AdminEnv } from "./env";

/** A new perfume shows this until its photo is uploaded. */
const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

async function readProducts(db: Db, id?: string): Promise<AdminProduct[]> {
  let query = db.kysely.selectFrom("products").selectAll().orderBy("position").orderBy("id");
  if (id !== undefined) query = query.where("id", "=", id);
  const [rows, variantRows] = await Promise.all([
    query.execute(),
    selectVariants(db.kysely, id === undefined ? undefined : [id]),
  ]);
  const variants = variantsByProduct(variantRows);
  return rows.map((r) => toAdminProduct(r, variants.get(r.id) ?? []));
}

/** Thrown inside a change's transaction to undo it and answer 422 with these field errors. */
class VariantsRefused extends Error {
  constructor(readonly errors: FieldMessage[]) {
    super("variants refused");
  }
}

/**
 * Makes a perfume's sizes exactly `variants`, in that order: a listed id is changed, a size
 * without one is added, one left out is removed (its orders keep what they sold: order lines
 * hold the size, SKU and price). Throws VariantsRefused for an id of another perfume or a SKU
 * another size uses.
 */
async function writeVariants(trx: Transaction<Database>, productId: string, variants: VariantInput[]): Promise<void> {
  const existing = await trx.selectFrom("product_variants").select(["id"]).where("product_id", "=", productId).execute();
  const own = new Set(existing.map((r) => r.id));
  const errors: FieldMessage[] = [];
  variants.forEach((v, i) => {
    if (v.id !== undefined && !own.has(v.id))
      errors.push({ field: `variants.${i}.id`, message: "This size is not one of this perfume's." });
  });
  if (errors.length) throw new VariantsRefused(errors);
  const kept = new Set(variants.flatMap((v) => (v.id ? [v.id] : [])));
  const removed = [...own].filter((id) => !kept.has(id));
  // A bundle names the sizes it holds (docs/decisions/038): the owner chooses another there first.
  // Said after the list's own errors, which the owner fixes in this form.
  const held = removed.length
    ? await trx
        .selectFrom("bundle_products")
        .innerJoin("bundles", "bundles.id", "bundle_products.bundle_id")
        .select("bundles.name")
        .where("bundle_products.variant_id", "in", removed)
        .executeTakeFirst()
    : undefined;
  if (removed.length && !held) await trx.deleteFrom("product_variants").where("id", "in", removed).execute();
  const ids = variants.map((v) => v.id ?? randomUUID());
  const taken = await trx
    .selectFrom("product_variants")
    .select(["id", "sku"])
    .where(
      sql<string>`lower(sku)`,
      "in",
      variants.map((v) => v.sku.toLowerCase()),
    )
    .execute();
  variants.forEach((v, i) => {
    if (taken.some((t) => t.sku.toLowerCase() === v.sku.toLowerCase() && t.id !== ids[i] && !removed.includes(t.id)))
      errors.push({ field: `variants.${i}.sku`, message: "Another perfume's size already uses this SKU." });
  });
  if (errors.length) throw new VariantsRefused(errors);
  if (held)
    throw new VariantsRefused([
      {
        field: "variants",
        message: `The bundle "${held.name}" holds a size you removed. Choose another size in the bundle first, or hide this size instead.`,
      },
    ]);
  for (const [position, v] of variants.entries()) {
    const columns = {
      size_ml: v.sizeMl,
      kind: v.kind,
      price: v.price,
      compare_at_price: v.compareAtPrice ?? null,
      sku: v.sku,
      gtin: v.gtin ?? null,
      stock: v.stock,
      active: v.active ? 1 : 0,
      position,
    };
    if (v.id) await trx.updateTable("product_variants").set(columns).where("id", "=", v.id).execute();
    else
      await trx
        .insertInto("product_variants")
        .values({ id: ids[position], product_id: productId, ...columns })
        .execute();
  }
}

/** `price` and `stock` sent without sizes change the default size (the shorthand of decision 033). */
async function patchDefaultVariant(trx: Transaction<Database>, productId: string, patch: ProductPatch): Promise<void> {
  if (patch.price === undefined && patch.stock === undefined) return;
  const rows = await trx
    .selectFrom("product_variants")
    .selectAll()
    .where("product_id", "=", productId)
    .orderBy("position")
    .execute();
  const variants = rows.map(toAdminVariant);
  const main = defaultVariant(variants.filter((v) => v.active)) ?? variants[0];
  if (!main) return;
  await trx
    .updateTable("product_variants")
    .set({
      ...(patch.price !== undefined && { price: patch.price }),
      ...(patch.stock !== undefined && { stock: patch.stock }),
    })
    .where("id", "=", main.id)
    .execute();
}

/** The columns a patch sets (notes as the storefront shows them, flags as 0/1). */
function productColumns(patch: ProductPatch) {
  return {
    ...(patch.slug !== undefined && { slug: patch.slug }),
    ...(patch.name && { name: patch.name.en, name_ar: patch.name.ar }),
    ...(patch.description && { description: patch.description.en, description_ar: patch.description.ar }),
    ...(patch.notes && {
      notes: joinNotes(patch.notes.heart.en, "en"),
      notes_ar: joinNotes(patch.notes.heart.ar, "ar"),
      ...(patch.notes.top && {
        notes_top: joinNotes(patch.notes.top.en, "en"),
        notes_top_ar: joinNotes(patch.notes.top.ar, "ar"),
      }),
      ...(patch.notes.base && {
        notes_base: joinNotes(patch.notes.base.en, "en"),
        notes_base_ar: joinNotes(patch.notes.base.ar, "ar"),
      }),
    }),
    ...(patch.category !== undefined && { category: patch.category }),
    ...(patch.active !== undefined && { active: patch.active ? 1 : 0 }),
    ...(patch.bestSeller !== undefined && { best_seller: patch.bestSeller ? 1 : 0 }),
    ...(patch.newArrival !== undefined && { new_arrival: patch.newArrival ? 1 : 0 }),
    ...(patch.inCustomTrio !== undefined && { in_custom_trio: patch.inCustomTrio ? 1 : 0 }),
    ...(patch.position !== undefined && { position: patch.position }),
    // Perfume attributes (docs/decisions/034); `families` arrives as ids (resolveFamilies).
    ...(patch.concentration !== undefined && { concentration: patch.concentration }),
    ...(patch.families !== undefined && { families: patch.families.join(",") }),
    ...(patch.brand !== undefined && {
      brand: patch.brand?.en ?? null,
      brand_ar: patch.brand?.ar ?? null,
      brand_aliases: joinNotes(patch.brand?.aliases ?? [], "en"),
    }),
    ...(patch.year !== undefined && { year: patch.year }),
    ...(patch.searchAliases !== undefined && { search_aliases: joinNotes(patch.searchAliases, "en") }),
  };
}

/**
 * The families as ids of the owner's list: each may be sent as its id or its English name, in any
 * case ("Amber", "amber"). Unknown ones are field errors.
 */
async function resolveFamilies(
  db: Db,
  sent: readonly string[],
): Promise<{ ids: string[]; errors: { field: string; message: string }[] }> {
  const rows = await db.kysely.selectFrom("fragrance_families").select(["id", "name"]).execute();
  const ids: string[] = [];
  const errors: { field: string; message: string }[] = [];
  for (const [i, value] of sent.entries()) {
    const key = value.toLowerCase();
    const row = rows.find((r) => r.id === key || r.name.toLowerCase() === key);
    if (row && !ids.includes(row.id)) ids.push(row.id);
    else if (!row)
      errors.push({ field: `families.${i}`, message: `"${value}" is not one of the shop's fragrance families: add it first.` });
    else errors.push({ field: `families.${i}`, message: "A family appears only once." });
  }
  return { ids, errors };
}

/** The change's answer, or the refusal that undid it. */
async function refusedOr<T>(change: () => Promise<T>): Promise<T | VariantsRefused> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof VariantsRefused) return error;
    throw error;
  }
}

const SLUG_TAKEN = { field: "slug", message: "Another perfume already uses this address: choose another slug." };

export function adminProductsApi(services: AppServices) {
  const api = new Hono<AdminEnv>();
  api.use("*", allowChanges("catalogue.write"));
  const { db } = services;
  const writes = catalogueWrites(services);

  api.get("/", async (c) => c.json({ products: await readProducts(db) } satisfies AdminProducts));

  api.post("/", limitBody, async (c) => {
    const body = await writes.parse(c, productCreateSchema);
    if (!body.ok) return body.response;
    const families = await resolveFamilies(db, body.value.families);
    if (families.errors.length) return validationProblem(c, families.errors);
    const input = { ...body.value, families: families.ids };
    const slug = input.slug ?? slugify(input.name.en);
    if (!slug) return validationProblem(c, [{ field: "slug", message: "Give the perfume an address (slug) in Latin letters." }]);
    const id = randomUUID();
    // Without sizes, the price (and stock) make one full bottle.
    const { variants: sizes, price, stock, ...fields } = input;
    const variants: VariantInput[] = sizes ?? [
      { sizeMl: LEGACY_SIZE_ML, kind: "bottle", price: price!, sku: `${slug}-${LEGACY_SIZE_ML}ml`, stock, active: true },
    ];
    const created = await refusedOr(() =>
      writes.change(c, "product.create", id, async (trx) => {
        if (await trx.selectFrom("products").select("id").where("slug", "=", slug).executeTakeFirst()) return null;
        // A slug a renamed perfume used to have now belongs to this one.
        await trx.deleteFrom("product_slugs").where("slug", "=", slug).execute();
        const last = await trx
          .selectFrom("products")
          .select(sql<number | null>`max(position)`.as("last"))
          .executeTakeFirst();
        await trx
          .insertInto("products")
          .values({
            id,
            image: PLACEHOLDER_IMAGE,
            image_set: null,
            stripe_price_id: null,
            name: "",
            name_ar: "",
            description: "",
            description_ar: "",
            notes: "",
            notes_ar: "",
            category: input.category,
            active: 1,
            best_seller: 0,
            new_arrival: 0,
            in_custom_trio: 0,
            ...productColumns(fields),
            slug,
            position: input.position ?? (last?.last ?? -1) + 1,
          })
          .execute();
        await writeVariants(trx, id, variants);
        return { before: null, after: (await readProducts(withTrx(db, trx), id))[0] };
      }),
    );
    if (created instanceof VariantsRefused) return validationProblem(c, created.errors);
    if (!created?.after) return validationProblem(c, [SLUG_TAKEN]);
    return c.json({ product: created.after } satisfies { product: AdminProduct }, 201);
  });

  api.put("/order", ...writes.reorder("products"));

  api.patch("/:id", limitBody, async (c) => {
    const id = c.req.param("id");
    const body = await writes.parse(c, productPatchSchema);
    if (!body.ok) return body.response;
    let patch = body.value;
    if (patch.families) {
      const families = await resolveFamilies(db, patch.families);
      if (families.errors.length) return validationProblem(c, families.errors);
      patch = { ...patch, families: families.ids };
    }
    let slugTaken = false;
    let told = false;
    const changed = await refusedOr(() =>
      writes.change(c, "product.update", id, async (trx) => {
        const [before] = await readProducts(withTrx(db, trx), id);
        if (!before) return null;
        if (patch.slug !== undefined && patch.slug !== before.slug) {
          const other = await trx.selectFrom("products").select("id").where("slug", "=", patch.slug).executeTakeFirst();
          if (other) {
            slugTaken = true;
            return null;
          }
          // The old address answers with a permanent redirect; the new one is nobody's former address.
          await trx.deleteFrom("product_slugs").where("slug", "=", patch.slug).execute();
          await trx
            .insertInto("product_slugs")
            .values({ slug: before.slug, product_id: id })
            .onConflict((oc) => oc.column("slug").doUpdateSet({ product_id: id }))
            .execute();
        }
        const columns = productColumns(patch);
        if (Object.keys(columns).length > 0) await trx.updateTable("products").set(columns).where("id", "=", id).execute();
        if (patch.variants) await writeVariants(trx, id, patch.variants);
        else await patchDefaultVariant(trx, id, patch);
        // A size back from sold out tells those waiting for it, in this transaction (decision 048).
        const sizes = await trx.selectFrom("product_variants").select("id").where("product_id", "=", id).execute();
        if (
          (await releaseBackInStock(
            trx,
            sizes.map((v) => v.id),
            new Date(),
          )) > 0
        )
          told = true;
        return { before, after: (await readProducts(withTrx(db, trx), id))[0] };
      }),
    );
    if (changed instanceof VariantsRefused) return validationProblem(c, changed.errors);
    if (slugTaken) return validationProblem(c, [SLUG_TAKEN]);
    if (!changed?.after) return problem(c, 404, "This perfume does not exist.");
    if (told) services.mail.poke();
    return c.json({ product: changed.after } satisfies { product: AdminProduct });
  });

  api.delete("/:id", async (c) => {
    const id = c.req.param("id");
    let refusal: string | null = null;
    const deleted = await writes.change(c, "product.delete", id, async (trx) => {
      const [before] = await readProducts(withTrx(db, trx), id);
      if (!before) return null;
      const bundle = await trx
        .selectFrom("bundle_products")
        .innerJoin("bundles", "bundles.id", "bundle_products.bundle_id")
        .select("bundles.name")
        .where("bundle_products.product_id", "=", id)
        .executeTakeFirst();
      if (bundle) {
        refusal = `The bundle "${bundle.name}" holds this perfume. Take it out of the bundle, or hide the perfume instead.`;
        return null;
      }
      // Only orders still to be delivered count, and there are few of them: the status index finds
      // them without reading the shop's history. A bundle or trio line lists its perfumes in JSON.
      const open = await trx
        .selectFrom("orders")
        .innerJoin("order_items", "order_items.order_id", "orders.id")
        .select("orders.id")
        .where("orders.status", "in", OPEN_STATUSES)
        .where((eb) =>
          eb.or([eb("order_items.item_ref", "=", id), eb("order_items.products", "like", `%"id":${JSON.stringify(id)}%`)]),
        )
        .executeTakeFirst();
      if (open) {
        refusal =
          "An order still to be delivered holds this perfume. Hide the perfume instead: it leaves the storefront and keeps its orders.";
        return null;
      }
      await trx.deleteFrom("product_slugs").where("product_id", "=", id).execute();
      await trx.deleteFrom("product_variants").where("product_id", "=", id).execute();
      await trx.deleteFrom("products").where("id", "=", id).execute();
      return { before, after: null };
    });
    if (refusal) return problem(c, 409, "This perfume cannot be deleted.", { detail: refusal });
    if (!deleted) return problem(c, 404, "This perfume does not exist.");
    return c.body(null, 204);
  });

  api.put(
    "/:id/image",
    ...writes.image("products", async (c, id) =>
      c.json({ product: (await readProducts(db, id))[0] } satisfies { product: AdminProduct }),
    ),
  );

  return api;
}
