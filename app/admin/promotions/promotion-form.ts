// The promotion form's values and how they become a promotion. The owner types amounts in QR,
// percentages and counts as text, and dates in Qatar time (datetime-local, "2026-12-01T18:00");
// the form keeps that text. On submit it is read into the contract's shape and checked with the
// contract's own schema (promotions-contract.ts), so the form refuses what the server would.
// Errors are keyed by the contract's field names ("name.en", "minSubtotal", "scope.products"),
// which are also the form's, so a 422 from the server lands beside the same inputs.
import { z } from "zod";
import { toDecimalString } from "../../shared/money";
import { parseQR } from "../../shared/money-input";
import { normaliseDigits } from "../../shared/phone";
import { normaliseCode, promotionFields, type PromotionType } from "../../shared/promotions/definition";
import { qatarDateTime } from "../../shared/qatar-days";
import { newPromotionSchema, type PromotionSummary } from "./promotions-contract";

interface PromotionScopeValues {
  products: string[];
  variants: string[];
  categories: string[];
  families: string[];
  bundles: string[];
  variantKinds: string[];
}

export interface PromotionFormValues {
  name: { en: string; ar: string };
  type: PromotionType;
  /** Percent for percentage and buy X get Y, QR for fixed and spend threshold; unused for free delivery. */
  value: string;
  /** "code": the shopper types a code; "automatic": it applies itself. */
  applies: "code" | "automatic";
  /** Codes to add, one per line (or separated by commas). */
  codes: string;
  usesPerCode: string;
  /** Qatar time, as a datetime-local input writes it; "" = no bound. */
  startsAt: string;
  endsAt: string;
  minSubtotal: string;
  minQuantity: string;
  firstOrderOnly: boolean;
  areas: string[];
  usageLimit: string;
  usageLimitPerPhone: string;
  maxDiscount: string;
  scope: PromotionScopeValues;
  combinable: boolean;
  paused: boolean;
  buyQuantity: string;
  getQuantity: string;
  /** "productId|variantId" of the free gift, or "". */
  gift: string;
}

/** The types whose value is an amount in QR (the others' is a percentage, or nothing). */
export const AMOUNT_TYPES: readonly PromotionType[] = ["fixed", "spend_threshold"];

export const SCOPE_LISTS = [
  "products",
  "variants",
  "categories",
  "families",
  "bundles",
  "variantKinds",
] as const satisfies readonly (keyof PromotionScopeValues)[];

const emptyScope = (): PromotionScopeValues => ({
  products: [],
  variants: [],
  categories: [],
  families: [],
  bundles: [],
  variantKinds: [],
});

export function emptyPromotionForm(): PromotionFormValues {
  return {
    name: { en: "", ar: "" },
    type: "percentage",
    value: "",
    applies: "code",
    codes: "",
    usesPerCode: "",
    startsAt: "",
    endsAt: "",
    minSubtotal: "",
    minQuantity: "",
    firstOrderOnly: false,
    areas: [],
    usageLimit: "",
    usageLimitPerPhone: "",
    maxDiscount: "",
    scope: emptyScope(),
    combinable: false,
    paused: false,
    buyQuantity: "",
    getQuantity: "",
    gift: "",
  };
}

/** A stored instant as the datetime-local input shows it in Qatar time: "2026-12-01T18:00". */
const toQatarInput = (iso: string | null | undefined): string => (iso ? qatarDateTime(iso).slice(0, 16) : "");

const text = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));
const money = (n: number | null | undefined) => (n === null || n === undefined ? "" : toDecimalString(n));

/**
 * A stored promotion as the form shows it. `copy`: a duplicate for another campaign (last Eid's
 * for this Eid), so without its dates, its codes or its pause: the owner gives new ones.
 */
export function toPromotionForm(p: PromotionSummary, copy = false): PromotionFormValues {
  const scope = p.scope ?? {};
  return {
    name: { ...p.name },
    type: p.type,
    value: p.type === "free_delivery" ? "" : AMOUNT_TYPES.includes(p.type) ? money(p.value) : text(p.value),
    applies: p.automatic ? "automatic" : "code",
    codes: "",
    usesPerCode: text(p.usesPerCode),
    startsAt: copy ? "" : toQatarInput(p.startsAt),
    endsAt: copy ? "" : toQatarInput(p.endsAt),
    minSubtotal: money(p.minSubtotal),
    minQuantity: text(p.minQuantity),
    firstOrderOnly: p.firstOrderOnly ?? false,
    areas: [...(p.areas ?? [])],
    usageLimit: text(p.usageLimit),
    usageLimitPerPhone: text(p.usageLimitPerPhone),
    maxDiscount: money(p.maxDiscount),
    scope: {
      products: [...(scope.products ?? [])],
      variants: [...(scope.variants ?? [])],
      categories: [...(scope.categories ?? [])],
      families: [...(scope.families ?? [])],
      bundles: [...(scope.bundles ?? [])],
      variantKinds: [...(scope.variantKinds ?? [])],
    },
    combinable: p.combinable ?? false,
    paused: copy ? false : (p.paused ?? false),
    buyQuantity: text(p.buyQuantity),
    getQuantity: text(p.getQuantity),
    gift: p.gift ? `${p.gift.productId}|${p.gift.variantId}` : "",
  };
}

/** "Free sample with any full bottle": one full bottle in the order brings the gift, free. */
export function freeSampleWithBottle(values: PromotionFormValues): PromotionFormValues {
  return {
    ...values,
    type: "buy_x_get_y",
    value: "100",
    buyQuantity: "1",
    getQuantity: "1",
    scope: { ...values.scope, variantKinds: ["bottle"] },
  };
}

const FORM_MESSAGES = {
  amount: "Enter an amount in QR, e.g. 20 or 20.50.",
  whole: "Enter a whole number.",
  percent: "Enter a whole percentage, e.g. 20.",
  code: "A code is 3 to 32 letters, digits or dashes.",
  newDates: "Give the copy its own dates.",
} as const;

type Issue = { path: string[]; message: string };

/** One code as the contract checks it (the form names the wrong one, where the list's check would not). */
const codeSchema = promotionFields.shape.codes.unwrap().element;

/** The form's codes text as codes: one per line (or between commas), each made comparable ("eid ٢٠٢٦" → "EID2026"). */
export function readCodes(textValue: string): string[] {
  return textValue
    .split(/[\n,;]+/)
    .map((code) => normaliseCode(code))
    .filter((code) => code !== "");
}

/**
 * Reads the form's text into a promotion as the contract takes it, with the problems of the text
 * itself (an amount that is not one) on their fields. Fields a type does not use are cleared.
 */
function readPromotionForm(values: PromotionFormValues): { candidate: Record<string, unknown>; issues: Issue[] } {
  const issues: Issue[] = [];
  const problem = (path: string, message: string) => issues.push({ path: path.split("."), message });
  const qr = (value: string, field: string): number | null => {
    if (value.trim() === "") return null;
    const amount = parseQR(normaliseDigits(value));
    if (amount === null) problem(field, FORM_MESSAGES.amount);
    return amount;
  };
  const whole = (value: string, field: string, message: string = FORM_MESSAGES.whole): number | null => {
    const cleaned = normaliseDigits(value).trim().replace(/%$/, "").trim();
    if (cleaned === "") return null;
    if (!/^\d{1,9}$/.test(cleaned)) {
      problem(field, message);
      return null;
    }
    return Number(cleaned);
  };
  const { type } = values;
  const automatic = values.applies === "automatic";
  const value =
    type === "free_delivery"
      ? 0
      : AMOUNT_TYPES.includes(type)
        ? (qr(values.value, "value") ?? 0)
        : (whole(values.value, "value", FORM_MESSAGES.percent) ?? 0);
  const codes = automatic ? [] : readCodes(values.codes);
  const wrongCode = codes.find((code) => !codeSchema.safeParse(code).success);
  if (wrongCode !== undefined) problem("codes", `${FORM_MESSAGES.code} (${wrongCode})`);
  const buyXGetY = type === "buy_x_get_y";
  const [giftProduct, giftVariant] = values.gift.split("|");
  const scope = Object.fromEntries(
    SCOPE_LISTS.filter((list) => values.scope[list].length > 0).map((list) => [list, values.scope[list]]),
  );
  const candidate = {
    name: { en: values.name.en, ar: values.name.ar },
    type,
    value,
    automatic,
    startsAt: values.startsAt.trim() || null,
    endsAt: values.endsAt.trim() || null,
    minSubtotal: qr(values.minSubtotal, "minSubtotal"),
    minQuantity: whole(values.minQuantity, "minQuantity"),
    firstOrderOnly: values.firstOrderOnly,
    areas: values.areas,
    usageLimit: whole(values.usageLimit, "usageLimit"),
    usageLimitPerPhone: whole(values.usageLimitPerPhone, "usageLimitPerPhone"),
    maxDiscount: qr(values.maxDiscount, "maxDiscount"),
    scope,
    combinable: values.combinable,
    paused: values.paused,
    buyQuantity: buyXGetY ? whole(values.buyQuantity, "buyQuantity") : null,
    getQuantity: buyXGetY ? whole(values.getQuantity, "getQuantity") : null,
    gift: buyXGetY && giftProduct && giftVariant ? { productId: giftProduct, variantId: giftVariant } : null,
    ...(codes.length > 0 && wrongCode === undefined ? { codes } : {}),
    usesPerCode: automatic ? null : whole(values.usesPerCode, "usesPerCode"),
  };
  return { candidate, issues };
}

/**
 * A field the API or the schema names ("codes.2", "scope.products.0", "gift.variantId") as the
 * form's field: a list is one input here, the gift one picker, `automatic` the "how it applies" choice.
 */
export function formFieldOf(field: string): string {
  const parts = field.split(".");
  const index = parts.findIndex((part) => /^\d+$/.test(part));
  const name = (index === -1 ? parts : parts.slice(0, index)).join(".");
  if (name === "automatic") return "applies";
  if (name.startsWith("gift")) return "gift";
  return name || "root";
}

/**
 * The form's schema for react-hook-form (app/admin/ui/zod-resolver.ts): the text read, then the
 * contract's schema applied, its problems put on the form's fields. `newDates`: a duplicate, which
 * must be given its own start.
 */
export function promotionFormSchema(options: { newDates?: boolean } = {}) {
  return z.custom<PromotionFormValues>().transform((values, ctx) => {
    const { candidate, issues } = readPromotionForm(values);
    if (options.newDates && !values.startsAt.trim()) issues.push({ path: ["startsAt"], message: FORM_MESSAGES.newDates });
    const parsed = newPromotionSchema.safeParse(candidate);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        issues.push({ path: formFieldOf(issue.path.map(String).join(".")).split("."), message: issue.message });
    if (issues.length > 0 || !parsed.success) {
      for (const issue of issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
      return z.NEVER;
    }
    return parsed.data;
  });
}

export type PromotionFormOutput = z.output<ReturnType<typeof promotionFormSchema>>;
