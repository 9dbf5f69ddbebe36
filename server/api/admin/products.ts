// Catalogue endpoints under /api/admin/products (behind the session guard): the perfumes with their
// stock, and changing a perfume's price or stock (issue 16, a first part: names, photos, bundles
// and the rest of the catalogue follow). Every change is audited with the values before and after,
// and the storefront reads the catalogue afresh at once.
import { Hono, type Context } from "hono";
import { z } from "zod";
import { audit } from "../../auth/audit";
import { clientAddress } from "../../auth/client-address";
import { withExecutor } from "../../db/database";
import type { AppServices } from "../../services";
import { limitBody, readJson } from "../json-body";
import { problem, validationProblem, zodFieldErrors } from "../problem";
import type { AdminEnv } from "./env";
import type { AdminProduct, AdminProducts } from "../../../app/shared/admin-contract";

const MAX_PRICE = 10_000_000;
const MAX_STOCK = 1_000_000;

const productPatch = z
  .strictObject({
    price: z
      .number({ error: "price must be a whole number of dirhams." })
      .int("price must be a whole number of dirhams.")
      .min(1)
      .max(MAX_PRICE),
    stock: z
      .number({ error: "stock must be a whole number, or null for not tracked." })
      .int("stock must be a whole number, or null for not tracked.")
      .min(0, "stock cannot be below 0.")
      .max(MAX_STOCK)
      .nullable(),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, "Send price or stock.");

export function adminProductsApi(services: AppServices) {
  const api = new Hono<AdminEnv>();
  const { db } = services;
  const ip = (c: Context) => clientAddress(c, services.config.trustProxy);

  const read = async (id?: string): Promise<AdminProduct[]> => {
    let query = db.kysely.selectFrom("products").select(["id", "slug", "name", "price", "stock", "position"]).orderBy("position");
    if (id !== undefined) query = query.where("id", "=", id);
    return query.execute();
  };

  api.get("/", async (c) => c.json({ products: await read() } satisfies AdminProducts));

  api.patch("/:id", limitBody, async (c) => {
    const id = c.req.param("id");
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = productPatch.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const admin = c.get("admin");
    const changed = await db.kysely.transaction().execute(async (trx) => {
      const before = await trx.selectFrom("products").select(["price", "stock"]).where("id", "=", id).executeTakeFirst();
      if (!before) return null;
      await trx.updateTable("products").set(parsed.data).where("id", "=", id).execute();
      const after = { ...before, ...parsed.data };
      await audit(withExecutor(db, trx), {
        actor: admin,
        action: "product.update",
        target: id,
        ip: ip(c),
        detail: { before, after },
      });
      return after;
    });
    if (!changed) return problem(c, 404, "This perfume does not exist.");
    services.catalogue.invalidate();
    const [product] = await read(id);
    return c.json({ product } satisfies { product: AdminProduct });
  });

  return api;
}
