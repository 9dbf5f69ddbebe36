// The shop's settings under /api/admin/settings (issue 16): the custom trio's price. Audited with
// the values before and after; the storefront and the order prices follow at once.
import { Hono } from "hono";
import type { ShopSettings } from "../../../app/shared/admin-contract";
import { settingsPatchSchema } from "../../../app/shared/catalogue-input";
import type { AppServices } from "../../services";
import { catalogueWrites } from "./catalogue-writes";
import { limitBody } from "../json-body";
import type { AdminEnv } from "./env";

export function adminSettingsApi(services: AppServices) {
  const api = new Hono<AdminEnv>();
  const writes = catalogueWrites(services);
  const current = async (): Promise<ShopSettings> => {
    const { customTrioPrice } = await services.catalogue.stored();
    return { customTrioPrice };
  };

  api.get("/", async (c) => c.json((await current()) satisfies ShopSettings));

  api.patch("/", limitBody, async (c) => {
    const body = await writes.parse(c, settingsPatchSchema);
    if (!body.ok) return body.response;
    const patch = body.value;
    const before = await current();
    await writes.change(c, "settings.update", "shop", async (trx) => {
      for (const [key, value] of Object.entries(patch)) {
        await trx
          .insertInto("shop_settings")
          .values({ key, value: String(value) })
          .onConflict((oc) => oc.column("key").doUpdateSet({ value: String(value) }))
          .execute();
      }
      return { before, after: { ...before, ...patch } };
    });
    return c.json((await current()) satisfies ShopSettings);
  });

  return api;
}
