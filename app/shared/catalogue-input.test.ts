import { describe, expect, it } from "vitest";
import { joinNotes, productCreateSchema, productPatchSchema, reorderSchema, slugify, splitNotes } from "./catalogue-input";

describe("slugify", () => {
  it("makes a page address from the English name", () => {
    expect(slugify("Tom Ford Ombre Leather")).toBe("tom-ford-ombre-leather");
    expect(slugify("  Baccarat Rouge 540 ")).toBe("baccarat-rouge-540");
    expect(slugify("Eau de Café & Crème")).toBe("eau-de-cafe-creme");
    expect(slugify("عود")).toBe("");
  });
});

describe("notes", () => {
  it("join with the language's comma and split on either", () => {
    expect(joinNotes(["Rose", "Oud"], "en")).toBe("Rose, Oud");
    expect(joinNotes(["ورد", "عود"], "ar")).toBe("ورد، عود");
    expect(splitNotes("ورد، عود, مسك")).toEqual(["ورد", "عود", "مسك"]);
    expect(splitNotes("")).toEqual([]);
  });
});

describe("product input", () => {
  const valid = {
    name: { en: "Oud Wood", ar: "عود وود" },
    description: { en: "Rare oud.\nWarm.", ar: "عود نادر." },
    notes: { en: ["Oud"], ar: ["عود"] },
    category: "Unisex",
    price: 9500,
  };

  it("fills defaults on create: shown, not tracked, no flags", () => {
    expect(productCreateSchema.parse(valid)).toMatchObject({ stock: null, active: true, bestSeller: false, newArrival: false });
  });

  it("names each wrong field", () => {
    const result = productCreateSchema.safeParse({ ...valid, notes: { en: ["Oud, Rose"], ar: [] }, stock: 2.5, extra: 1 });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((i) => i.path.join("."));
    // Notes sent the older way ({ en, ar }) are the heart of the pyramid, and named so.
    expect(fields).toEqual(expect.arrayContaining(["notes.heart.en", "notes.heart.ar", "stock"]));
  });

  it("takes the notes pyramid and the perfume attributes (docs/decisions/034)", () => {
    const parsed = productCreateSchema.parse({
      ...valid,
      notes: { top: { en: ["Bergamot"], ar: ["برغموت"] }, heart: { en: ["Oud"], ar: ["عود"] }, base: { en: [], ar: [] } },
      concentration: "Eau de Parfum",
      families: ["Amber", "oud"],
      brand: { en: "Creed", ar: "كريد", aliases: ["كرييد"] },
      year: 2010,
      searchAliases: ["افنتوس"],
    });
    expect(parsed).toMatchObject({ concentration: "Eau de Parfum", families: ["Amber", "oud"], year: 2010 });
    expect(productCreateSchema.parse(valid)).toMatchObject({ concentration: null, families: [], brand: null, year: null });
    const bad = productCreateSchema.safeParse({
      ...valid,
      concentration: "Eau Fraiche",
      families: ["Woody", "Amber", "Oud"],
      year: 1200,
      brand: { en: "", ar: "كريد" },
      searchAliases: ["كريد, افنتوس"],
    });
    const fields = bad.error!.issues.map((i) => i.path.join("."));
    expect(fields).toEqual(expect.arrayContaining(["concentration", "families", "year", "brand.en", "searchAliases"]));
  });

  it("refuses an empty patch and a duplicated order", () => {
    expect(productPatchSchema.safeParse({}).success).toBe(false);
    expect(productPatchSchema.safeParse({ stock: null }).success).toBe(true);
    expect(reorderSchema.safeParse({ ids: ["1", "1"] }).success).toBe(false);
  });
});
