// The shop's settings under /api/admin/settings: the custom trio's price (issue 16) and the first
// order's number (issue 17, settable until the first order). Audited with the values before and
// after; the storefront and the order prices follow at once.
import { Hono } from "hono";
import { sql } from "kysely";
import type { ShopSettings } from "../../../app/shared/admin-contract";
import { settingsPatchSchema } from "../../../app/shared/catalogue-input";
import type { AppServices } from "../../services";
import { DEFAULT_FIRST_ORDER_NUMBER } from "../../../app/shared/order";
import { catalogueWrites } from "./catalogue-writes";
import { limitBody } from "../json-body";
import { problem } from "../problem";
import type { AdminEnv } from "./env";

export function adminSettingsApi(services: AppServices) {
  const api = new Hono<AdminEnv>();
  const { db } = services;
  const writes = catalogueWrites(services);
  const current = async (): Promise<ShopSettings> => {
    const { customTrioPrice } = await services.catalogue.stored();
    const start = await db.kysely
      .selectFrom("shop_settings")
      .select("value")
      .where("key", "=", "orderNumberStart")
      .executeTakeFirst();
    const anyOrder = await db.kysely.selectFrom("orders").select("id").limit(1).executeTakeFirst();
    return {
      customTrioPrice,
      orderNumberStart: Number(start?.value ?? DEFAULT_FIRST_ORDER_NUMBER),
      orderNumbersStarted: anyOrder !== undefined,
    };
  };

  api.get("/", async (c) => c.json((await current()) satisfies ShopSettings));

  api.patch("/", limitBody, async (c) => {
    const body = await writes.parse(c, settingsPatchSchema);
    if (!body.ok) return body.response;
    const patch = body.value;
    const before = await current();
    let started = false;
    await writes.change(c, "settings.update", "shop", async (trx) => {
      if (patch.orderNumberStart !== undefined && patch.orderNumberStart !== before.orderNumberStart) {
        // Orders are numbered from the first one on: the start is fixed once an order exists.
        if (await trx.selectFrom("orders").select("id").limit(1).executeTakeFirst()) {
          started = true;
          return null;
        }
        if (db.engine === "postgres") await sql`select setval('order_number_seq', ${patch.orderNumberStart}, false)`.execute(trx);
      }
      for (const [key, value] of Object.entries(patch)) {
        await trx
          .insertInto("shop_settings")
          .values({ key, value: String(value) })
          .onConflict((oc) => oc.column("key").doUpdateSet({ value: String(value) }))
          .execute();
      }
      return { before, after: { ...before, ...patch } };
    });
    if (started) {
      return problem(c, 409, "Orders are already numbered.", {
        detail: "The first order's number can only be set before the shop's first order.",
      });
    }
    return c.json((await current()) satisfies ShopSettings);
  });

  return api;
}
