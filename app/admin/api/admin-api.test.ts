// adminRequest against a stand-in for the network (fetch is the boundary, not our code): the
// request it sends, and how answers become data or readable errors.
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminApiError, adminRequest, isTransient, NETWORK_ERROR_STATUS, parseRetryAfter } from "./admin-api";

afterEach(() => vi.unstubAllGlobals());

function answer(response: Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return response;
  });
  return calls;
}

const problem = (status: number, body: object, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/problem+json", ...headers } });

describe("Retry-After", () => {
  it("reads seconds and HTTP dates", () => {
    expect(parseRetryAfter("900")).toBe(900);
    expect(parseRetryAfter("Wed, 21 Oct 2015 07:28:30 GMT", Date.parse("Wed, 21 Oct 2015 07:28:00 GMT"))).toBe(30);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter("soon")).toBeNull();
  });
});

describe("adminRequest", () => {
  it("sends changes as same-origin JSON", async () => {
    const calls = answer(Response.json({ order: { id: "a" } }));
    await adminRequest("/api/admin/orders/a/status", { method: "PATCH", body: { status: "Shipped" } });
    expect(calls[0].init).toMatchObject({ method: "PATCH", credentials: "same-origin", body: '{"status":"Shipped"}' });
    expect((calls[0].init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("returns nothing for 204", async () => {
    answer(new Response(null, { status: 204 }));
    await expect(adminRequest("/api/admin/orders/a", { method: "DELETE" })).resolves.toBeUndefined();
  });

  it("turns a problem into an error with its detail, else its title", async () => {
    answer(problem(422, { title: "Some fields are invalid.", detail: "status: Paid cannot be set." }));
    await expect(adminRequest("/x", { method: "PATCH" })).rejects.toMatchObject({
      status: 422,
      message: "status: Paid cannot be set.",
    });
    answer(problem(404, { title: "This order does not exist." }));
    await expect(adminRequest("/x")).rejects.toMatchObject({ status: 404, message: "This order does not exist." });
  });

  it("keeps the wait of a 429", async () => {
    answer(problem(429, { title: "Too many" }, { "Retry-After": "120" }));
    const error = (await adminRequest("/x", { method: "POST", redirectOn401: false }).catch((e) => e)) as AdminApiError;
    expect(error.retryAfter).toBe(120);
    expect(isTransient(error)).toBe(false);
  });

  it("reports an unreachable server as status 0, worth retrying", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const error = (await adminRequest("/x").catch((e) => e)) as AdminApiError;
    expect(error.status).toBe(NETWORK_ERROR_STATUS);
    expect(error.message).toBe("Failed to fetch");
    expect(isTransient(error)).toBe(true);
  });

  it("sends an expired session to the login page, coming back here", async () => {
    const assign = vi.fn();
    vi.stubGlobal("window", { location: { pathname: "/admin/dashboard", search: "?section=orders", assign } });
    answer(problem(401, { title: "Please sign in to continue." }));
    await expect(adminRequest("/api/admin/stats")).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledWith("/admin/login?redirectTo=%2Fadmin%2Fdashboard%3Fsection%3Dorders");
  });
});
