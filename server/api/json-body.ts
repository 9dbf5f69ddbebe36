// Reads a JSON request body safely: the right content type, a size cap, and parse errors turned
// into 400/413/415 problems rather than exceptions.
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { problem } from "./problem";

export const MAX_JSON_BODY = 64 * 1024;

export const limitBody: MiddlewareHandler = bodyLimit({
  maxSize: MAX_JSON_BODY,
  onError: (c) => problem(c, 413, "The request body is too large.", { detail: `At most ${MAX_JSON_BODY} bytes.` }),
});

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

export async function readJson(c: Context): Promise<JsonBody> {
  const type = (c.req.header("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/json" && !type.endsWith("+json")) {
    return { ok: false, response: problem(c, 415, "Send the body as application/json.") };
  }
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    return { ok: false, response: problem(c, 400, "The request body could not be read.") };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, response: problem(c, 400, "The request body is not valid JSON.") };
  }
}
