// `npm run admin:create -- --username NAME` as a real child process: creates an account, resets its
// password (ending its sessions), refuses short passwords, reads ADMIN_PASSWORD or piped input.
import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPasswordHasher } from "../server/auth/password";
import { createSession } from "../server/auth/sessions";
import { createTestDb, engines, type TestDb } from "./support/test-db";

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function adminCreate(databaseUrl: string, args: string[], env: Record<string, string> = {}, stdin?: string): Promise<Run> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/admin-create.ts", ...args], {
    env: { ...process.env, ADMIN_PASSWORD: "", ...env, DATABASE_URL: databaseUrl },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d) => (stdout += String(d)));
  child.stderr.on("data", (d) => (stderr += String(d)));
  child.stdin.end(stdin ?? "");
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, stdout, stderr })));
}

describe.each(engines)("admin:create on %s", (engine) => {
  let t: TestDb;
  let url: string;
  const hasher = createPasswordHasher();

  beforeAll(async () => {
    t = await createTestDb(engine);
    url = engine === "postgres" ? `${t.url}?options=${encodeURIComponent(`-c search_path=${t.schema}`)}` : t.url;
  });
  afterAll(async () => t.cleanup());

  const account = (username: string) =>
    t.db.kysely.selectFrom("staff_users").selectAll().where("username", "=", username).executeTakeFirst();

  it("creates an account from ADMIN_PASSWORD, hashed with OWASP's scrypt parameters", async () => {
    const run = await adminCreate(url, ["--username", "Owner"], { ADMIN_PASSWORD: "first long password" });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Created the owner account "owner"');
    const row = (await account("owner"))!;
    expect(row.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await hasher.verify("first long password", row.password_hash)).toBe(true);
    expect(run.stdout + run.stderr).not.toContain("first long password");
  });

  it("resets the password of an existing account and ends its sessions", async () => {
    const before = (await account("owner"))!;
    await createSession(t.db, before.id, new Date());
    const run = await adminCreate(url, ["--username=owner"], { ADMIN_PASSWORD: "second long password" });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Set a new password for "owner"');
    const after = (await account("owner"))!;
    expect(after.id).toBe(before.id);
    expect(await hasher.verify("second long password", after.password_hash)).toBe(true);
    expect(await hasher.verify("first long password", after.password_hash)).toBe(false);
    expect(await t.db.kysely.selectFrom("staff_sessions").selectAll().where("user_id", "=", before.id).execute()).toEqual([]);
    const audit = await t.db.kysely
      .selectFrom("audit_log")
      .select(["action", "actor", "target", "detail"])
      .where("target", "=", "owner")
      .orderBy("at")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["staff.create", "staff.reset"]);
    expect(audit.every((a) => a.actor === "cli")).toBe(true);
    expect(JSON.stringify(audit)).not.toMatch(/long password/);
  });

  it("refuses a password under 12 characters and changes nothing", async () => {
    const run = await adminCreate(url, ["--username", "shorty"], { ADMIN_PASSWORD: "elevenchars" });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("at least 12 characters");
    expect(await account("shorty")).toBeUndefined();
  });

  it("refuses a blank, common or username-based password and changes nothing", async () => {
    for (const [password, says] of [
      ["              ", "besides spaces"],
      ["password1234", "too easy to guess"],
      ["guessable-owner-2026", "must not contain the username"],
    ]) {
      const run = await adminCreate(url, ["--username", "guessable-owner"], { ADMIN_PASSWORD: password });
      expect(run.code, password).toBe(1);
      expect(run.stderr).toContain(says);
    }
    expect(await account("guessable-owner")).toBeUndefined();
  });

  it("reads the password from piped input when ADMIN_PASSWORD is unset", async () => {
    const run = await adminCreate(url, ["--username", "piped"], {}, "oud, amber & seven cedars\nignored second line\n");
    expect(run.code).toBe(0);
    expect(await hasher.verify("oud, amber & seven cedars", (await account("piped"))!.password_hash)).toBe(true);
  });

  it("explains its usage without --username, and refuses a bad username", async () => {
    const none = await adminCreate(url, [], { ADMIN_PASSWORD: "long enough password" });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("Usage: npm run admin:create -- --username NAME");
    const bad = await adminCreate(url, ["--username", "no spaces allowed"], { ADMIN_PASSWORD: "long enough password" });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("The username must be");
  });
});
