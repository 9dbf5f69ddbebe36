// What the owner may send to change the catalogue, validated once for both sides: the
// admin API refuses anything else with 422 and field errors, and the admin's forms check the same
// schemas before sending. Money is integer dirhams.
import { GIFT_WRAP_MAX_PRICE } from "./gift";
import { z } from "zod";
import { CATEGORIES } from "./catalogue";
import { hasControlCharacters, plainString } from "./text-rules";
import { CONCENTRATIONS, MAX_FAMILIES } from "./perfume-attributes";
import { DEFAULT_TRIO_SIZES, VARIANT_KINDS, type TrioSize } from "./variants";

const MAX_PRICE = 10_000_000;
const MAX_STOCK = 1_000_000;
const MAX_NAME = 120;
const MAX_DESCRIPTION = 2000;
const MAX_NOTES = 12;
const MAX_NOTE = 40;
export const MAX_BUNDLE_PRODUCTS = 6;
/** Lowercase words of a-z and 0-9 joined by single hyphens: safe in a URL, readable aloud. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG = 80;

/** The English name as a page address: "Tom Ford Ombre Leather" → "tom-ford-ombre-leather". */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_SLUG)
    .replace(/-+$/, "");
}

/** Notes as the storefront shows them, joined by the language's comma (see app/content/catalogue.ar.ts). */
export const joinNotes = (notes: readonly string[], language: "en" | "ar") => notes.join(language === "ar" ? "، " : ", ");
export const splitNotes = (notes: string) =>
  notes
    .split(/[,،]/)
    .map((n) => n.trim())
    .filter((n) => n !== "");

/** An id the owner's request names (a perfume, a size, a bundle): text, as every field is. */
const catalogueId = plainString("The id").min(1).max(64);

const text = (max: number, what: string, multiline = false) =>
  z
    .string({ error: `${what} is required.` })
    .trim()
    .min(1, `${what} is required.`)
    .max(max, `${what} is at most ${max} characters.`)
    .refine((value) => !hasControlCharacters(value, multiline), `${what} contains characters that are not allowed.`);

const translated = (max: number, what: string, multiline = false) =>
  z.strictObject(
    { en: text(max, `The English ${what}`, multiline), ar: text(max, `The Arabic ${what}`, multiline) },
    { error: `Send the ${what} in English and Arabic.` },
  );

const noteList = (language: string, min = 1) =>
  z
    .array(text(MAX_NOTE, `A ${language} note`), { error: `Send the ${language} notes as a list.` })
    .min(min, `Give at least one ${language} note.`)
    .max(MAX_NOTES, `At most ${MAX_NOTES} notes.`)
    .refine((notes) => notes.every((n) => !/[,،]/.test(n)), "A note cannot contain a comma: send each note on its own.");

// ---- Perfume attributes (docs/decisions/034) ----
const MAX_ALIASES = 12;
const MAX_ALIAS = 60;
const MIN_YEAR = 1700;
const MAX_YEAR = 2100;

const tier = (name: string, min: number) =>
  z.strictObject(
    { en: noteList(`English ${name}`, min), ar: noteList(`Arabic ${name}`, min) },
    { error: `Send the ${name} notes in English and Arabic.` },
  );

/** Stored comma-joined, so a spelling holds no comma. */
const spellings = (what: string) =>
  z
    .array(text(MAX_ALIAS, what), { error: `Send the ${what}es as a list.` })
    .max(MAX_ALIASES, `At most ${MAX_ALIASES} spellings.`)
    .refine((list) => list.every((a) => !/[,،]/.test(a)), "A spelling cannot contain a comma: send each on its own.");

/**
 * The notes pyramid. The heart is required; top and base may be empty (and, in a change, left
 * out to keep them). The older shape `{ en, ar }` still works and means the heart notes.
 */
const notePyramid = z.preprocess(
  (value) =>
    value !== null && typeof value === "object" && ("en" in value || "ar" in value) && !("heart" in value)
      ? { heart: value }
      : value,
  z.strictObject(
    { top: tier("top", 0).optional(), heart: tier("heart", 1), base: tier("base", 0).optional() },
    { error: "Send the notes as { top, heart, base }, each in English and Arabic." },
  ),
);

const attributeFields = {
  concentration: z
    .enum(CONCENTRATIONS, { error: `The concentration is one of ${CONCENTRATIONS.join(", ")}, or null.` })
    .nullable(),
  /** Family ids or English names (e.g. ["Amber"]); the server checks them against the owner's list. */
  families: z
    .array(plainString("A family", { error: "Name each family." }).trim().min(1, "Name each family.").max(MAX_ALIAS), {
      error: "Send the families as a list.",
    })
    .max(MAX_FAMILIES, `A perfume belongs to at most ${MAX_FAMILIES} families.`)
    .refine((list) => new Set(list.map((f) => f.toLowerCase())).size === list.length, "A family appears only once."),
  brand: z
    .strictObject(
      {
        en: text(MAX_NAME, "The brand's English name"),
        ar: text(MAX_NAME, "The brand's Arabic name"),
        aliases: spellings("brand spelling").default([]),
      },
      { error: "Send the brand as { en, ar, aliases }, or null." },
    )
    .nullable(),
  year: z
    .number({ error: "The year must be a whole number, or null." })
    .int("The year must be a whole number, or null.")
    .min(MIN_YEAR, `The year is ${MIN_YEAR} or later.`)
    .max(MAX_YEAR, `The year is ${MAX_YEAR} or earlier.`)
    .nullable(),
  /** The perfume's own spellings shoppers type, mostly Arabic (e.g. "كريد افنتوس"). */
  searchAliases: spellings("search spelling"),
};

/** A family the owner adds (POST /api/admin/families). */
export const familyCreateSchema = z.strictObject({
  name: z.strictObject(
    { en: text(MAX_ALIAS, "The English name"), ar: text(MAX_ALIAS, "The Arabic name") },
    { error: "Send the family's name in English and Arabic." },
  ),
});
// ---- end of perfume attributes ----

const price = z
  .number({ error: "The price must be a whole number of dirhams." })
  .int("The price must be a whole number of dirhams.")
  .min(1, "The price must be at least 1 dirham.")
  .max(MAX_PRICE, `The price is at most ${MAX_PRICE} dirhams.`);

const stock = z
  .number({ error: "Stock must be a whole number, or null for not tracked." })
  .int("Stock must be a whole number, or null for not tracked.")
  .min(0, "Stock cannot be below 0.")
  .max(MAX_STOCK, `Stock is at most ${MAX_STOCK}.`)
  .nullable();

const MAX_VARIANTS = 12;
const MAX_SIZE_ML = 5000;
const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** One size of a perfume as the owner sends it; `id` names an existing variant of this perfume. */
const variantInputSchema = z.strictObject({
  id: catalogueId.optional(),
  sizeMl: z
    .number({ error: "The size must be a whole number of ml." })
    .int("The size must be a whole number of ml.")
    .min(1, "The size is at least 1 ml.")
    .max(MAX_SIZE_ML, `The size is at most ${MAX_SIZE_ML} ml.`),
  kind: z.enum(VARIANT_KINDS, { error: `The kind is one of ${VARIANT_KINDS.join(", ")}.` }),
  price,
  compareAtPrice: price.nullable().optional(),
  sku: z
    .string({ error: "The SKU is required." })
    .trim()
    .min(1, "The SKU is required.")
    .max(64, "The SKU is at most 64 characters.")
    .regex(SKU, "Use letters, digits, dots, hyphens and underscores in the SKU."),
  // An empty field is no barcode.
  gtin: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : v),
    z
      .string({ error: "A barcode (GTIN) has 8, 12, 13 or 14 digits." })
      .trim()
      .regex(/^(\d{8}|\d{12,14})$/, "A barcode (GTIN) has 8, 12, 13 or 14 digits.")
      .nullable()
      .optional(),
  ),
  stock,
  active: z.boolean(),
});
export type VariantInput = z.infer<typeof variantInputSchema>;

/** The whole list of a perfume's sizes, in the owner's order: SKUs and sizes once each, one shown. */
const variantList = z
  .array(variantInputSchema, { error: "Send the sizes as a list." })
  .min(1, "Give the perfume at least one size.")
  .max(MAX_VARIANTS, `At most ${MAX_VARIANTS} sizes.`)
  .superRefine((variants, ctx) => {
    const skus = new Map<string, number>();
    const sizes = new Map<string, number>();
    variants.forEach((v, i) => {
      const sku = v.sku.toLowerCase();
      if (skus.has(sku)) ctx.addIssue({ code: "custom", path: [i, "sku"], message: "Each size needs its own SKU." });
      skus.set(sku, i);
      const size = `${v.sizeMl}|${v.kind}`;
      if (sizes.has(size))
        ctx.addIssue({ code: "custom", path: [i, "sizeMl"], message: "This size and kind is already in the list." });
      sizes.set(size, i);
      if (v.compareAtPrice != null && v.compareAtPrice <= v.price)
        ctx.addIssue({ code: "custom", path: [i, "compareAtPrice"], message: "The compare-at price must be above the price." });
      if (v.id !== undefined && variants.findIndex((w) => w.id === v.id) !== i)
        ctx.addIssue({ code: "custom", path: [i, "id"], message: "A size appears only once." });
    });
    if (variants.length > 0 && !variants.some((v) => v.active))
      ctx.addIssue({ code: "custom", path: [], message: "At least one size must be shown on the storefront." });
  });

const slug = z
  .string({ error: "The slug is required." })
  .trim()
  .min(1, "The slug is required.")
  .max(MAX_SLUG, `The slug is at most ${MAX_SLUG} characters.`)
  .regex(SLUG, "Use lowercase letters, digits and single hyphens (e.g. tom-ford-ombre-leather).");

const position = z.number().int().min(0).max(100_000);

const productFields = {
  slug,
  name: translated(MAX_NAME, "name"),
  description: translated(MAX_DESCRIPTION, "description", true),
  notes: notePyramid,
  category: z.enum(CATEGORIES, { error: `The category is one of ${CATEGORIES.join(", ")}.` }),
  /** Shorthand for the default variant's price and stock (docs/decisions/033-variants.md). */
  price,
  stock,
  variants: variantList,
  active: z.boolean(),
  bestSeller: z.boolean(),
  newArrival: z.boolean(),
  inCustomTrio: z.boolean(),
  position,
  ...attributeFields,
};

/**
 * POST /api/admin/products: the slug defaults to the English name's; shown. Its sizes, or else a
 * price (and stock, not tracked by default) for one 100 ml bottle.
 */
export const productCreateSchema = z
  .strictObject({
    ...productFields,
    slug: slug.optional(),
    price: price.optional(),
    stock: stock.default(null),
    variants: variantList.optional(),
    active: z.boolean().default(true),
    bestSeller: z.boolean().default(false),
    newArrival: z.boolean().default(false),
    // A new perfume stays out of the custom trio until the owner says its price suits it.
    inCustomTrio: z.boolean().default(false),
    position: position.optional(),
    concentration: attributeFields.concentration.default(null),
    families: attributeFields.families.default([]),
    brand: attributeFields.brand.default(null),
    year: attributeFields.year.default(null),
    searchAliases: attributeFields.searchAliases.default([]),
  })
  .superRefine((input, ctx) => {
    if (input.variants === undefined && input.price === undefined)
      ctx.addIssue({ code: "custom", path: ["price"], message: "The price must be a whole number of dirhams." });
    if (input.variants !== undefined && input.price !== undefined)
      ctx.addIssue({ code: "custom", path: ["price"], message: "Give the prices in the sizes, not beside them." });
  });

/**
 * PATCH /api/admin/products/:id: any of the fields. `variants` is the whole new list (a size left
 * out is removed); `price` and `stock` change the default variant.
 */
export const productPatchSchema = z
  .strictObject(productFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, "Send at least one field to change.")
  .refine((patch) => patch.variants === undefined || (patch.price === undefined && patch.stock === undefined), {
    path: ["price"],
    message: "Give the prices and stock in the sizes, not beside them.",
  });
export type ProductPatch = z.infer<typeof productPatchSchema>;

const variantIds = z
  .array(plainString("The size", { error: "Choose a size." }).min(1, "Choose a size.").max(64), {
    error: "Send the sizes as a list of ids, one per perfume.",
  })
  .max(MAX_BUNDLE_PRODUCTS, `A bundle holds at most ${MAX_BUNDLE_PRODUCTS} perfumes.`);

const bundleFields = {
  name: translated(MAX_NAME, "name"),
  description: translated(MAX_DESCRIPTION, "description", true),
  price,
  productIds: z
    .array(catalogueId, { error: "Send the bundle's perfumes as a list of ids." })
    .min(2, "A bundle holds at least 2 perfumes.")
    .max(MAX_BUNDLE_PRODUCTS, `A bundle holds at most ${MAX_BUNDLE_PRODUCTS} perfumes.`)
    .refine((ids) => new Set(ids).size === ids.length, "A perfume appears only once in a bundle."),
  /**
   * The size of each perfume, beside `productIds` (docs/decisions/038). Left out, each perfume's
   * default size; the server checks that each is one of its perfume's sizes.
   */
  variantIds,
  active: z.boolean(),
  position,
};

/** The sizes name one per perfume, and only with the perfumes they go with. */
const sizesBesidePerfumes = (input: { productIds?: string[]; variantIds?: string[] }, ctx: z.RefinementCtx) => {
  if (input.variantIds === undefined) return;
  if (input.productIds === undefined)
    ctx.addIssue({ code: "custom", path: ["productIds"], message: "Send the perfumes with their sizes." });
  else if (input.variantIds.length !== input.productIds.length)
    ctx.addIssue({ code: "custom", path: ["variantIds"], message: "Give one size for each perfume." });
};

/** POST /api/admin/bundles */
export const bundleCreateSchema = z
  .strictObject({
    ...bundleFields,
    variantIds: variantIds.optional(),
    active: z.boolean().default(true),
    position: position.optional(),
  })
  .superRefine(sizesBesidePerfumes);

/** PATCH /api/admin/bundles/:id */
export const bundlePatchSchema = z
  .strictObject(bundleFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, "Send at least one field to change.")
  .superRefine(sizesBesidePerfumes);
export type BundlePatch = z.infer<typeof bundlePatchSchema>;

const MAX_TRIO_SIZES = 20;

/**
 * The sizes the custom trio may hold (docs/decisions/038): each a kind, with one size of it or
 * every size (`sizeMl: null`); at least one, each once.
 */
const trioSizesSchema = z
  .array(
    z.strictObject({
      kind: z.enum(VARIANT_KINDS, { error: `The kind is one of ${VARIANT_KINDS.join(", ")}.` }),
      sizeMl: z
        .number({ error: "The size must be a whole number of ml, or null for every size." })
        .int("The size must be a whole number of ml, or null for every size.")
        .min(1, "The size is at least 1 ml.")
        .max(MAX_SIZE_ML, `The size is at most ${MAX_SIZE_ML} ml.`)
        .nullable(),
    }),
    { error: "Send the trio's sizes as a list." },
  )
  .min(1, "The custom trio needs at least one size.")
  .max(MAX_TRIO_SIZES, `At most ${MAX_TRIO_SIZES} sizes.`)
  .refine((sizes) => new Set(sizes.map((s) => `${s.kind}|${s.sizeMl}`)).size === sizes.length, "A size appears only once.");

/** The stored setting; anything unreadable (or none yet) is the default, full bottles only. */
export function parseTrioSizes(json: string | undefined): TrioSize[] {
  if (json === undefined) return [...DEFAULT_TRIO_SIZES];
  try {
    const parsed = trioSizesSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [...DEFAULT_TRIO_SIZES];
  } catch {
    return [...DEFAULT_TRIO_SIZES];
  }
}

/** PATCH /api/admin/settings (the first order's number only before the shop's first order). */
export const settingsPatchSchema = z
  .strictObject({
    customTrioPrice: price,
    customTrioSizes: trioSizesSchema,
    orderNumberStart: z
      .number({ error: "The first order number must be a whole number." })
      .int("The first order number must be a whole number.")
      .min(1, "The first order number must be at least 1.")
      .max(999_999_999, "The first order number is at most 999999999."),
    /** Gift wrap (app/shared/gift.ts): offered or not, and its price; 0 = free. */
    giftWrapOffered: z.boolean({ error: "giftWrapOffered is true or false." }),
    giftWrapPrice: z
      .number({ error: "The gift wrap price must be a whole number of dirhams." })
      .int("The gift wrap price must be a whole number of dirhams.")
      .min(0, "The gift wrap price cannot be negative.")
      .max(GIFT_WRAP_MAX_PRICE, `The gift wrap price is at most ${GIFT_WRAP_MAX_PRICE / 100} QR.`),
  })
  .partial();

/** Photos (PUT /api/admin/products/:id/image): what the server accepts, checked on its content. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;

/** PUT /api/admin/products/order and /api/admin/bundles/order: every id, in the new order. */
export const reorderSchema = z.strictObject({
  ids: z
    .array(catalogueId)
    .min(1)
    .max(10_000)
    .refine((ids) => new Set(ids).size === ids.length, "An id appears only once."),
});
