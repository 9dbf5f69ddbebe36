import { describe, expect, it } from "vitest";
import {
  bundleFieldName,
  bundleFormSchema,
  productFieldName,
  productFormSchema,
  type BundleFormValues,
  type ProductFormValues,
} from "./catalogue-form-schemas";

const texts = { invalidPrice: "Enter a price in QR.", invalidStock: "Enter a whole number of units." };

const perfume = (change: Partial<ProductFormValues> = {}): ProductFormValues => ({
  name: { en: "Oud Royal", ar: "عود رويال" },
  description: { en: "Royal oud.", ar: "عود ملكي." },
  notes: { en: "Oud, Rose", ar: "عود، ورد" },
  category: "Unisex",
  slug: "",
  active: true,
  bestSeller: false,
  newArrival: true,
  inCustomTrio: false,
  attributes: {
    concentration: "",
    families: [],
    top: { en: "", ar: "" },
    base: { en: "", ar: "" },
    brand: { en: "", ar: "" },
    brandAliases: "",
    year: "",
    searchAliases: "",
  },
  variants: [
    {
      sizeMl: "100",
      kind: "bottle",
      price: "125",
      compareAtPrice: "",
      sku: "",
      gtin: "",
      tracked: false,
      stock: "0",
      active: true,
    },
  ],
  ...change,
});

/** The form's field names the schema refuses, with their first message. */
function refused(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join(".")] ??= issue.message;
  return fields;
}

describe("the perfume form's schema", () => {
  it("reads the form into the API's body, with the sizes in dirhams and a SKU from the name", () => {
    const result = productFormSchema(texts, false).safeParse(perfume());
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      name: { en: "Oud Royal", ar: "عود رويال" },
      notes: { heart: { en: ["Oud", "Rose"], ar: ["عود", "ورد"] }, top: { en: [], ar: [] } },
      variants: [{ sizeMl: 100, kind: "bottle", price: 12500, sku: "oud-royal-100ml", stock: null, active: true }],
      concentration: null,
      year: null,
      newArrival: true,
    });
    expect(result.data).not.toHaveProperty("slug");
  });

  it("puts each refusal on the form's own field, the cells' words before the schema's", () => {
    const values = perfume({
      name: { en: "", ar: "عود" },
      notes: { en: "", ar: "عود" },
      slug: "Not A Slug",
      variants: [{ ...perfume().variants[0], price: "abc", tracked: true, stock: "2.5" }],
    });
    values.attributes = {
      ...values.attributes,
      year: "1500",
      top: { en: `Bergamot, ${"x".repeat(41)}`, ar: "" },
      families: ["a", "b", "c"],
    };
    const fields = refused(productFormSchema(texts, true).safeParse(values));
    expect(fields).toMatchObject({
      "name.en": "The English name is required.",
      "notes.en": "Give at least one English heart note.",
      slug: expect.stringContaining("lowercase letters") as string,
      "variants.0.price": texts.invalidPrice,
      "variants.0.stock": texts.invalidStock,
      "attributes.year": "The year is 1700 or later.",
      "attributes.top.en": expect.stringContaining("at most 40 characters") as string,
      "attributes.families": expect.stringContaining("at most 2") as string,
    });
    expect(fields).not.toHaveProperty("name.ar");
  });

  it("says above the rows when no size is shown", () => {
    const values = perfume({ variants: [{ ...perfume().variants[0], active: false }] });
    expect(refused(productFormSchema(texts, false).safeParse(values))).toEqual({
      "variants.root": "At least one size must be shown on the storefront.",
    });
  });

  it("names the server's fields as the form does", () => {
    expect(productFieldName("name.ar")).toBe("name.ar");
    expect(productFieldName("notes.heart.ar.1")).toBe("notes.ar");
    expect(productFieldName("notes.en")).toBe("notes.en");
    expect(productFieldName("notes.base.en.0")).toBe("attributes.base.en");
    expect(productFieldName("brand")).toBe("attributes.brand.en");
    expect(productFieldName("brand.ar")).toBe("attributes.brand.ar");
    expect(productFieldName("brand.aliases.2")).toBe("attributes.brandAliases");
    expect(productFieldName("families.1")).toBe("attributes.families");
    expect(productFieldName("searchAliases.0")).toBe("attributes.searchAliases");
    expect(productFieldName("variants.1.sku")).toBe("variants.1.sku");
    expect(productFieldName("variants")).toBe("variants.root");
    expect(productFieldName("slug")).toBe("slug");
  });
});

describe("the bundle form's schema", () => {
  const bundle = (change: Partial<BundleFormValues> = {}): BundleFormValues => ({
    name: { en: "Evening Trio", ar: "ثلاثي المساء" },
    description: { en: "Three for the evening.", ar: "ثلاثة للمساء." },
    price: "199.50",
    productIds: ["1", "2"],
    active: true,
    ...change,
  });

  it("reads the price in dirhams", () => {
    const result = bundleFormSchema(texts, false).safeParse(bundle());
    expect(result.data).toEqual({ ...bundle(), price: 19950 });
  });

  it("refuses a price it cannot read and a bundle of one perfume, on their fields", () => {
    const fields = refused(bundleFormSchema(texts, true).safeParse(bundle({ price: "twelve", productIds: ["1"] })));
    expect(fields).toEqual({ price: texts.invalidPrice, productIds: "A bundle holds at least 2 perfumes." });
    expect(bundleFieldName("productIds.3")).toBe("productIds");
  });
});
