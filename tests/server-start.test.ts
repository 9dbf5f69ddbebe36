// What the server entry (server/index.ts) refuses at start in production, as a real child process:
// no PUBLIC_ORIGIN (every link in a message would otherwise come from somewhere else), and the
// sandbox payment provider unless ALLOW_SANDBOX_PAYMENTS says so (any visitor could pay with a
// test card). Each stops the server with a message naming the variable and a non-zero exit, before
// it opens the database; and the checks themselves, with the loud warning when the sandbox is allowed.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkServing, loadConfig } from "../server/config";

interface Run {
  code: number | null;
  output: string;
}

/** The server entry in a fresh environment (none of this process's settings), stopped after 60 s at most. */
function startServer(env: Record<string, string>): Promise<Run> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { PATH: process.env.PATH ?? "", HOST: "127.0.0.1", PORT: "0", LOG_FORMAT: "json", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += String(d)));
  child.stderr.on("data", (d) => (output += String(d)));
  const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
  return new Promise((resolve) =>
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

describe("starting in production", () => {
  const files = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-start-"));
    return {
      dir,
      env: {
        DATABASE_URL: `file:${path.join(dir, "shop.db")}`,
        MAIL_OUTBOX_DIR: path.join(dir, "outbox"),
        UPLOADS_DIR: path.join(dir, "uploads"),
      },
    };
  };

  it("is refused without PUBLIC_ORIGIN, before the database is opened", async () => {
    const { dir, env } = files();
    const run = await startServer({ ...env, NODE_ENV: "production" });
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/PUBLIC_ORIGIN: required in production/);
    expect(fs.existsSync(path.join(dir, "shop.db"))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 70_000);

  it("is refused with the sandbox payment provider unless ALLOW_SANDBOX_PAYMENTS is set", async () => {
    const { dir, env } = files();
    const run = await startServer({
      ...env,
      NODE_ENV: "production",
      PUBLIC_ORIGIN: "https://shop.example.qa",
      PAYMENT_PROVIDER: "sandbox",
      PAYMENT_WEBHOOK_SECRET: "s".repeat(32),
    });
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/PAYMENT_PROVIDER: sandbox is refused in production/);
    expect(run.output).toMatch(/ALLOW_SANDBOX_PAYMENTS=1/);
    expect(fs.existsSync(path.join(dir, "shop.db"))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 70_000);
});

describe("the checks before serving", () => {
  const production = { NODE_ENV: "production", PUBLIC_ORIGIN: "https://shop.example.qa" };
  const sandbox = { PAYMENT_PROVIDER: "sandbox", PAYMENT_WEBHOOK_SECRET: "s".repeat(32) };

  it("pass a production shop with its address, and development or tests without one", () => {
    expect(checkServing(loadConfig(production))).toEqual([]);
    expect(checkServing(loadConfig({ NODE_ENV: "development" }))).toEqual([]);
    expect(checkServing(loadConfig({ NODE_ENV: "test" }))).toEqual([]);
    // Outside production the sandbox needs no allowance: it is what development pays with.
    expect(checkServing(loadConfig({ NODE_ENV: "development", PAYMENT_PROVIDER: "sandbox" }))).toEqual([]);
  });

  it("refuse production without PUBLIC_ORIGIN, the default environment included", () => {
    expect(() => checkServing(loadConfig({ NODE_ENV: "production" }))).toThrow(/PUBLIC_ORIGIN: required in production/);
    expect(() => checkServing(loadConfig({}))).toThrow(/PUBLIC_ORIGIN/);
  });

  it("refuse the sandbox in production unless allowed, and warn loudly when it is", () => {
    expect(() => checkServing(loadConfig({ ...production, ...sandbox }))).toThrow(/ALLOW_SANDBOX_PAYMENTS=1/);
    expect(() => checkServing(loadConfig({ ...production, ...sandbox, ALLOW_SANDBOX_PAYMENTS: "0" }))).toThrow(
      /ALLOW_SANDBOX_PAYMENTS/,
    );
    const warnings = checkServing(loadConfig({ ...production, ...sandbox, ALLOW_SANDBOX_PAYMENTS: "1" }));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/test card/);
    // Tap in production is a real shop: nothing to say.
    expect(checkServing(loadConfig({ ...production, PAYMENT_PROVIDER: "tap", TAP_SECRET_KEY: "sk_live_abc123" }))).toEqual([]);
  });
});
