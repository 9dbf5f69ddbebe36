// The browser's side of the admin API: JSON requests that are same-origin and typed, errors turned
// into readable messages (RFC 9457 problem details), and an expired session sent back to the login
// page instead of failing quietly. Response shapes are each feature's contract
// (app/admin/<feature>/<feature>-contract.ts); its hooks and changes sit beside it (<feature>-api.ts).
import { loginHref } from "./admin-redirect";

/** A refused field as problem details list it (422): dotted name and its message. */
export interface FieldProblem {
  field: string;
  detail: string;
}

export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfter: number | null = null,
    readonly fields: FieldProblem[] = [],
    /** The problem's machine-readable `code` (totp_required, forbidden_for_role...), when it has one. */
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = "AdminApiError";
  }
}

/** Status 0 means the request never got an answer (offline, server down). */
export const NETWORK_ERROR_STATUS = 0;

/** Retry-After in seconds, from either of its two forms (delta-seconds or an HTTP date). */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

async function errorFrom(response: Response): Promise<AdminApiError> {
  let message = `HTTP ${response.status}`;
  let fields: FieldProblem[] = [];
  let code: string | null = null;
  try {
    const body = (await response.json()) as { title?: unknown; detail?: unknown; errors?: unknown; code?: unknown };
    if (typeof body.code === "string") code = body.code;
    if (typeof body.detail === "string" && body.detail) message = body.detail;
    else if (typeof body.title === "string" && body.title) message = body.title;
    if (Array.isArray(body.errors)) {
      fields = body.errors.filter(
        (e): e is FieldProblem =>
          typeof e === "object" &&
          e !== null &&
          typeof (e as FieldProblem).field === "string" &&
          typeof (e as FieldProblem).detail === "string",
      );
    }
  } catch {
    // Not JSON (a proxy's error page, say): the status is the best we have.
  }
  return new AdminApiError(message, response.status, parseRetryAfter(response.headers.get("Retry-After")), fields, code);
}

/** Sends the user to sign in again, coming back to where they were. */
/**
 * Set while this tab signs out: the server then ends the live stream at once, and the stream's
 * "session over" must not race the sign-out's own way to the login page.
 */
export const signOut = { inProgress: false };

export function redirectToLogin(): void {
  if (signOut.inProgress) return;
  const { pathname, search } = window.location;
  window.location.assign(loginHref(`${pathname}${search}`));
}

interface RequestOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  /** The login form handles 401 itself; everywhere else it means the session ended. */
  redirectOn401?: boolean;
}

export async function adminRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = "GET", body, signal, redirectOn401 = true } = options;
  const headers: Record<string, string> = { Accept: "application/json" };
  // Every change is sent as JSON: the server refuses cross-site writes by Origin, and a JSON body
  // cannot be forged by a plain HTML form.
  if (method !== "GET") headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: method === "GET" ? undefined : JSON.stringify(body ?? {}),
      credentials: "same-origin",
      cache: "no-store",
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AdminApiError(error instanceof Error ? error.message : "Network error", NETWORK_ERROR_STATUS);
  }
  if (response.status === 401 && redirectOn401) {
    redirectToLogin();
    throw await errorFrom(response);
  }
  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const isUnauthorized = (error: unknown) => error instanceof AdminApiError && error.status === 401;

/** Worth retrying: the network or the server failed, not our request. */
export const isTransient = (error: unknown) =>
  error instanceof AdminApiError && (error.status === NETWORK_ERROR_STATUS || error.status >= 500);

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Uploads one file as multipart/form-data (photos: PUT …/image, field `image`). */
export async function adminUpload<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append("image", file);
  let response: Response;
  try {
    response = await fetch(path, {
      method: "PUT",
      body: form,
      credentials: "same-origin",
      cache: "no-store",
      headers: { Accept: "application/json" },
    });
  } catch (error) {
    throw new AdminApiError(error instanceof Error ? error.message : "Network error", NETWORK_ERROR_STATUS);
  }
  if (response.status === 401) {
    redirectToLogin();
    throw await errorFrom(response);
  }
  if (!response.ok) throw await errorFrom(response);
  return (await response.json()) as T;
}
