// Refuses control characters in an API request's path and query string before any route reads
// them (app/shared/text-rules.ts): they reach database queries as text, and PostgreSQL answers a NUL
// in text with an error. Bodies are checked by each route's schema.
import type { MiddlewareHandler } from "hono";
import { hasControlCharacters } from "../../app/shared/text-rules";
import { problem, validationProblem } from "./problem";

export const plainRequest: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return problem(c, 400, "The address is not valid.");
  }
  if (hasControlCharacters(path))
    return validationProblem(c, [{ field: "(path)", message: "The address contains characters that are not allowed." }]);
  for (const [name, value] of url.searchParams) {
    if (hasControlCharacters(name) || hasControlCharacters(value)) {
      const field = hasControlCharacters(name) ? "(query)" : name;
      return validationProblem(c, [{ field, message: `The ${field} parameter contains characters that are not allowed.` }]);
    }
  }
  await next();
};
