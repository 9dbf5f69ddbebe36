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
    expect(fields).toEqual(expect.arrayContaining(["notes.en", "notes.ar", "stock"]));
  });

  it("refuses an empty patch and a duplicated order", () => {
    expect(productPatchSchema.safeParse({}).success).toBe(false);
    expect(productPatchSchema.safeParse({ stock: null }).success).toBe(true);
    expect(reorderSchema.safeParse({ ids: ["1", "1"] }).success).toBe(false);
  });
});
