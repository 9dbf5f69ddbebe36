// The catalogue forms' side of the admin API against a stand-in for the network: a 422 answer's
// field errors (server/api/problem.ts) reach the form, and a photo goes up as multipart PUT.
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminApiError, adminRequest, adminUpload } from "./admin-api";

afterEach(() => vi.unstubAllGlobals());

function answer(response: Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return response;
  });
  return calls;
}

const problem = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/problem+json" } });

const caught = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
};

describe("field errors", () => {
  it("carries a 422's errors by dotted field, keeping only well-formed ones", async () => {
    answer(
      problem(422, {
        title: "Some fields are invalid.",
        status: 422,
        detail: "name.ar: Required; price: Too small",
        errors: [
          { field: "name.ar", pointer: "#/name/ar", detail: "Required" },
          { field: "price", pointer: "#/price", detail: "Too small", code: "too_small" },
          { pointer: "#/odd" },
          "not an object",
        ],
      }),
    );
    const error = await caught(adminRequest("/api/admin/products", { method: "POST", body: {} }));
    expect(error).toBeInstanceOf(AdminApiError);
    expect((error as AdminApiError).status).toBe(422);
    expect((error as AdminApiError).fields).toEqual([
      { field: "name.ar", pointer: "#/name/ar", detail: "Required" },
      { field: "price", pointer: "#/price", detail: "Too small", code: "too_small" },
    ]);
  });

  it("has none on a problem without errors (a 409's detail is the message)", async () => {
    answer(problem(409, { title: "This perfume cannot be deleted.", status: 409, detail: "Hide the perfume instead." }));
    const error = (await caught(adminRequest("/api/admin/products/7", { method: "DELETE" }))) as AdminApiError;
    expect(error.message).toBe("Hide the perfume instead.");
    expect(error.fields).toEqual([]);
  });
});

describe("adminUpload", () => {
  it("PUTs the file as multipart field `image`, same-origin, and lets the browser set the boundary", async () => {
    const calls = answer(Response.json({ product: { id: "7" } }));
    const file = new File([new Uint8Array([137, 80, 78, 71])], "oud.png", { type: "image/png" });
    await expect(adminUpload("/api/admin/products/7/image", file)).resolves.toEqual({ product: { id: "7" } });
    const { url, init } = calls[0];
    expect(url).toBe("/api/admin/products/7/image");
    expect(init.method).toBe("PUT");
    expect(init.credentials).toBe("same-origin");
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get("image")).toBeInstanceOf(File);
    expect(((init.body as FormData).get("image") as File).name).toBe("oud.png");
    expect(new Headers(init.headers).has("Content-Type")).toBe(false);
  });

  it("turns the server's refusal of a photo into its message", async () => {
    answer(problem(415, { title: "Unsupported Media Type", status: 415, detail: "This file is not a photo." }));
    const error = (await caught(
      adminUpload("/api/admin/bundles/b1/image", new File(["x"], "x.jpg", { type: "image/jpeg" })),
    )) as AdminApiError;
    expect(error.status).toBe(415);
    expect(error.message).toBe("This file is not a photo.");
  });
});
