// @vitest-environment jsdom
// The perfume and bundle forms: an error shows once the owner tries to save and goes as soon as the
// field is right; the server's refusal (422) lands on the fields it names, under the form's own
// names ("notes.top.en" is the Attributes' top notes); and what is sent is the API's body.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithRoot } from "../../components/home/render-with-root.test-utils";
import { adminEn } from "../../i18n/admin.en";
import { AdminUserProvider } from "../team/admin-user";
import { BundlesSection } from "./bundles-section";
import { ProductForm } from "./product-form";

const t = adminEn.catalogue;

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

let sent: Sent[] = [];
/** What the server answers a write, by "METHOD path". */
let answers: Record<string, { status: number; body: unknown }> = {};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": status >= 400 ? "application/problem+json" : "application/json" },
  });

beforeEach(() => {
  sent = [];
  answers = {};
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init?: { method?: string; body?: string }) => {
      const method = init?.method ?? "GET";
      if (method === "GET") {
        if (path === "/api/admin/families") return json(200, { families: [] });
        if (path === "/api/admin/products") return json(200, { products: [product("1", "Oud One"), product("2", "Rose Two")] });
        if (path === "/api/admin/bundles") return json(200, { bundles: [] });
        return json(404, { title: "Not found" });
      }
      sent.push({ method, path, body: JSON.parse(init?.body ?? "null") });
      const answer = answers[`${method} ${path}`];
      return answer ? json(answer.status, answer.body) : json(500, { title: "unexpected" });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function product(id: string, name: string) {
  return {
    id,
    slug: name.toLowerCase().replace(/ /g, "-"),
    name: { en: name, ar: name },
    description: { en: "A perfume.", ar: "عطر." },
    notes: { top: { en: [], ar: [] }, heart: { en: ["Oud"], ar: ["عود"] }, base: { en: [], ar: [] } },
    category: "Unisex",
    image: "/p.webp",
    active: true,
    bestSeller: false,
    newArrival: false,
    inCustomTrio: false,
    position: 0,
    concentration: null,
    families: [],
    brand: null,
    year: null,
    searchAliases: [],
    variants: [
      {
        id: `${id}-100`,
        sizeMl: 100,
        kind: "bottle",
        price: 8500,
        compareAtPrice: null,
        sku: `${id}-100ml`,
        gtin: null,
        stock: null,
        active: true,
      },
    ],
  };
}

function renderInAdmin(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const owner = {
    username: "owner",
    role: "owner" as const,
    twoFactor: false,
    hold: null,
    language: "en" as const,
    arabicDigits: false,
  };
  renderWithRoot(
    <AdminUserProvider value={{ user: owner, refresh: async () => {} }}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </AdminUserProvider>,
  );
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const group = (name: string) => within(screen.getByRole("group", { name: (accessible) => accessible.startsWith(name) }));

function fillPerfume() {
  type(group(t.form.name).getByLabelText(t.form.english), "Oud Royal");
  type(group(t.form.name).getByLabelText(t.form.arabic), "عود رويال");
  type(group(t.form.description).getByLabelText(t.form.english), "Royal oud.");
  type(group(t.form.description).getByLabelText(t.form.arabic), "عود ملكي.");
  type(group(t.form.notes).getByLabelText(t.form.english), "Oud, Rose");
  type(group(t.form.notes).getByLabelText(t.form.arabic), "عود، ورد");
  type(screen.getByLabelText(t.form.price), "125");
}

describe("the perfume form", () => {
  it("shows what to fix on saving, and each error goes once its field is right", async () => {
    renderInAdmin(<ProductForm open product={null} onClose={() => {}} />);
    const name = await screen.findByRole("group", { name: t.form.name });
    const english = within(name).getByLabelText(t.form.english);
    fireEvent.click(screen.getByRole("button", { name: t.form.create }));
    expect(await within(name).findByText("The English name is required.")).toBeTruthy();
    expect(english.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(t.form.invalidPrice)).toBeTruthy();
    expect(sent).toEqual([]);

    type(english, "Oud Royal");
    await waitFor(() => expect(within(name).queryByText("The English name is required.")).toBeNull());
    expect(english.getAttribute("aria-invalid")).toBeNull();
    // The page address followed the name; the price's error is still there.
    expect(screen.getByLabelText<HTMLInputElement>(t.form.slug).value).toBe("oud-royal");
    expect(screen.getByText(t.form.invalidPrice)).toBeTruthy();
    type(screen.getByLabelText(t.form.price), "125");
    await waitFor(() => expect(screen.queryByText(t.form.invalidPrice)).toBeNull());
  });

  it("sends the API's body, and puts the server's field errors on the form's fields", async () => {
    answers["POST /api/admin/products"] = {
      status: 422,
      body: {
        title: "Check the highlighted fields.",
        errors: [
          { field: "variants.0.sku", pointer: "/variants/0/sku", detail: "This SKU is already used by Oud One." },
          { field: "notes.top.en", pointer: "/notes/top/en", detail: "Top notes are refused here." },
        ],
      },
    };
    renderInAdmin(<ProductForm open product={null} onClose={() => {}} />);
    await screen.findByRole("group", { name: t.form.name });
    fillPerfume();
    fireEvent.click(screen.getByRole("button", { name: t.form.create }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: "POST",
      path: "/api/admin/products",
      body: {
        name: { en: "Oud Royal", ar: "عود رويال" },
        notes: { heart: { en: ["Oud", "Rose"], ar: ["عود", "ورد"] } },
        variants: [{ sizeMl: 100, kind: "bottle", price: 12500, sku: "oud-royal-100ml", stock: null, active: true }],
        slug: "oud-royal",
        category: "Unisex",
      },
    });
    expect(await screen.findByText("This SKU is already used by Oud One.")).toBeTruthy();
    const top = group(adminEn.catalogue.attributes.topNotes);
    expect(top.getByText("Top notes are refused here.")).toBeTruthy();

    // A field the server refused is cleared once it passes the form's own checks again.
    type(top.getByLabelText(t.form.english), "Bergamot");
    await waitFor(() => expect(screen.queryByText("Top notes are refused here.")).toBeNull());
  });
});

describe("the bundle form", () => {
  it("refuses an unreadable price and a bundle of one perfume, then sends the bundle in dirhams", async () => {
    answers["POST /api/admin/bundles"] = { status: 201, body: { bundle: { id: "b1", name: { en: "Duo", ar: "ثنائي" } } } };
    renderInAdmin(<BundlesSection />);
    fireEvent.click(await screen.findByRole("button", { name: adminEn.bundles.add }));
    const dialog = within(await screen.findByRole("dialog"));
    type(dialog.getByRole("group", { name: t.form.name }).querySelector("input")!, "Duo");
    type(within(dialog.getByRole("group", { name: t.form.name })).getByLabelText(t.form.arabic), "ثنائي");
    type(within(dialog.getByRole("group", { name: t.form.description })).getByLabelText(t.form.english), "Two.");
    type(within(dialog.getByRole("group", { name: t.form.description })).getByLabelText(t.form.arabic), "اثنان.");
    type(dialog.getByLabelText(t.form.price), "a lot");
    fireEvent.click(await dialog.findByRole("checkbox", { name: "Oud One" }));
    fireEvent.click(dialog.getByRole("button", { name: adminEn.bundles.form.create }));
    expect(await dialog.findByText(t.form.invalidPrice)).toBeTruthy();
    expect(dialog.getByText("A bundle holds at least 2 perfumes.")).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.click(dialog.getByRole("checkbox", { name: "Rose Two" }));
    await waitFor(() => expect(dialog.queryByText("A bundle holds at least 2 perfumes.")).toBeNull());
    type(dialog.getByLabelText(t.form.price), "199.50");
    await waitFor(() => expect(dialog.queryByText(t.form.invalidPrice)).toBeNull());
    fireEvent.click(dialog.getByRole("button", { name: adminEn.bundles.form.create }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: "POST",
      path: "/api/admin/bundles",
      body: {
        name: { en: "Duo", ar: "ثنائي" },
        description: { en: "Two.", ar: "اثنان." },
        price: 19950,
        productIds: ["1", "2"],
        // Each perfume at its default size until the owner picks another.
        variantIds: ["1-100", "2-100"],
        active: true,
      },
    });
  });
});
