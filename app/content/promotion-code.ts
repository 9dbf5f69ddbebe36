// The promotion code field's texts at checkout and on the confirmation, in both editions
// (decision 035). Only those pages import them, so the home page's script does not carry them,
// as app/content/gift.ts does. Refusals and nudges are worded by app/shared/promotions/messages.ts.
import type { Locale } from "../i18n";

interface PromotionCodeTexts {
  label: string;
  placeholder: string;
  apply: string;
  remove: string;
  /** "Code {code} applied" beside Remove. */
  applied: string;
  /** The summary's line: "Discount ({code})" or just "Discount" for automatic offers. */
  discount: string;
  discountWithCode: string;
  /** A free line a promotion added. */
  free: string;
  /** 409 promotion_changed: the offers moved between the quote and the order. */
  changed: string;
  changedTitle: string;
  refusedTitle: string;
  /** The quote could not be asked (network): the summary keeps the catalogue's prices. */
  unavailable: string;
}

export const promotionCodeTexts: Record<Locale, PromotionCodeTexts> = {
  en: {
    label: "Promotion code",
    placeholder: "Enter your code",
    apply: "Apply",
    remove: "Remove",
    applied: "Code {code} applied",
    discount: "Discount",
    discountWithCode: "Discount ({code})",
    free: "Free",
    changed: "The offers on your order have changed. Please check the new total and place your order again.",
    changedTitle: "Your offers changed",
    refusedTitle: "This code cannot be used",
    unavailable: "We could not check offers right now. Please try again.",
  },
  ar: {
    label: "رمز العرض",
    placeholder: "أدخل الرمز",
    apply: "تطبيق",
    remove: "إزالة",
    applied: "تم تطبيق الرمز {code}",
    discount: "الخصم",
    discountWithCode: "الخصم ({code})",
    free: "مجاني",
    changed: "تغيّرت العروض على طلبك. يرجى مراجعة المجموع الجديد وتأكيد الطلب مرة أخرى.",
    changedTitle: "تغيّرت عروضك",
    refusedTitle: "لا يمكن استخدام هذا الرمز",
    unavailable: "تعذّر التحقق من العروض الآن. يرجى المحاولة مرة أخرى.",
  },
};
