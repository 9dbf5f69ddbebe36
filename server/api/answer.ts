// An API answer as plain data: its status, JSON body and extra headers. A route that is also
// answered on Node's response directly (server/api/direct-orders.ts) makes its answers this way,
// so that Hono (sendAnswer) and the direct path send the same bytes. Why the direct path:
// docs/decisions/054-orders-answered-on-nodes-response.md.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

type AnswerContentType = "application/json" | "application/problem+json";

export interface ApiAnswer {
  status: ContentfulStatusCode;
  /** The body, already JSON. */
  body: string;
  contentType: AnswerContentType;
  /** Headers of this answer beyond its content type (Retry-After, Idempotent-Replayed). */
  headers?: Record<string, string>;
}

/** A JSON answer, as Hono's c.json() would make it. */
export const jsonAnswer = (value: unknown, status: ContentfulStatusCode = 200, headers?: Record<string, string>): ApiAnswer => ({
  status,
  body: JSON.stringify(value),
  contentType: "application/json",
  ...(headers && { headers }),
});

/** The same answer with one more header. */
export const withHeader = (answer: ApiAnswer, name: string, value: string): ApiAnswer => ({
  ...answer,
  headers: { ...answer.headers, [name]: value },
});

/** Sends an answer through Hono. */
export const sendAnswer = (c: Context, answer: ApiAnswer): Response =>
  c.body(answer.body, answer.status, { ...answer.headers, "Content-Type": answer.contentType });
