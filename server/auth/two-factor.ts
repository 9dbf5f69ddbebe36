// Two-factor sign-in for an account: enrolment (a pending secret, confirmed by a first
// code, then ten recovery codes), the check at sign-in, and switching it off. Codes are claimed by
// a guarded update, so two requests racing with one code cannot both get in.
import { randomUUID } from "node:crypto";
import type { Db } from "../db/database";
import { acceptTotp, looksLikeRecoveryCode, newRecoveryCodes, newTotpSecret, recoveryCodeHash } from "./totp";

interface SecondFactorAccount {
  id: string;
  totpSecret: string | null;
  totpLastStep: number | null;
}

/** Claims a TOTP code's step for the account; false when the code is wrong or was used. */
async function claimTotp(db: Db, account: SecondFactorAccount, code: string, at: Date): Promise<boolean> {
  if (!account.totpSecret) return false;
  const step = acceptTotp(account.totpSecret, code, at, account.totpLastStep);
  if (step === null) return false;
  const result = await db.kysely
    .updateTable("staff_users")
    .set({ totp_last_step: step })
    .where("id", "=", account.id)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function claimRecoveryCode(db: Db, userId: string, code: string, at: Date): Promise<boolean> {
  if (!looksLikeRecoveryCode(code)) return false;
  const result = await db.kysely
    .updateTable("staff_recovery_codes")
    .set({ used_at: at.toISOString() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", recoveryCodeHash(code))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A sign-in's second step: no code yet, a wrong (or used) one, or good. */
export async function checkSecondFactor(
  db: Db,
  account: SecondFactorAccount,
  code: string,
  at: Date,
): Promise<"missing" | "wrong" | "ok"> {
  const typed = code.trim();
  if (!typed) return "missing";
  if (await claimTotp(db, account, typed, at)) return "ok";
  return (await claimRecoveryCode(db, account.id, typed, at)) ? "ok" : "wrong";
}

/** Starts enrolment: a new secret waits for its first code. */
export async function startEnrolment(db: Db, userId: string): Promise<string> {
  const secret = newTotpSecret();
  await db.kysely.updateTable("staff_users").set({ totp_pending: secret }).where("id", "=", userId).execute();
  return secret;
}

/** Confirms enrolment with a first code; returns the recovery codes (shown once), or null. */
export async function finishEnrolment(db: Db, userId: string, code: string, at: Date): Promise<string[] | null> {
  const row = await db.kysely.selectFrom("staff_users").select("totp_pending").where("id", "=", userId).executeTakeFirst();
  if (!row?.totp_pending) return null;
  const step = acceptTotp(row.totp_pending, code, at, null);
  if (step === null) return null;
  const codes = newRecoveryCodes();
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable("staff_users")
      .set({ totp_secret: row.totp_pending, totp_pending: null, totp_last_step: step })
      .where("id", "=", userId)
      .execute();
    await trx.deleteFrom("staff_recovery_codes").where("user_id", "=", userId).execute();
    await trx
      .insertInto("staff_recovery_codes")
      .values(codes.map((c) => ({ id: randomUUID(), user_id: userId, code_hash: recoveryCodeHash(c), used_at: null })))
      .execute();
  });
  return codes;
}

/** Checks a code (or recovery code) of an enrolled account, claiming it. */
export async function checkAccountCode(db: Db, userId: string, code: string, at: Date): Promise<boolean> {
  const row = await db.kysely
    .selectFrom("staff_users")
    .select(["totp_secret", "totp_last_step"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!row?.totp_secret) return false;
  return (
    (await checkSecondFactor(db, { id: userId, totpSecret: row.totp_secret, totpLastStep: row.totp_last_step }, code, at)) ===
    "ok"
  );
}

export async function disableTwoFactor(db: Db, userId: string): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable("staff_users")
      .set({ totp_secret: null, totp_pending: null, totp_last_step: null })
      .where("id", "=", userId)
      .execute();
    await trx.deleteFrom("staff_recovery_codes").where("user_id", "=", userId).execute();
  });
}
