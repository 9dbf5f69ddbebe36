// A small server-sent events reader for tests: opens the stream with fetch and hands out parsed
// events one at a time, with a deadline, so a test can say "this event arrives within a second".
export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** The next event (comments and retry-only blocks are skipped), or an error after `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseEvent>;
  /** Every event that arrives within `ms`. */
  collect(ms: number): Promise<SseEvent[]>;
  close(): void;
}

function parseBlock(block: string): SseEvent | null {
  let id: string | null = null;
  let event = "message";
  const data: string[] = [];
  for (const line of block.split("\n")) {
    if (line === "" || line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "id") id = value;
    else if (field === "event") event = value;
    else if (field === "data") data.push(value);
  }
  return data.length ? { id, event, data: data.join("\n") } : null;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: "text/event-stream", ...headers }, signal: abort.signal });
  const queue: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let ended = false;
  let buffer = "";

  if (response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += value.replace(/\r\n?/g, "\n");
          let cut: number;
          while ((cut = buffer.indexOf("\n\n")) >= 0) {
            const event = parseBlock(buffer.slice(0, cut));
            buffer = buffer.slice(cut + 2);
            if (event) queue.push(event);
          }
          waiters.splice(0).forEach((wake) => wake());
        }
      } catch {
        // Aborted by close().
      } finally {
        ended = true;
        waiters.splice(0).forEach((wake) => wake());
      }
    })();
  }

  const next = async (timeoutMs = 1000): Promise<SseEvent> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const event = queue.shift();
      if (event) return event;
      if (ended) throw new Error("the event stream ended");
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };

  return {
    status: response.status,
    headers: response.headers,
    next,
    async collect(ms) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return queue.splice(0);
    },
    close: () => abort.abort(),
  };
}
