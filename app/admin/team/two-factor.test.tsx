// @vitest-environment jsdom
// Turning two-factor sign-in off asks for the password and a code: each empty field says so when
// staff try, and its error goes as soon as the field is filled. Nothing is sent until both are.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithRoot } from "../../components/home/render-with-root.test-utils";
import { adminEn } from "../../i18n/admin.en";
import { TwoFactorOff } from "./two-factor";

const t = adminEn.account;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The form opened from its button, with `fetch` answering what it sends. */
async function openForm(fetch: typeof globalThis.fetch) {
  vi.stubGlobal("fetch", fetch);
  renderWithRoot(
    <QueryClientProvider client={new QueryClient()}>
      <TwoFactorOff onDone={() => {}} />
    </QueryClientProvider>,
  );
  fireEvent.click(await screen.findByRole("button", { name: t.turnOff }));
  return { password: screen.getByLabelText(t.password), code: screen.getByLabelText(t.code) };
}

describe("turning two-factor sign-in off", () => {
  it("names each empty field, clears each error once it is filled, and sends nothing meanwhile", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const { password, code } = await openForm(fetch);
    fireEvent.click(screen.getByRole("button", { name: t.turnOff }));

    await waitFor(() => expect(screen.getAllByText(t.required)).toHaveLength(2));
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(code.getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(password, { target: { value: "amber, oud & seven cedars" } });
    await waitFor(() => expect(screen.getAllByText(t.required)).toHaveLength(1));
    expect(password.getAttribute("aria-invalid")).toBeNull();
    // Spaces alone are no code.
    fireEvent.change(code, { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: t.turnOff }));
    await waitFor(() => expect(code.getAttribute("aria-invalid")).toBe("true"));
    fireEvent.change(code, { target: { value: " 123456 " } });
    await waitFor(() => expect(screen.queryByText(t.required)).toBeNull());
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the password and the trimmed code, and shows the server's refusal on its field until it is changed", async () => {
    const refusal = { title: "Invalid input", errors: [{ field: "code", pointer: "/code", detail: "That code is not right." }] };
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json(refusal, { status: 422, headers: { "content-type": "application/problem+json" } }),
    );
    const { password, code } = await openForm(fetch);
    fireEvent.change(password, { target: { value: "amber, oud & seven cedars" } });
    fireEvent.change(code, { target: { value: " 000000 " } });
    fireEvent.click(screen.getByRole("button", { name: t.turnOff }));

    expect(await screen.findByText("That code is not right.")).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe("/api/admin/me/2fa/disable");
    expect(JSON.parse(init?.body as string)).toEqual({ password: "amber, oud & seven cedars", code: "000000" });
    expect(code.getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(code, { target: { value: "123456" } });
    await waitFor(() => expect(screen.queryByText("That code is not right.")).toBeNull());
  });
});
