// Starts tests/support/order-server.ts as a child process and waits for its port.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
  /** How many processes listen so far: with WORKERS above 1, each worker says so once it has migrated. */
  listening(): number;
  /** The processes that said they listen, in the order they did (a worker killed since stays listed). */
  listeningPids(): number[];
}

const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), "order-server.ts");

export function spawnOrderServer(
  env: Record<string, string>,
  options: { fileLimit?: number; startTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const command = [process.execPath, "--import", "tsx", entry];
  // A lower limit on open files, as on a small production machine: through the shell's ulimit.
  const child = options.fileLimit
    ? spawn("sh", ["-c", `ulimit -n ${options.fileLimit} && exec "$@"`, "sh", ...command], {
        env: { ...process.env, ...env },
        stdio: ["ignore", "pipe", "pipe"],
      })
    : spawn(command[0], command.slice(1), { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  let listening = 0;
  const pids: number[] = [];
  child.stdout.on("data", (d) => {
    listening += String(d).match(/listening \d+/g)?.length ?? 0;
    for (const [, pid] of String(d).matchAll(/listening \d+ pid (\d+)/g)) pids.push(Number(pid));
  });
  return new Promise((resolve, reject) => {
    let stderr = "";
    // A server that did not start in time is not left running behind the failed test.
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start: ${stderr}`));
    }, options.startTimeoutMs ?? 30_000);
    child.stderr.on("data", (d) => (stderr += String(d)));
    child.stdout.on("data", (d) => {
      const match = /listening (\d+)/.exec(String(d));
      if (match) {
        clearTimeout(timer);
        resolve({
          child,
          url: `http://127.0.0.1:${match[1]}`,
          exited,
          listening: () => listening,
          listeningPids: () => [...pids],
        });
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${stderr}`));
    });
  });
}
