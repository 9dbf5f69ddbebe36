// The owner's security settings (issue 20): whether every owner must sign in with two factors. Read
// from the database when it matters (an owner without two-factor sign-in), so every process sees a
// change at once.
import type { Db } from "../db/database";

const KEY = "requireOwnerTwoFactor";

export interface SecuritySettings {
  ownersNeedTwoFactor(): Promise<boolean>;
  setOwnersNeedTwoFactor(on: boolean): Promise<void>;
}

export function createSecuritySettings(db: Db): SecuritySettings {
  return {
    async ownersNeedTwoFactor() {
      const row = await db.kysely.selectFrom("shop_settings").select("value").where("key", "=", KEY).executeTakeFirst();
      return row?.value === "1";
    },
    async setOwnersNeedTwoFactor(on) {
      const value = on ? "1" : "0";
      await db.kysely
        .insertInto("shop_settings")
        .values({ key: KEY, value })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
        .execute();
    },
  };
}
