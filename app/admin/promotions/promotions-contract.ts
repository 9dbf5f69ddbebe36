// The admin API for promotions (GET/POST/PATCH /api/admin/promotions[/:id], codes, CSV): what it
// accepts and answers. Types and schemas only; the server parses with these and its answers
// `satisfy` these types (docs/decisions/035).
import { z } from "zod";
import {
  promotionFields,
  promotionInputSchema,
  type PromotionDefinition,
  type PromotionStatus,
} from "../../shared/promotions/definition";

/** POST /api/admin/promotions. */
export const newPromotionSchema = promotionInputSchema;
/** @public For the Promotions section (built against this contract). */
export type NewPromotion = z.input<typeof newPromotionSchema>;

/**
 * PATCH /api/admin/promotions/:id: any of the fields; the result must still be a valid promotion.
 * `codes` adds codes (codes already given stay: they may have uses). `null` clears an optional field.
 */
export const promotionPatchSchema = promotionFields.partial().strict();
/** @public For the Promotions section (built against this contract). */
export type PromotionPatch = z.input<typeof promotionPatchSchema>;

/** POST /api/admin/promotions/:id/codes: N random codes, each allowing `usesPerCode` (default 1). */
export const generateCodesSchema = z
  .object({
    count: z.number().int("A whole number of codes.").min(1, "At least 1 code.").max(5000, "At most 5,000 codes at once."),
    prefix: z
      .string()
      .max(12, "A prefix has at most 12 characters.")
      .regex(/^[A-Za-z0-9]*$/, "A prefix is letters and digits.")
      .optional(),
    usesPerCode: z.number().int().min(1).max(1_000_000).nullable().optional(),
  })
  .strict();
/** @public For the Promotions section (built against this contract). */
export type GenerateCodes = z.input<typeof generateCodesSchema>;

export interface PromotionSummary extends PromotionDefinition {
  id: string;
  status: PromotionStatus;
  /** Orders not cancelled that used it. */
  uses: number;
  /** Dirhams given by it on those orders. */
  discountGiven: number;
  codeCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface PromotionDetail extends PromotionSummary {
  /** The first 200 codes; the CSV export lists them all. */
  codes: { code: string; maxUses: number | null; uses: number }[];
}

export interface PromotionList {
  promotions: PromotionSummary[];
}

export interface GeneratedCodes {
  codes: string[];
}

/** Columns of GET /api/admin/promotions/:id/codes.csv. */
export const CODE_CSV_COLUMNS = ["Code", "Uses allowed", "Uses", "Created at"] as const;
