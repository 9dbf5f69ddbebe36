// What the wishlist and back-in-stock endpoints accept (docs/decisions/048-wishlist-and-back-in-stock.md).
import { z } from "zod";
import { parseRecipient, type Recipient } from "./account";
import { PRODUCT_ID_PATTERN, WISHLIST_MAX } from "./wishlist";

const productId = z.string({ error: "Choose a perfume." }).regex(PRODUCT_ID_PATTERN, "Choose a perfume.");

export const productIdSchema = productId;

/** POST /api/account/wishlist/merge: the browser's list, merged into the account's. */
export const wishlistMergeSchema = z
  .object({ productIds: z.array(productId).max(WISHLIST_MAX, `At most ${WISHLIST_MAX} perfumes.`) })
  .strict();

const CONSENT_ERROR = "Please agree to be sent one message when this size is back.";

/**
 * POST /api/back-in-stock: a sold-out size, and a phone or an e-mail (or neither, when signed in:
 * the account's own), the page's language and the shopper's consent to one message.
 */
export function parseBackInStock(
  body: unknown,
): z.ZodSafeParseResult<{ variantId: string; language: "en" | "ar"; recipient: Recipient | null }> {
  const value = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const { variantId, consent, language, ...rest } = value;
  const base = z
    .object({
      variantId: z.string({ error: "Choose a size." }).regex(PRODUCT_ID_PATTERN, "Choose a size."),
      consent: z.literal(true, { error: CONSENT_ERROR }),
      language: z.enum(["en", "ar"], { error: "Choose English or Arabic." }),
    })
    .safeParse({ variantId, consent, language });
  const given = Object.keys(rest).length > 0;
  const recipient = given ? parseRecipient(rest) : null;
  if (base.success && (!recipient || recipient.success))
    return {
      success: true,
      data: { variantId: base.data.variantId, language: base.data.language, recipient: recipient ? recipient.data : null },
    };
  const issues = [...(base.success ? [] : base.error.issues), ...(recipient && !recipient.success ? recipient.error.issues : [])];
  return { success: false, error: new z.ZodError(issues) } as never;
}
