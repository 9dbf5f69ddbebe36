// Reads a JSON request body safely: the right content type, a size cap, and parse errors turned
// into 400/413/415 problems rather than exceptions.
//
// Under the real server the body is read straight from Node's request (c.env.incoming): touching
// the web Request's body makes @hono/node-server build a full Request with an AbortSignal and a
// web stream over the socket, which cost more than everything else an order does
// (docs/PERFORMANCE.md). In app.request() tests there is no Node request; the web body is read then.
import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { sendAnswer, type ApiAnswer } from "./answer";
import { problemAnswer } from "./problem";

export const MAX_JSON_BODY = 64 * 1024;

const tooLargeAnswer = () => problemAnswer(413, "The request body is too large.", { detail: `At most ${MAX_JSON_BODY} bytes.` });
const tooLarge = (c: Context) => sendAnswer(c, tooLargeAnswer());
const notJsonAnswer = () => problemAnswer(415, "Send the body as application/json.");
const unreadAnswer = () => problemAnswer(400, "The request body could not be read.");
const invalidJsonAnswer = () => problemAnswer(400, "The request body is not valid JSON.");

const isJsonType = (contentType: string | undefined) => {
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
  return type === "application/json" || type.endsWith("+json");
};
/** A declared length over the cap is refused before reading (chunked bodies declare none). */
const declaredTooLarge = (incoming: IncomingMessage) => Number(incoming.headers["content-length"] ?? 0) > MAX_JSON_BODY;

/** Node's request when served by @hono/node-server (tests may hand in a bare stand-in: not a stream). */
const nodeRequest = (c: Context): IncomingMessage | undefined => {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  return incoming instanceof Readable ? (incoming as IncomingMessage) : undefined;
};

const webBodyLimit = bodyLimit({ maxSize: MAX_JSON_BODY, onError: tooLarge });

export const limitBody: MiddlewareHandler = async (c, next) => {
  const incoming = nodeRequest(c);
  if (!incoming) return webBodyLimit(c, next);
  // readJson enforces the cap on what actually arrives.
  if (declaredTooLarge(incoming)) return tooLarge(c);
  await next();
};

const TOO_LARGE = Symbol("too large");

// UTF-8 as Response.text() decodes: a byte-order mark dropped, bad bytes replaced.
const utf8 = new TextDecoder();

// Events rather than `for await`: the async iterator over a stream is slower on the hot path of
// every order (docs/PERFORMANCE.md#2-placing-orders). Over the cap the rest is let through unread (the stream stays
// flowing) while the 413 goes out; @hono/node-server cleans up the request after the answer.
function readNodeBody(incoming: IncomingMessage): Promise<string | typeof TOO_LARGE> {
  if (incoming.readableEnded) return Promise.resolve("");
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      incoming.off("data", onData);
      incoming.off("end", onEnd);
      incoming.off("error", onError);
      incoming.off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_JSON_BODY) {
        stop();
        resolve(TOO_LARGE);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(utf8.decode(Buffer.concat(chunks, size)));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    const onClose = () => {
      stop();
      reject(new Error("The request ended before its body did."));
    };
    incoming.on("data", onData);
    incoming.on("end", onEnd);
    incoming.on("error", onError);
    incoming.on("close", onClose);
  });
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };
export type JsonRead = { ok: true; value: unknown } | { ok: false; answer: ApiAnswer };

type TextRead = { ok: true; text: string } | { ok: false; answer: ApiAnswer };

async function readCapped(read: () => Promise<string | typeof TOO_LARGE>): Promise<TextRead> {
  let text: string | typeof TOO_LARGE;
  try {
    text = await read();
  } catch {
    return { ok: false, answer: unreadAnswer() };
  }
  return text === TOO_LARGE ? { ok: false, answer: tooLargeAnswer() } : { ok: true, text };
}

async function readBodyText(read: () => Promise<string | typeof TOO_LARGE>): Promise<JsonRead> {
  const body = await readCapped(read);
  if (!body.ok) return body;
  try {
    return { ok: true, value: JSON.parse(body.text) };
  } catch {
    return { ok: false, answer: invalidJsonAnswer() };
  }
}

export async function readJson(c: Context): Promise<JsonBody> {
  if (!isJsonType(c.req.header("content-type"))) return { ok: false, response: sendAnswer(c, notJsonAnswer()) };
  const incoming = nodeRequest(c);
  const read = await readBodyText(incoming ? () => readNodeBody(incoming) : () => c.req.text());
  return read.ok ? read : { ok: false, response: sendAnswer(c, read.answer) };
}

/**
 * A body as text, under the same cap, for a route that must see its bytes as sent before parsing
 * them (a webhook's signature is over the raw body). Behind limitBody, as readJson is.
 */
export async function readText(c: Context): Promise<{ ok: true; text: string } | { ok: false; response: Response }> {
  const incoming = nodeRequest(c);
  const read = await readCapped(incoming ? () => readNodeBody(incoming) : () => c.req.text());
  return read.ok ? read : { ok: false, response: sendAnswer(c, read.answer) };
}

/**
 * A JSON body read from Node's request by a route answered on Node's response directly
 * (server/api/direct-orders.ts): limitBody's check, then readJson's, in the same order.
 */
export async function readNodeJson(incoming: IncomingMessage): Promise<JsonRead> {
  if (declaredTooLarge(incoming)) return { ok: false, answer: tooLargeAnswer() };
  if (!isJsonType(incoming.headers["content-type"])) return { ok: false, answer: notJsonAnswer() };
  return readBodyText(() => readNodeBody(incoming));
}
