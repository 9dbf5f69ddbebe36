// Store credit's texts for the shopper (docs/decisions/051-store-credit.md): at checkout, on the
// confirmation and on the account page, in both editions. Only those pages import them, so the
// home page's script does not carry them (as app/content/promotion-code.ts).
import type { Locale } from "../i18n";
import type { StoreCreditKind } from "../shared/store-credit";

interface StoreCreditTexts {
  /** The line on the summary, the confirmation and the e-mail. */
  line: string;
  /** Checkout: "You have {amount} in store credit". */
  available: string;
  use: string;
  /** Checkout: the phone typed is not the account's, so its credit cannot be used. */
  otherPhone: string;
  /** Checkout: what is left to pay after the credit. */
  leftToPay: string;
  /** 409 store_credit_changed. */
  changedTitle: string;
  changed: string;
  /** 401 sign_in_for_credit. */
  signIn: string;
  /** Account page. */
  title: string;
  balance: string;
  expires: string;
  none: string;
  history: string;
  order: string;
  kinds: Record<StoreCreditKind, string>;
}

export const storeCreditTexts: Record<Locale, StoreCreditTexts> = {
  en: {
    line: "Store credit",
    available: "You have {amount} in store credit.",
    use: "Use my store credit",
    otherPhone: "Store credit can only be used with your account's phone number ({phone}).",
    leftToPay: "Left to pay",
    changedTitle: "Your store credit has changed.",
    changed: "Your store credit has changed. Please check the new total and order again.",
    signIn: "Please sign in to use your store credit.",
    title: "Store credit",
    balance: "Balance",
    expires: "Use it by {date}.",
    none: "You have no store credit.",
    history: "History",
    order: "Order {order}",
    kinds: {
      issued: "Credit received",
      used: "Used on an order",
      given_back: "Returned from a cancelled order",
      expired: "Expired",
      adjusted: "Adjusted by the shop",
    },
  },
  ar: {
    line: "رصيد المتجر",
    available: "لديك {amount} رصيدًا في المتجر.",
    use: "استخدم رصيدي في المتجر",
    otherPhone: "يمكن استخدام رصيد المتجر فقط مع رقم هاتف حسابك ({phone}).",
    leftToPay: "المتبقي للدفع",
    changedTitle: "تغيّر رصيدك في المتجر.",
    changed: "تغيّر رصيدك في المتجر. يرجى مراجعة الإجمالي الجديد ثم الطلب مرة أخرى.",
    signIn: "يرجى تسجيل الدخول لاستخدام رصيدك في المتجر.",
    title: "رصيد المتجر",
    balance: "الرصيد",
    expires: "استخدمه قبل {date}.",
    none: "ليس لديك رصيد في المتجر.",
    history: "السجل",
    order: "الطلب {order}",
    kinds: {
      issued: "رصيد مُضاف",
      used: "استُخدم في طلب",
      given_back: "أُعيد من طلب ملغى",
      expired: "انتهت صلاحيته",
      adjusted: "تعديل من المتجر",
    },
  },
};
