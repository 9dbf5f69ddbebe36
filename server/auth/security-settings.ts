// The owner's security settings: whether every owner must sign in with two factors. Read
// from the database when it matters (an owner without two-factor sign-in), so every process sees a
// change at once.
import type { AccountHold } from "../../app/shared/staff-roles";
import type { Db } from "../db/database";
import type { SessionUser } from "./types";

const KEY = "requireOwnerTwoFactor";

export interface SecuritySettings {
  ownersNeedTwoFactor(): Promise<boolean>;
  setOwnersNeedTwoFactor(on: boolean): Promise<void>;
  /** What a signed-in person must do before anything else, if anything (the API and the pages alike). */
  holdFor(user: Pick<SessionUser, "role" | "mustChangePassword" | "twoFactor">): Promise<AccountHold | null>;
}

export function createSecuritySettings(db: Db): SecuritySettings {
  const ownersNeedTwoFactor = async () => {
    const row = await db.kysely.selectFrom("shop_settings").select("value").where("key", "=", KEY).executeTakeFirst();
    return row?.value === "1";
  };
  return {
    ownersNeedTwoFactor,
    async holdFor(user) {
      if (user.mustChangePassword) return "password_change_required";
      if (user.role === "owner" && !user.twoFactor && (await ownersNeedTwoFactor())) return "two_factor_enrolment_required";
      return null;
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
