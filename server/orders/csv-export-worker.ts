// The orders CSV made on a thread of its own (server/orders/csv-export.ts says why): it reads the
// orders over its own connection, writes the CSV's text into a few byte buffers lent by the main
// thread, and sends each back full. A buffer returns once the main thread has written it to the
// client, so a slow client holds the reading back, and nothing is made that is not written.
import { parentPort, workerData } from "node:worker_threads";
import { openReader, type Engine } from "../db/database";
import { orderBatches } from "./admin-queries";
import { csvLines } from "./csv";
import type { ExportJob, FromExportThread, ToExportThread } from "./csv-export";

const job = workerData as ExportJob;
const port = parentPort!;
const free: ArrayBuffer[] = [];
let stopped = false;
let wake: (() => void) | null = null;

port.on("message", (message: ToExportThread) => {
  if (message.type === "buffer") free.push(message.buffer);
  else stopped = true;
  wake?.();
});

const post = (message: FromExportThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/** A lent buffer back from the main thread, or null once it says stop. */
async function take(): Promise<ArrayBuffer | null> {
  while (free.length === 0 && !stopped) await new Promise<void>((resolve) => (wake = resolve));
  wake = null;
  return stopped ? null : free.pop()!;
}

const encoder = new TextEncoder();
let current: Uint8Array | null = null;
let filled = 0;

function send() {
  if (!current || filled === 0) return;
  post({ type: "bytes", buffer: current.buffer as ArrayBuffer, length: filled }, [current.buffer as ArrayBuffer]);
  current = null;
  filled = 0;
}

/**
 * Encodes a line into the buffer in hand when it surely fits (three bytes a UTF-16 unit at most),
 * with no wait: most lines. Awaiting `write` for each of a million lines cost more than joining
 * them saved.
 */
function writeAtOnce(line: string): boolean {
  if (!current || line.length * 3 > current.length - filled) return false;
  filled += encoder.encodeInto(line, current.subarray(filled)).written;
  return true;
}

/** Encodes the text into the lent buffers, sending each as it fills; false once told to stop. */
async function write(text: string): Promise<boolean> {
  let rest = text;
  while (rest.length > 0) {
    if (!current) {
      const buffer = await take();
      if (!buffer) return false;
      current = new Uint8Array(buffer);
    }
    const { read, written } = encoder.encodeInto(rest, current.subarray(filled));
    filled += written;
    rest = rest.slice(read);
    // Full, or too full for the next character's bytes.
    if (rest.length > 0) send();
  }
  return true;
}

/**
 * SQLite reads on this very thread: reading the next batch ahead overlaps nothing and keeps two
 * alive, and small batches die in the young generation (a million orders: 39 → 31 s). A PostgreSQL
 * batch is round trips to the server: big ones, read ahead, overlap its work with ours (batches of
 * 250 took 51-57 s there).
 */
const BATCHES: Record<Engine, { batchSize: number; readAhead: boolean }> = {
  sqlite: { batchSize: 250, readAhead: false },
  postgres: { batchSize: 1000, readAhead: true },
};

const db = openReader(job.url, { schema: job.schema ?? undefined });
// The export reads each page once, in order: SQLite's default page cache here (16 MB with
// better-sqlite3) would only hold pages already written out; the file's pages stay in the
// operating system's cache all the same (docs/PERFORMANCE.md, "The orders CSV of a million orders").
db.sqlite?.pragma("cache_size = -2000");
try {
  reading: for await (const lines of csvLines(orderBatches(db, job.filter, BATCHES[db.engine]), job.language)) {
    for (const line of lines) if (!writeAtOnce(line) && !(await write(line))) break reading;
  }
  if (!stopped) {
    send();
    post({ type: "end" });
  }
} catch (error) {
  post({ type: "error", message: error instanceof Error ? error.message : String(error) });
} finally {
  await db.close();
  port.close();
}
