// Staff sign-in for tests: a cheap password hasher (the OWASP cost would spend a third of a second
// per login), an account, and the headers a signed-in browser tab sends to the admin API.
import type { AppServices } from "../../server/services";
import { createAuthService } from "../../server/auth/service";
import { setStaffPassword } from "../../server/auth/staff";
import type { ScryptParams } from "../../server/auth/password";
import type { Role } from "../../app/shared/staff-roles";

/** Far below OWASP's cost, for speed only; the format and code path are the production ones. */
export const FAST_SCRYPT: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };
/** The origin of in-process requests (app.request("/path") is http://localhost/path). */
export const TEST_ORIGIN = "http://localhost";
export const TEST_PASSWORD = "correct horse battery staple";

/** Swaps in an auth service with a cheap hasher (and optionally a clock). Call before createApp. */
export function useFastAuth(services: AppServices, now?: () => Date, sleep?: (ms: number) => Promise<void>): AppServices {
  services.auth = createAuthService({
    config: services.config,
    db: services.db,
    log: services.log,
    now,
    sleep,
    hasher: { params: FAST_SCRYPT },
  });
  return services;
}

export async function createStaff(services: AppServices, username = "admin", password = TEST_PASSWORD, role?: Role) {
  return (await setStaffPassword(services.db, services.auth.hasher, username, password, new Date(), role)).user;
}

type Requester = { request: (path: string, init?: RequestInit, env?: unknown) => Response | Promise<Response> };

export function login(app: Requester, username: string, password: string, headers: Record<string, string> = {}, env?: unknown) {
  return app.request(
    "/api/admin/login",
    {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_ORIGIN, "sec-fetch-site": "same-origin", ...headers },
      body: JSON.stringify({ username, password }),
    },
    env,
  );
}

/** "name=value" of the session cookie a response set, or null. */
export function sessionCookieFrom(response: Response): string | null {
  const header = response.headers.get("set-cookie");
  const match = header ? /^((?:__Host-)?shop_session=[^;]*)/.exec(header) : null;
  return match ? match[1] : null;
}

/** Signs in (creating the account when needed) and returns headers for admin API calls. */
export async function signIn(app: Requester, services: AppServices, username = "admin", password = TEST_PASSWORD, role?: Role) {
  await createStaff(services, username, password, role);
  const response = await login(app, username, password);
  const cookie = sessionCookieFrom(response);
  if (response.status !== 200 || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return { cookie, origin: TEST_ORIGIN, "sec-fetch-site": "same-origin" };
}

/** A fake Node socket for app.request(..., env): what getConnInfo reads the client address from. */
export const fromAddress = (address: string) => ({
  incoming: { socket: { remoteAddress: address, remotePort: 50000, remoteFamily: address.includes(":") ? "IPv6" : "IPv4" } },
});

/** Sends a JSON request to the admin API as the signed-in staff member of `headers` (signIn). */
export const staffRequest =
  (app: Requester, headers: () => Record<string, string>) => (method: string, path: string, body?: unknown) =>
    app.request(path, {
      method,
      headers: { ...headers(), "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
