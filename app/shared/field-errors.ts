// What is wrong with a field, as a code that each side words for itself: the API sends it beside
// its English message in problem details, and the checkout words it in the shopper's language
// (app/shared/checkout-errors.ts). Codes come from the shared zod schemas' issues.
import type { z } from "zod";

const FIELD_ERROR_CODES = ["required", "tooLong", "notAllowed", "invalid"] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export interface FieldError {
  code: FieldErrorCode;
  /** The schema's English text, for scripts and logs. */
  message: string;
}

/** A field's error as the API lists it: dotted path ("customer.phone"), English message, code. */
export interface FieldMessage {
  field: string;
  message: string;
  code?: FieldErrorCode;
}

/** Refinements name their code in their params: `.refine(check, { error, params: fieldCode("required") })`. */
export const fieldCode = (code: FieldErrorCode) => ({ fieldErrorCode: code });

export const isFieldErrorCode = (value: unknown): value is FieldErrorCode => FIELD_ERROR_CODES.some((code) => code === value);

export function fieldErrorCode(issue: z.core.$ZodIssue): FieldErrorCode {
  if (issue.code === "custom" && isFieldErrorCode(issue.params?.fieldErrorCode)) return issue.params.fieldErrorCode;
  if (issue.code === "too_big") return "tooLong";
  if (issue.code === "too_small") return "required";
  if (issue.code === "invalid_type" && issue.input === undefined) return "required";
  return "invalid";
}
