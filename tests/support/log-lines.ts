// The real JSON logger writing into a stream a test reads: every whole line it has written so far.
import { PassThrough } from "node:stream";
import { createLogger, type Logger } from "../../server/log";

export function loggedLines(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = new PassThrough();
  let partial = "";
  sink.on("data", (chunk: Buffer) => {
    const parts = (partial + chunk.toString("utf8")).split("\n");
    partial = parts.pop() ?? "";
    lines.push(...parts.filter(Boolean));
  });
  return { logger: createLogger("production", { level: "info", format: "json" }, sink), lines };
}
