// Starting the processes a benchmark measures: the bare yardstick server and the real shop (the
// production build, exactly as `npm start` runs it), each in a process of its own.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { MirroredPage } from "./bare-server";
// @ts-expect-error a plain JavaScript build script without type declarations
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";

export interface Running {
  url: string;
  child: ChildProcess;
  /** SIGTERM, then wait for the exit. */
  stop(): Promise<void>;
}

function waitForPort(child: ChildProcess, pattern: RegExp, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`${what} did not start:\n${output}`)), 180_000);
    const onData = (d: Buffer) => {
      output += String(d);
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (d: Buffer) => (output += String(d)));
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with ${code}:\n${output}`));
    });
  });
}

function running(child: ChildProcess, url: string): Running {
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  return {
    url,
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

export async function startBare(pages: Record<string, MirroredPage> = {}): Promise<Running> {
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("bench/bare-server.ts")], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  child.stdin.end(JSON.stringify(pages));
  return running(child, await waitForPort(child, /listening (\d+)/, "the bare server"));
}

const BENCH_LIMITS = {
  ORDER_LIMIT_PER_PHONE: process.env.BENCH_ORDER_LIMIT_PER_PHONE ?? "0",
  ORDER_LIMIT_PER_ADDRESS: process.env.BENCH_ORDER_LIMIT_PER_ADDRESS ?? "0",
};

/**
 * The shop as `npm start` runs it, on a port of its own. Builds first, outside any profile; `cwd`
 * runs another checkout's build instead (bench/compare-orders.ts), which must be built already.
 */
export async function startShop(env: Record<string, string>, nodeArgs: string[] = [], cwd?: string): Promise<Running> {
  if (!cwd) buildIfNeeded();
  // The benchmark's orders send their mail (as files), never into ./data.
  const mail = { MAIL_OUTBOX_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-mail-")) };
  const child = spawn(process.execPath, [...nodeArgs, "scripts/start.mjs"], {
    cwd,
    // Benchmarks run with the order limits off (one client places all the orders); a run can turn
    // them on through `env` to measure what they cost.
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", ...BENCH_LIMITS, ...mail, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return running(child, await waitForPort(child, /open on http:\/\/localhost:(\d+)/, "the shop"));
}
