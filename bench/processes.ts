// Starting the processes a benchmark measures: the bare yardstick server and the real shop (the
// production build, exactly as `npm start` runs it), each in a process of its own.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
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
export async function startShop(
  env: Record<string, string>,
  nodeArgs: string[] = [],
  cwd?: string,
  options: { processes?: number } = {},
): Promise<Running> {
  if (!cwd) buildIfNeeded();
  // The benchmark's orders send their mail (as files), never into ./data.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-mail-"));
  // The server's log (a JSON line per request) goes to a file, as it would to journald: a pipe the
  // benchmark had to read would cost the client's CPU, not the server's.
  const log = path.join(dir, "server.log");
  const out = fs.openSync(log, "a");
  // A port known before the start: production needs its public address (PUBLIC_ORIGIN), and the
  // admin's requests name it as their Origin.
  const port = await freeLoopbackPort();
  const child = spawn(process.execPath, [...nodeArgs, "scripts/start.mjs"], {
    cwd,
    // Benchmarks run with the order limits off (one client places all the orders); a run can turn
    // them on through `env` to measure what they cost.
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      LOG_FORMAT: "json",
      ...BENCH_LIMITS,
      MAIL_OUTBOX_DIR: dir,
      ...env,
    },
    stdio: ["ignore", out, "pipe"],
  });
  fs.closeSync(out);
  const url = await waitForLog(child, log, /open on http:\/\/localhost:(\d+)/g, options.processes ?? 1);
  return running(child, url);
}

/** A port nothing listens on now: the system's pick, let go at once. */
function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until the log shows `count` processes open (a worker each), answering the port. */
function waitForLog(child: ChildProcess, file: string, pattern: RegExp, count: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let stderr = "";
    child.stderr?.on("data", (d: Buffer) => (stderr += String(d)));
    const timer = setInterval(() => {
      const text = fs.readFileSync(file, "utf8");
      const matches = [...text.matchAll(pattern)];
      if (matches.length >= count) {
        clearInterval(timer);
        // Started: the give-up timer must not kill a shop that runs longer than it.
        clearTimeout(limit);
        resolve(`http://127.0.0.1:${matches[0][1]}`);
      }
    }, 100);
    const limit = setTimeout(() => {
      clearInterval(timer);
      // Not left running (and serving nobody) after the benchmark gives up on it.
      child.kill("SIGKILL");
      reject(new Error(`the shop did not start:\n${fs.readFileSync(file, "utf8")}${stderr}`));
    }, 180_000);
    child.on("exit", (code) => {
      clearInterval(timer);
      clearTimeout(limit);
      reject(new Error(`the shop exited with ${code}:\n${fs.readFileSync(file, "utf8")}${stderr}`));
    });
  });
}

/** CPU seconds (user + system) of a process and every process under it, from /proc. */
export function treeCpuSeconds(root: number): number {
  const ticks = 100; // USER_HZ on Linux
  const stats = new Map<number, { parent: number; cpu: number }>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command's closing parenthesis: state, ppid, …, utime (14th), stime (15th).
      const text = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
      stats.set(Number(entry), { parent: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / ticks });
    } catch {
      // The process ended while the list was read.
    }
  }
  let total = 0;
  const walk = (pid: number) => {
    total += stats.get(pid)?.cpu ?? 0;
    for (const [child, stat] of stats) if (stat.parent === pid) walk(child);
  };
  walk(root);
  return total;
}
