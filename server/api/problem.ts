// RFC 9457 problem details: every error the API gives has this shape, with one entry per bad
// field so that a form can show each message beside its input.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";
import { fieldErrorCode, type FieldErrorCode, type FieldMessage } from "../../app/shared/field-errors";
import { sendAnswer, type ApiAnswer } from "./answer";

export interface FieldProblem {
  /** Dotted path, e.g. "customer.phone" or "items.0.quantity". */
  field: string;
  /** JSON Pointer into the request body, as RFC 9457's example uses. */
  pointer: string;
  detail: string;
  /** What is wrong, for a client to word in its own language (app/shared/field-errors.ts). */
  code?: FieldErrorCode;
}

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  errors?: FieldProblem[];
  /** Extension member of a 409 for stock: each short line with what is left. */
  lines?: { pointer: string; productId: string; available: number }[];
  /** Extension member: what a client must do next (e.g. "totp_required" at sign-in). */
  code?: string;
  /** Extension members of a refused promotion (decision 035): why, what is missing, the discount now. */
  reason?: string;
  amountNeeded?: number;
  discount?: number;
  /** Extension member of a refused store credit (decision 051): the balance now. */
  balance?: number;
}

/** A problem as an answer (server/api/answer.ts), for routes also answered on Node's response. */
export function problemAnswer(status: ContentfulStatusCode, title: string, extra: Partial<Problem> = {}): ApiAnswer {
  const body: Problem = { type: "about:blank", title, status, ...extra };
  return { status, body: JSON.stringify(body), contentType: "application/problem+json" };
}

export function problem(c: Context, status: ContentfulStatusCode, title: string, extra: Partial<Problem> = {}) {
  return sendAnswer(c, problemAnswer(status, title, extra));
}

function fieldProblems(errors: FieldMessage[]): FieldProblem[] {
  return errors.map((e) => ({
    field: e.field,
    pointer: `#/${e.field.split(".").join("/")}`,
    detail: e.message,
    ...(e.code ? { code: e.code } : {}),
  }));
}

export function zodFieldErrors(error: ZodError): FieldMessage[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join(".") || "(body)",
    message: issue.message,
    code: fieldErrorCode(issue),
  }));
}

export const validationProblemAnswer = (errors: FieldMessage[]): ApiAnswer =>
  problemAnswer(422, "Some fields are invalid.", {
    detail: errors.map((e) => `${e.field}: ${e.message}`).join("; "),
    errors: fieldProblems(errors),
  });

export const validationProblem = (c: Context, errors: FieldMessage[]) => sendAnswer(c, validationProblemAnswer(errors));
