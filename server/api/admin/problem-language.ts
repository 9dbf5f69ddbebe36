// The admin API's problems in the signed-in staff member's language (decision 043): the handlers
// word them in English, and for a staff member who reads Arabic this rewrites the answer's title,
// detail and each field's message from app/i18n/admin-problems.ar.ts: by the English text when it
// is listed, else by the field's code or the answer's status. The English stays in `detailEn` and
// each field's `detailEn` for logs and scripts; codes, pointers and the other members are untouched.
import type { MiddlewareHandler } from "hono";
import { FIELD_PROBLEMS_AR, PROBLEM_MESSAGES_AR, STATUS_PROBLEMS_AR } from "../../../app/i18n/admin-problems.ar";
import { isFieldErrorCode } from "../../../app/shared/field-errors";
import type { FieldProblem, Problem } from "../problem";
import type { AdminEnv } from "./env";

const byStatus = (status: number) =>
  STATUS_PROBLEMS_AR[status] ?? STATUS_PROBLEMS_AR[Math.floor(status / 100) * 100] ?? STATUS_PROBLEMS_AR[500];

function fieldInArabic(field: FieldProblem): FieldProblem & { detailEn: string } {
  const detail =
    PROBLEM_MESSAGES_AR[field.detail] ??
    (isFieldErrorCode(field.code) ? FIELD_PROBLEMS_AR[field.code] : FIELD_PROBLEMS_AR.invalid);
  return { ...field, detail, detailEn: field.detail };
}

/** A problem as an Arabic reader gets it. */
function problemInArabic(problem: Problem): Problem & { detailEn?: string } {
  const errors = problem.errors?.map(fieldInArabic);
  const title = PROBLEM_MESSAGES_AR[problem.title] ?? byStatus(problem.status);
  // A 422's detail repeats its fields ("phone: …; name: …"): in Arabic, their messages.
  const detail = errors?.length
    ? errors.map((e) => e.detail).join(" ")
    : problem.detail === undefined
      ? undefined
      : (PROBLEM_MESSAGES_AR[problem.detail] ?? title);
  return {
    ...problem,
    title,
    ...(detail === undefined ? {} : { detail, detailEn: problem.detail }),
    ...(errors ? { errors } : {}),
  };
}

export const problemLanguage: MiddlewareHandler<AdminEnv> = async (c, next) => {
  await next();
  if (c.get("staffLanguage") !== "ar") return;
  if (!c.res.headers.get("Content-Type")?.startsWith("application/problem+json")) return;
  let problem: Problem;
  try {
    problem = (await c.res.clone().json()) as Problem;
  } catch {
    return;
  }
  const headers = new Headers(c.res.headers);
  headers.delete("Content-Length");
  const { status } = c.res;
  c.res = undefined;
  c.res = new Response(JSON.stringify(problemInArabic(problem)), { status, headers });
};
