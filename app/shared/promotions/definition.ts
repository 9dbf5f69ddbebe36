// What a promotion is, as the owner writes it and the server stores it (docs/decisions/035): the
// one schema the admin API parses, the store re-reads and the pricing module trusts. Amounts are
// integer dirhams, percentages whole numbers; instants are stored as UTC ISO text, written by the
// owner in Qatar time (app/shared/qatar-days.ts).
import { z } from "zod";
import { CATEGORIES } from "../catalogue";
import { CITIES } from "../order-schema";
import { normaliseDigits } from "../phone";
import { plainString } from "../text-rules";
import { VARIANT_KINDS } from "../variants";
import { addDays, isDay, QATAR_UTC_OFFSET } from "../qatar-days";

export const PROMOTION_TYPES = ["percentage", "fixed", "free_delivery", "buy_x_get_y", "spend_threshold"] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** Derived from the dates, the pause and the clock; never stored. */
/** @public For the Promotions section's filters. */
export const PROMOTION_STATUSES = ["scheduled", "active", "ended", "paused"] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** A code as the shop stores and compares it: 3 to 32 of A-Z, 0-9 and "-". */
const CODE_PATTERN = /^[A-Z0-9-]{3,32}$/;

/**
 * A code as the shopper typed it, made comparable: Arabic-Indic digits become 0-9, letters upper
 * case, spaces dropped ("eid ٢٠٢٦" → "EID2026"). Full-width letters fold through NFKC.
 */
export function normaliseCode(typed: string): string {
  return normaliseDigits(typed.normalize("NFKC")).replace(/\s+/g, "").toUpperCase();
}

const CODE_ERROR = "A code is 3 to 32 letters, digits or dashes.";
const codeSchema = z
  .string({ error: CODE_ERROR })
  .max(64, CODE_ERROR)
  .transform(normaliseCode)
  .refine((v) => CODE_PATTERN.test(v), CODE_ERROR);

/**
 * "2026-12-01" (that Qatar day's first instant; as an end, the instant the next day starts),
 * "2026-12-01T18:00" (Qatar time) or an ISO instant with its zone. Out: UTC ISO text.
 */
export function qatarInstant(value: string, side: "start" | "end"): string | null {
  let text = value.trim();
  if (isDay(text)) text = `${side === "end" ? addDays(text, 1) : text}T00:00:00${QATAR_UTC_OFFSET}`;
  else if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text)) text = `${text}${QATAR_UTC_OFFSET}`;
  else if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

const DATE_ERROR = "Use a date (2026-12-01), a Qatar time (2026-12-01T18:00) or an ISO instant.";
const instant = (side: "start" | "end") =>
  z
    .string({ error: DATE_ERROR })
    .max(40, DATE_ERROR)
    .transform((v, ctx) => {
      const out = qatarInstant(v, side);
      if (out === null) {
        ctx.addIssue({ code: "custom", message: DATE_ERROR });
        return z.NEVER;
      }
      return out;
    });

const id = plainString("The id").min(1).max(64);
const ids = z.array(id).max(500);
const dirhams = (label: string) =>
  z
    .number({ error: `${label} is a whole number of dirhams.` })
    .int(`${label} is a whole number of dirhams.`)
    .min(0, `${label} cannot be negative.`)
    .max(100_000_000, `${label} is too large.`);
const count = (label: string) =>
  z
    .number({ error: `${label} is a whole number.` })
    .int(`${label} is a whole number.`)
    .min(1, `${label} is at least 1.`)
    .max(1_000_000, `${label} is too large.`);

/** Which lines a promotion is about; empty (or absent) = the whole order. A line in any list counts. */
const scopeSchema = z.object({
  products: ids.optional(),
  variants: ids.optional(),
  categories: z.array(z.enum(CATEGORIES)).max(3).optional(),
  families: ids.optional(),
  bundles: ids.optional(),
  /** e.g. ["bottle"]: "any full bottle". */
  variantKinds: z.array(z.enum(VARIANT_KINDS)).max(VARIANT_KINDS.length).optional(),
});

const nameText = (label: string) =>
  plainString(label, { error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(100, `${label} is too long.`);

/** The fields, without the rules that tie them together (a PATCH sends some of them). */
export const promotionFields = z.object({
  name: z.object({ en: nameText("English name"), ar: nameText("Arabic name") }),
  type: z.enum(PROMOTION_TYPES, { error: `Type must be one of: ${PROMOTION_TYPES.join(", ")}.` }),
  /** Percent (1-100) for percentage and buy_x_get_y (off the Y units; 100 = free), dirhams for fixed and spend_threshold. */
  value: z.number({ error: "Value is a whole number." }).int("Value is a whole number.").min(0).max(100_000_000),
  automatic: z.boolean({ error: "Say whether it applies itself (automatic) or needs a code." }),
  startsAt: instant("start").nullable().optional(),
  endsAt: instant("end").nullable().optional(),
  minSubtotal: dirhams("The minimum subtotal").nullable().optional(),
  minQuantity: count("The minimum quantity").nullable().optional(),
  firstOrderOnly: z.boolean().optional(),
  /** Delivery areas it holds in; absent or empty = everywhere. */
  areas: z.array(z.enum(CITIES)).max(CITIES.length).optional(),
  usageLimit: count("The usage limit").nullable().optional(),
  usageLimitPerPhone: count("The limit per phone").nullable().optional(),
  maxDiscount: dirhams("The cap").nullable().optional(),
  scope: scopeSchema.optional(),
  combinable: z.boolean().optional(),
  paused: z.boolean().optional(),
  /** buy_x_get_y: buy this many in scope… */
  buyQuantity: count("Buy quantity").max(100).nullable().optional(),
  /** …get this many: the cheapest in scope, or of the gift. */
  getQuantity: count("Get quantity").max(100).nullable().optional(),
  /** buy_x_get_y: a line the server adds for free (a 2 ml sample), once per order. */
  gift: z.object({ productId: id, variantId: id }).nullable().optional(),
  /** Codes the shopper may type; codes are only for promotions that are not automatic. */
  codes: z.array(codeSchema).max(1000, "At most 1,000 codes at once; generate more with /codes.").optional(),
  /** Uses each code allows; null = the promotion's limits only (generated codes default to 1). */
  usesPerCode: count("Uses per code").nullable().optional(),
});

type Fields = z.output<typeof promotionFields>;

/** The rules between fields: applied to a new promotion and to one after a PATCH. */
export function checkPromotion(p: Fields, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if ((p.type === "percentage" || p.type === "buy_x_get_y") && (p.value < 1 || p.value > 100))
    issue("value", "A percentage is from 1 to 100.");
  if ((p.type === "fixed" || p.type === "spend_threshold") && p.value < 1) issue("value", "Give the amount off in dirhams.");
  if (p.type === "spend_threshold" && !p.minSubtotal) issue("minSubtotal", "A spend threshold needs the amount to spend.");
  if (p.type === "buy_x_get_y" && (!p.buyQuantity || !p.getQuantity)) issue("buyQuantity", "Buy X get Y needs both quantities.");
  if (p.automatic && p.codes && p.codes.length > 0) issue("codes", "An automatic promotion has no codes.");
  if (p.startsAt && p.endsAt && p.startsAt >= p.endsAt) issue("endsAt", "The end is before the start.");
  if (p.codes && new Set(p.codes).size !== p.codes.length) issue("codes", "A code is listed twice.");
}

export const promotionInputSchema = promotionFields.superRefine(checkPromotion);
export type PromotionInput = z.output<typeof promotionInputSchema>;

/** A stored promotion's rules (its codes live in their own table). */
export type PromotionDefinition = Omit<PromotionInput, "codes">;

export function promotionStatus(p: Pick<PromotionDefinition, "paused" | "startsAt" | "endsAt">, now: Date): PromotionStatus {
  const at = now.toISOString();
  if (p.endsAt && at >= p.endsAt) return "ended";
  if (p.paused) return "paused";
  if (p.startsAt && at < p.startsAt) return "scheduled";
  return "active";
}
