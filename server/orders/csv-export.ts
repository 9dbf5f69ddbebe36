// The orders CSV of a whole shop, made on a worker thread (csv-export-worker.ts) with a small heap
// of its own. Reading a million orders makes a few gigabytes of short-lived objects; on the server's
// thread they crowd out its event loop for half a minute and let its heap grow by some 200 MB
// before the collector gives it back (docs/PERFORMANCE.md, "The orders CSV of a million orders").
// On its own thread the reading and formatting run beside the shop, its heap is capped, and the
// bytes come back in a few lent buffers, returned once written. Decision record 052.
import { on } from "node:events";
import { Worker } from "node:worker_threads";
import type { Db } from "../db/database";
import { collectGarbageBeforeHeavyWork } from "../heap";
import { workerScript } from "../worker-script";
import type { ByteStream } from "../api/byte-stream";
import type { OrderFilter } from "./admin-params";

export interface ExportJob {
  url: string;
  schema: string | null;
  filter: OrderFilter;
  language: "en" | "ar";
}

export type FromExportThread =
  { type: "bytes"; buffer: ArrayBuffer; length: number } | { type: "end" } | { type: "error"; message: string };

export type ToExportThread = { type: "buffer"; buffer: ArrayBuffer } | { type: "stop" };

/** Bytes lent to the thread at once: what it may have made ahead of the client. */
const BUFFERS = 4;
const BUFFER_BYTES = 256 * 1024;

/** The CSV of every order the filter matches, newest first (an in-memory SQLite database cannot be read from another thread). */
export function ordersCsv(db: Db, filter: OrderFilter, language: "en" | "ar"): ByteStream {
  const job: ExportJob = { url: db.url, schema: db.schema, filter, language };
  // The thread's heap comes on top of the server's: the server's garbage is given back first, so
  // what the export costs is its own (decision 053).
  collectGarbageBeforeHeavyWork();
  const worker = new Worker(workerScript("csv-export-worker", new URL("./csv-export-worker.ts", import.meta.url)), {
    workerData: job,
    // A small old space keeps the thread's garbage from piling up (its live objects are a few
    // batches); a roomier young one lets most of a batch die there (with 16 MB a million orders
    // took 40 s instead of 35).
    resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 48 },
  });
  // Listened to from the start, so nothing the thread says before the first read is missed; the
  // thread's "error" event is thrown by the iteration, and its exit ends it.
  const messages = on(worker, "message", { close: ["exit"] }) as AsyncIterableIterator<[FromExportThread]>;
  for (let i = 0; i < BUFFERS; i++) {
    const buffer = new ArrayBuffer(BUFFER_BYTES);
    worker.postMessage({ type: "buffer", buffer } satisfies ToExportThread, [buffer]);
  }

  async function* chunks(): AsyncGenerator<Uint8Array> {
    let ended = false;
    try {
      for await (const [message] of messages) {
        if (message.type === "end") {
          ended = true;
          return;
        }
        if (message.type === "error") throw new Error(message.message);
        yield new Uint8Array(message.buffer, 0, message.length);
      }
      throw new Error("the CSV export's thread stopped before the end");
    } finally {
      // The client left or the thread failed: end the thread (its reading, its connection).
      if (!ended) await worker.terminate();
    }
  }

  return {
    chunks: chunks(),
    // A message to a thread that has ended is dropped: nothing to check first.
    written: (chunk) =>
      worker.postMessage({ type: "buffer", buffer: chunk.buffer as ArrayBuffer } satisfies ToExportThread, [
        chunk.buffer as ArrayBuffer,
      ]),
  };
}
