// Why a code (or an offer) does not apply, as codes the server sends and the storefront words in
// the shopper's language. Kept beside the pricing rules so the cart, the checkout and the API's
// problem details say the same thing.
import { formatPrice } from "../money";

/** @public Every reason, for clients that word them. */
export const PROMOTION_MESSAGE_CODES = [
  "unknown",
  "expired",
  "not_started",
  "paused",
  "min_subtotal",
  "min_quantity",
  "used_up",
  "used_by_phone",
  "first_order_only",
  "not_for_area",
  "not_for_items",
  "not_better",
] as const;
export type PromotionMessageCode = (typeof PROMOTION_MESSAGE_CODES)[number];

export interface PromotionMessage {
  code: PromotionMessageCode;
  /** The promotion it is about, when there is one. */
  promotionId?: string;
  /** min_subtotal: dirhams still to add. min_quantity: items still to add. */
  amountNeeded?: number;
}

type Words = (amount: string) => string;

const WORDS: Record<PromotionMessageCode, { en: Words; ar: Words }> = {
  unknown: { en: () => "This code does not exist.", ar: () => "هذا الرمز غير موجود." },
  expired: { en: () => "This code has expired.", ar: () => "انتهت صلاحية هذا الرمز." },
  not_started: { en: () => "This code is not valid yet.", ar: () => "هذا الرمز غير صالح بعد." },
  paused: { en: () => "This offer is paused for now.", ar: () => "هذا العرض متوقف حالياً." },
  min_subtotal: {
    en: (amount) => `Add ${amount} more to use this code.`,
    ar: (amount) => `أضف ${amount} أخرى لاستخدام هذا الرمز.`,
  },
  min_quantity: {
    en: (amount) => `Add ${amount} more item(s) to use this code.`,
    ar: (amount) => `أضف ${amount} من المنتجات لاستخدام هذا الرمز.`,
  },
  used_up: { en: () => "This code has been used up.", ar: () => "تم استخدام هذا الرمز بالكامل." },
  used_by_phone: {
    en: () => "You have already used this code.",
    ar: () => "لقد استخدمت هذا الرمز من قبل.",
  },
  first_order_only: {
    en: () => "This code is for a first order only.",
    ar: () => "هذا الرمز للطلب الأول فقط.",
  },
  not_for_area: {
    en: () => "This code is not valid for your delivery area.",
    ar: () => "هذا الرمز غير صالح لمنطقة التوصيل الخاصة بك.",
  },
  not_for_items: {
    en: () => "This code does not apply to the items in your cart.",
    ar: () => "هذا الرمز لا ينطبق على المنتجات في سلتك.",
  },
  not_better: {
    en: () => "A better offer is already applied to your cart.",
    ar: () => "تم تطبيق عرض أفضل على سلتك بالفعل.",
  },
};

/** The message in the shopper's language. */
export function wordPromotionMessage(message: PromotionMessage, locale: "en" | "ar"): string {
  const amount =
    message.amountNeeded === undefined
      ? ""
      : message.code === "min_quantity"
        ? String(message.amountNeeded)
        : formatPrice(message.amountNeeded, locale);
  return WORDS[message.code][locale](amount);
}

/** "Add QR 40.00 more for free delivery" and the like. */
export function wordNudge(
  nudge: { kind: "free_delivery" | "promotion"; amountNeeded: number; name?: { en: string; ar: string } },
  locale: "en" | "ar",
) {
  const amount = formatPrice(nudge.amountNeeded, locale);
  if (nudge.kind === "free_delivery")
    return locale === "ar" ? `أضف ${amount} أخرى للحصول على توصيل مجاني` : `Add ${amount} more for free delivery`;
  const name = nudge.name?.[locale] ?? "";
  return locale === "ar" ? `أضف ${amount} أخرى للحصول على ${name}` : `Add ${amount} more for ${name}`;
}
