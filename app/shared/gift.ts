// Gifting (docs/product.md#gifting, docs/decisions/036): what a shopper may ask for when the order
// is a gift, and how the gift wrap is priced. Shared by the checkout and POST /api/orders, so both
// apply the same rules; the wrap's price always comes from the shop's settings, never the client.
import { z } from "zod";
import { fieldCode, type FieldMessage } from "./field-errors";
import { isInvisible, plainString, stripBidiControls } from "./text-rules";
import { displayPhone, isValidQatarPhone, PHONE_CHARACTERS, toE164 } from "./phone";

/** The card's message, in characters as a reader counts them (an emoji is one). */
export const GIFT_MESSAGE_MAX = 250;
export const RECIPIENT_NAME_MAX = 100;
const RECIPIENT_PHONE_MAX = 30;
const RECIPIENT_PHONE_ERROR = "Please enter a valid +974 phone number for the recipient.";

/** The owner's gift-wrap setting: offered or not, and its price in dirhams (0 = free). */
export interface GiftWrapSetting {
  offered: boolean;
  price: number;
}
/** Until the owner says otherwise: wrap offered, free. */
export const DEFAULT_GIFT_WRAP: GiftWrapSetting = { offered: true, price: 0 };
/** The most an owner may charge for wrapping (QR 1,000): a typo guard, not a business rule. */
export const GIFT_WRAP_MAX_PRICE = 100_000;

/** Characters as the checkout counts them and the API limits them (code points, not UTF-16 units). */
export const giftMessageLength = (text: string) => Array.from(text).length;

/** The message as it is kept: bidirectional marks removed, ends trimmed (lines inside kept). */
export const cleanGiftMessage = (text: string) => stripBidiControls(text).trim();

const message = plainString("Gift message", { multiline: true })
  .overwrite(cleanGiftMessage)
  .refine((v) => giftMessageLength(v) <= GIFT_MESSAGE_MAX, {
    error: `The gift message must be at most ${GIFT_MESSAGE_MAX} characters.`,
    params: fieldCode("tooLong"),
  })
  .optional()
  .nullable()
  .transform((v) => (v && !isInvisible(v) ? v : undefined));

const recipientSchema = z.object({
  name: plainString("Recipient name", { error: "The recipient's name is required." })
    .overwrite(stripBidiControls)
    .trim()
    .refine((v) => !isInvisible(v), { error: "The recipient's name is required.", params: fieldCode("required") })
    .max(RECIPIENT_NAME_MAX, `The recipient's name must be at most ${RECIPIENT_NAME_MAX} characters.`),
  phone: z
    .string({ error: "The recipient's phone is required." })
    .trim()
    .min(1, "The recipient's phone is required.")
    .max(RECIPIENT_PHONE_MAX, RECIPIENT_PHONE_ERROR)
    .refine((v) => PHONE_CHARACTERS.test(v) && isValidQatarPhone(v), RECIPIENT_PHONE_ERROR),
});

/** `gift` in the order body: every part optional; a body without it is not a gift. */
export const giftRequestSchema = z.object({
  message,
  wrap: z.boolean({ error: "wrap is true or false." }).optional(),
  /** Someone other than the shopper receives it: the driver calls them. */
  recipient: recipientSchema.optional(),
  hidePrices: z.boolean({ error: "hidePrices is true or false." }).optional(),
});
export type GiftRequest = z.output<typeof giftRequestSchema>;

/** The gift as an order keeps it. */
export interface OrderGift {
  message: string | null;
  wrap: boolean;
  /** What the wrap cost (dirhams, 0 = free or no wrap), priced by the server when ordered. */
  wrapPrice: number;
  recipient: { name: string; phone: string; phoneNumber: string | null } | null;
  hidePrices: boolean;
}

export type GiftPricing = { ok: true; gift: OrderGift | null } | { ok: false; errors: FieldMessage[] };

/**
 * The order's gift from the request and the owner's wrap setting: the wrap at the shop's price, the
 * recipient's phone stored as staff read it (+974 XXXX XXXX) with its E.164 form. A wrap the shop
 * no longer offers is refused (the checkout showed it when it was).
 */
export function priceGift(request: Partial<GiftRequest> | undefined, wrap: GiftWrapSetting): GiftPricing {
  if (!request) return { ok: true, gift: null };
  if (request.wrap && !wrap.offered) {
    return { ok: false, errors: [{ field: "gift.wrap", message: "Gift wrap is not offered just now.", code: "notAllowed" }] };
  }
  const recipient = request.recipient
    ? {
        name: request.recipient.name,
        phone: displayPhone(request.recipient.phone) ?? request.recipient.phone,
        phoneNumber: toE164(request.recipient.phone),
      }
    : null;
  return {
    ok: true,
    gift: {
      message: request.message ?? null,
      wrap: request.wrap === true,
      wrapPrice: request.wrap ? wrap.price : 0,
      recipient,
      hidePrices: request.hidePrices === true,
    },
  };
}

/** What the gift adds to the order's total (dirhams). */
export const giftCharge = (gift: OrderGift | null | undefined) => (gift?.wrap ? gift.wrapPrice : 0);

/**
 * Who pays a gift (decision 036): with a recipient other than the shopper, the shopper does and the
 * recipient is asked for nothing at the door; otherwise the one who receives pays on delivery.
 */
export const recipientPays = (gift: OrderGift | null | undefined) => !gift?.recipient;

/** Reads a stored gift (JSON) trusting nothing: a row that is not one reads as no gift. */
const storedGift = z.object({
  message: z.string().nullable().catch(null),
  wrap: z.boolean().catch(false),
  wrapPrice: z.number().int().nonnegative().catch(0),
  recipient: z
    .object({ name: z.string(), phone: z.string(), phoneNumber: z.string().nullable().catch(null) })
    .nullable()
    .catch(null),
  hidePrices: z.boolean().catch(false),
});
export function parseStoredGift(json: string | null | undefined): OrderGift | null {
  if (!json) return null;
  try {
    const parsed = storedGift.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The owner's wrap setting from its two shop_settings rows; anything unreadable is the default. */
export function readGiftWrapSetting(offered: string | undefined, price: string | undefined): GiftWrapSetting {
  const n = Number(price);
  return {
    offered: offered === undefined ? DEFAULT_GIFT_WRAP.offered : offered === "true",
    price: price !== undefined && Number.isInteger(n) && n >= 0 && n <= GIFT_WRAP_MAX_PRICE ? n : DEFAULT_GIFT_WRAP.price,
  };
}
