// The admin's one form style (docs/decisions/028): react-hook-form holds the fields, and a zod
// schema checks them through this resolver (the project's own glue: @hookform/resolvers is not a
// dependency). A 422 answer's field errors (server/api/problem.ts) land on the same fields.
import {
  get,
  set,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormSetError,
} from "react-hook-form";
import type { z } from "zod";
import { AdminApiError } from "../api/admin-api";

/** A resolver reading the form's values with `schema`: its output is what the submit handler gets. */
export function zodResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output, Values>,
): Resolver<Values, unknown, Output> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<Values> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.join(".") || "root";
      // The first problem of a field is the one shown.
      if (get(errors, name) === undefined) set(errors, name, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors };
  };
}

/**
 * Puts a refused request's field errors on the form's fields; `nameOf` turns the API's field name
 * into the form's when they differ. False when the answer named no field (the caller says why instead).
 */
export function setAnswerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  nameOf: (field: string) => string = (field) => field,
): boolean {
  if (!(error instanceof AdminApiError) || error.fields.length === 0) return false;
  for (const field of error.fields) setError(nameOf(field.field) as FieldPath<Values>, { type: "server", message: field.detail });
  return true;
}
