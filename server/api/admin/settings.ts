// The shop's settings under /api/admin/settings: the custom trio's price, the first
// order's number (settable until the first order) and the gift wrap (offered, price). Audited with the values before and
// after; the storefront and the order prices follow at once.
import { Hono } from "hono";
import { sql } from "kysely";
import { z } from "zod";
import type { ShopSettings } from "../../../app/admin/settings/settings-contract";
import type { SecurityPolicy } from "../../../app/admin/team/team-contract";
import { audit } from "../../auth/audit";
import { clientAddress } from "../../auth/client-address";

import { settingsPatchSchema } from "../../../app/shared/catalogue-input";
import type { AppServices } from "../../services";
import { DEFAULT_FIRST_ORDER_NUMBER } from "../../../app/shared/order";
import { catalogueWrites } from "./catalogue-writes";
import { findStaff } from "../../auth/staff";
import { limitBody, readJson } from "../json-body";
import { problem, validationProblem, zodFieldErrors } from "../problem";
import { allowChanges } from "./guard";
import type { AdminEnv } from "./env";
import { deliverySettingsSchema, type DeliverySettings } from "../../../app/shared/delivery";
import { CITIES } from "../../../app/shared/order-schema";
import { DELIVERY_SETTINGS_KEY } from "../../catalogue/catalogue";

const securityBody = z.object({ requireOwnerTwoFactor: z.boolean({ error: "requireOwnerTwoFactor is true or false." }) });

export function adminSettingsApi(services: AppServices) {
  const api = new Hono<AdminEnv>();
  api.use("*", allowChanges("settings.write"));
  const { db } = services;
  const writes = catalogueWrites(services);
  const current = async (): Promise<ShopSettings> => {
    const { customTrioPrice, customTrioSizes, giftWrap } = await services.catalogue.stored();
    const start = await db.kysely
      .selectFrom("shop_settings")
      .select("value")
      .where("key", "=", "orderNumberStart")
      .executeTakeFirst();
    const anyOrder = await db.kysely.selectFrom("orders").select("id").limit(1).executeTakeFirst();
    return {
      customTrioPrice,
      customTrioSizes,
      orderNumberStart: Number(start?.value ?? DEFAULT_FIRST_ORDER_NUMBER),
      orderNumbersStarted: anyOrder !== undefined,
      giftWrapOffered: giftWrap.offered,
      giftWrapPrice: giftWrap.price,
    };
  };

  api.get("/", async (c) => c.json((await current()) satisfies ShopSettings));

  // Areas, fees, estimates, slots and card on delivery: kept with the catalogue, so the
  // storefront and the order's pricing follow a change at once (and, on PostgreSQL, everywhere).
  api.get("/delivery", async (c) => c.json((await services.catalogue.stored()).delivery satisfies DeliverySettings));
  api.put("/delivery", limitBody, async (c) => {
    const body = await writes.parse(c, deliverySettingsSchema);
    if (!body.ok) return body.response;
    const after = body.value;
    // Areas in the checkout's order, whatever order they came in.
    after.areas.sort((a, b) => CITIES.indexOf(a.area) - CITIES.indexOf(b.area));
    after.closedDays.sort();
    const before = (await services.catalogue.stored()).delivery;
    await writes.change(c, "settings.update", "delivery", async (trx) => {
      const value = JSON.stringify(after);
      await trx
        .insertInto("shop_settings")
        .values({ key: DELIVERY_SETTINGS_KEY, value })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
        .execute();
      return { before, after };
    });
    return c.json((await services.catalogue.stored()).delivery satisfies DeliverySettings);
  });

  // Whether every owner must sign in with two factors.
  api.get("/security", async (c) =>
    c.json({ requireOwnerTwoFactor: await services.security.ownersNeedTwoFactor() } satisfies SecurityPolicy),
  );
  api.put("/security", limitBody, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = securityBody.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    // Whoever turns the rule on has two-factor sign-in already, so it never locks them out mid-task.
    if (parsed.data.requireOwnerTwoFactor && !(await findStaff(db, c.get("admin").username))?.totpSecret)
      return problem(c, 409, "Set up two-factor sign-in for your own account first (My account).", {
        code: "two_factor_first",
      });
    const before = await services.security.ownersNeedTwoFactor();
    await services.security.setOwnersNeedTwoFactor(parsed.data.requireOwnerTwoFactor);
    await audit(db, {
      actor: c.get("admin"),
      action: "settings.update",
      target: "security",
      ip: clientAddress(c, services.config.trustProxy),
      detail: { requireOwnerTwoFactor: { before, after: parsed.data.requireOwnerTwoFactor } },
    });
    return c.json(parsed.data satisfies SecurityPolicy);
  });

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
      for (const [key, raw] of Object.entries(patch)) {
        // The trio's sizes are a list, kept as JSON (TRIO_SIZES_KEY); the others are numbers.
        const value = typeof raw === "object" ? JSON.stringify(raw) : String(raw);
        await trx
          .insertInto("shop_settings")
          .values({ key, value })
          .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
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
