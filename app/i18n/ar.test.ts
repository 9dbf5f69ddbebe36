// The Arabic edition must mirror the English one exactly in shape (keys, list lengths), in
// placeholders (a missing {name} would print blank or literal braces) and in numbers (a typo
// such as "125 تقييمًا" would go unnoticed by a reader of the code), and must contain no
// untranslated English: the only Latin text allowed is placeholders, perfume names, the phone
// format and the example e-mail address.
import { describe, expect, it } from "vitest";
import { ar } from "./ar";
import { en } from "./en";
import { messages } from "./index";
import { cartAr } from "./cart.ar";
import { cartEn } from "./cart.en";
import { catalogueAr } from "./catalogue.ar";
import { catalogueEn } from "./catalogue.en";
import { checkoutAr } from "./checkout.ar";
import { checkoutEn } from "./checkout.en";
import { deliveryAr } from "./delivery.ar";
import { deliveryEn } from "./delivery.en";
import { homeAr } from "./home.ar";
import { homeEn } from "./home.en";
import { infoAr } from "./info.ar";
import { infoEn } from "./info.en";
import { offersAr } from "./offers.ar";
import { reviewsAr } from "./reviews.ar";
import { reviewsEn } from "./reviews.en";
import { offersEn } from "./offers.en";
import { pages as pagesAr } from "../content/pages.ar";
import { pages as pagesEn } from "../content/pages.en";
import { testimonials as testimonialsAr } from "../content/testimonials.ar";
import { testimonials as testimonialsEn } from "../content/testimonials.en";
import { seedTextsAr as seedAr } from "../../server/db/catalogue-data.ar";
import { CITIES } from "../shared/order-schema";
import { seedBundles, seedProducts } from "../../server/db/catalogue-data";

type Leaf = [path: string, value: unknown];

/** Every leaf of a nested object or array, with its dotted path ("a.b.0.c"). */
function leaves(node: unknown, path = ""): Leaf[] {
  if (node !== null && typeof node === "object") {
    return Object.entries(node).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  }
  return [[path, node]];
}

const strings = (node: unknown) => leaves(node).filter((l): l is [string, string] => typeof l[1] === "string");
const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
const numbers = (s: string) => s.match(/\d+/g) ?? [];

// Perfume names as their houses write them, longest first so "Tom Ford Ombre Leather" goes before
// "Ombre Leather"; the short forms are how customers and bundle texts refer to them.
const perfumeNames = [
  ...seedProducts.map((p) => p.name),
  "YSL Y",
  "Miss Dior",
  "Tobacco Vanille",
  "Ombre Leather",
  "Aventus",
].sort((a, b) => b.length - a.length);
// Payment brands keep their own names in Arabic, as their logos and the banks' apps print them.
const fixedTokens = ["+974 XXXX XXXX", "you@example.com", "Apple Pay", "QPay"];

/** What is left of a string once the text allowed to stay in Latin letters is removed. */
function withoutAllowedLatin(s: string): string {
  let rest = s.replace(/\{\w+\}/g, "");
  for (const token of [...fixedTokens, ...perfumeNames]) rest = rest.split(token).join("");
  return rest;
}

/** Compares an Arabic tree with its English original leaf by leaf. */
function expectMirrors(arTree: unknown, enTree: unknown) {
  const arLeaves = leaves(arTree);
  const enLeaves = leaves(enTree);
  expect(arLeaves.map(([p]) => p).sort()).toEqual(enLeaves.map(([p]) => p).sort());

  const enByPath = new Map(enLeaves);
  for (const [path, value] of arLeaves) {
    const original = enByPath.get(path);
    if (typeof original !== "string") {
      expect(value, path).toBe(original);
      continue;
    }
    expect(typeof value, path).toBe("string");
    const text = value as string;
    expect(text.trim(), `${path} is empty`).not.toBe("");
    expect(placeholders(text), `placeholders of ${path}`).toEqual(placeholders(original));
    for (const n of numbers(text)) expect(numbers(original), `number ${n} in ${path}`).toContain(n);
  }
}

/** No English left: Latin letters only inside the allowed tokens, and Arabic punctuation. */
function expectArabicText(tree: unknown) {
  for (const [path, value] of strings(tree)) {
    const rest = withoutAllowedLatin(value);
    expect(rest, `${path} has Latin letters: "${value}"`).not.toMatch(/[A-Za-z]/);
    // Arabic writes "،" "؛" "؟"; a Latin comma in running text is a sign of a copied sentence.
    expect(rest, `${path} uses Latin punctuation: "${value}"`).not.toMatch(/[,;?]/);
    // "وTobacco" renders as "Tobaccoو": the conjunction sticks to the far end of the Latin run.
    expect(value, `${path} joins و to a Latin word: "${value}"`).not.toMatch(/و[A-Za-z]/);
    if (rest.replace(/[\s\d\p{P}\p{S}]/gu, "") !== "") {
      expect(value, `${path} has no Arabic`).toMatch(/\p{Script=Arabic}/u);
    }
  }
}

describe("Arabic message catalogue", () => {
  it("is registered beside English", () => {
    expect(Object.keys(messages).sort()).toEqual(["ar", "en"]);
    expect(messages.ar).toBe(ar);
  });

  // The core every page shows, and each page's part (./parts.ts), under the English part's name.
  const parts = [
    ["core", { name: "core", texts: ar }, { name: "core", texts: en }],
    ["home", homeAr, homeEn],
    ["catalogue", catalogueAr, catalogueEn],
    ["cart", cartAr, cartEn],
    ["offers", offersAr, offersEn],
    ["checkout", checkoutAr, checkoutEn],
    ["info", infoAr, infoEn],
    ["delivery", deliveryAr, deliveryEn],
    ["reviews", reviewsAr, reviewsEn],
  ] as const;

  it.each(parts)("%s: has exactly the English keys, list lengths, placeholders and numbers", (_, arabic, english) => {
    expect(arabic.name).toBe(english.name);
    expectMirrors(arabic.texts, english.texts);
  });

  it.each(parts)("%s: leaves no English text behind", (_, arabic) => {
    expectArabicText(arabic.texts);
  });

  it("names every checkout city, by the value stored", () => {
    const { cityNames } = checkoutAr.texts.checkout.shipping;
    expect(Object.keys(cityNames).sort()).toEqual([...CITIES].sort());
    expect(cityNames.Doha).toBe("الدوحة");
    expect(cityNames.Lusail).toBe("لوسيل");
    expect(new Set(Object.values(cityNames)).size).toBe(CITIES.length);
  });

  it("uses the shop's fixed terms", () => {
    expect(ar.common.currency).toBe("ر.ق");
    expect(checkoutAr.texts.checkout.payment.title).toBe("الدفع عند الاستلام");
    expect(homeAr.texts.home.trust.authentic.title).toBe("أصلي 100%");
    expect(cartAr.texts.cart.summary.free).toBe("مجاني");
    expect(ar.layout.nav.products).toBe(ar.layout.footer.links.products);
  });

  it("keeps the plus sign of +974 in front of the digits in right-to-left text", () => {
    const { checkout } = checkoutAr.texts;
    for (const text of [checkout.shipping.phoneError, checkout.toasts.invalidPhone.description]) {
      expect(text).toContain("\u200E+974");
    }
  });
});

describe("Arabic content pages", () => {
  it("mirror the English pages section by section", () => {
    expectMirrors(pagesAr, pagesEn);
  });

  it("leave no English text behind", () => {
    expectArabicText(pagesAr);
  });

  it("date the legal pages with Arabic month names", () => {
    expect(pagesAr.privacy.lastUpdated).toBe("31 مايو 2025");
    expect(pagesAr.terms.lastUpdated).toBe("31 مايو 2025");
  });
});

describe("Arabic testimonials", () => {
  it("keep the English ids, order and ratings", () => {
    expect(testimonialsAr.map((t) => [t.id, t.rating])).toEqual(testimonialsEn.map((t) => [t.id, t.rating]));
    expectMirrors(testimonialsAr, testimonialsEn);
  });

  it("leave no English text behind except perfume names", () => {
    // The id is a key, never shown.
    expectArabicText(testimonialsAr.map(({ name, location, text }) => ({ name, location, text })));
  });
});

describe("Arabic catalogue texts", () => {
  it("cover every seeded product and bundle, and nothing else", () => {
    expect(Object.keys(seedAr.products).sort()).toEqual(seedProducts.map((p) => p.id).sort());
    expect(Object.keys(seedAr.bundles).sort()).toEqual(seedBundles.map((b) => b.id).sort());
  });

  it("list as many notes as the English", () => {
    for (const p of seedProducts) {
      const arNotes = seedAr.products[p.id].notes.split(/[,،]/).map((n) => n.trim());
      expect(arNotes, p.name).toHaveLength(p.notes.split(",").length);
      expect(
        arNotes.every((n) => n !== ""),
        p.name,
      ).toBe(true);
    }
  });

  it("name in each bundle description the perfumes the bundle holds", () => {
    for (const b of seedBundles) {
      const description = seedAr.bundles[b.id].description;
      for (const id of b.productIds) {
        const name = seedProducts.find((p) => p.id === id)!.name;
        const short = name.replace("Yves Saint Laurent", "YSL").replace(" Eau de Parfum", "");
        expect(description.includes(name) || description.includes(short), `${b.id}: ${name}`).toBe(true);
      }
    }
  });

  it("leave no English text behind except perfume names", () => {
    expectArabicText(seedAr);
  });
});
