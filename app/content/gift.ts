// Gifting's texts at checkout, on the confirmation and on the tracking page, in both editions
// (docs/product.md#gifting, decision 036). Only those pages import them, so they ride in their own
// scripts and cost the home page's budget nothing, as app/content/track.ts does.
import type { Locale } from "../i18n";

interface GiftTexts {
  isGift: string;
  isGiftHint: string;
  heading: string;
  message: string;
  messagePlaceholder: string;
  /** "{count} / {max}" characters, live under the message. */
  count: string;
  wrap: string;
  /** The wrap's price beside its checkbox: "(+ QR 15.00)" or "(free)". */
  wrapPrice: string;
  wrapFree: string;
  someoneElse: string;
  recipientName: string;
  recipientPhone: string;
  /** Who pays when someone else receives (decision 036). */
  payerNote: string;
  hidePrices: string;
  hidePricesHint: string;
  errors: {
    messageTooLong: string;
    messageNotAllowed: string;
    recipientName: string;
    recipientPhone: string;
    wrapOff: string;
    /** The toast when the gift's details need fixing. */
    title: string;
    description: string;
  };
  /** The summary's, confirmation's and tracking page's line. */
  wrapLine: string;
  giftFor: string;
  giftLine: string;
}

export const giftTexts: Record<Locale, GiftTexts> = {
  en: {
    isGift: "This is a gift",
    isGiftHint: "Add a card with your message, gift wrap, or send it straight to someone.",
    heading: "Gift Details",
    message: "Gift message",
    messagePlaceholder: "Printed on a card inside the parcel",
    count: "{count} / {max}",
    wrap: "Gift wrap",
    wrapPrice: "(+ {price})",
    wrapFree: "(free)",
    someoneElse: "Someone else receives it",
    recipientName: "Recipient's name",
    recipientPhone: "Recipient's phone",
    payerNote:
      "Our driver calls the recipient to deliver, and asks them for nothing: you pay. We will call you to arrange your payment before the gift goes out.",
    hidePrices: "Hide prices on the packing slip",
    hidePricesHint: "The slip in the parcel shows no prices at all.",
    errors: {
      messageTooLong: "The gift message can be at most 250 characters.",
      messageNotAllowed: "The gift message contains characters that are not allowed.",
      recipientName: "Please enter the recipient's name.",
      recipientPhone: "Please enter a valid +974 phone number for the recipient.",
      wrapOff: "Gift wrap is not available just now. Please untick it.",
      title: "Gift Details",
      description: "Please check the gift details.",
    },
    wrapLine: "Gift wrap",
    giftFor: "A gift for {name}",
    giftLine: "A gift",
  },
  ar: {
    isGift: "هذا الطلب هدية",
    isGiftHint: "أضف بطاقة برسالتك، أو تغليف هدية، أو أرسلها مباشرة إلى شخص آخر.",
    heading: "تفاصيل الهدية",
    message: "رسالة الهدية",
    messagePlaceholder: "تُطبع على بطاقة داخل الطرد",
    count: "{count} / {max}",
    wrap: "تغليف هدية",
    wrapPrice: "(+ {price})",
    wrapFree: "(مجاني)",
    someoneElse: "يستلمها شخص آخر",
    recipientName: "اسم المستلم",
    recipientPhone: "هاتف المستلم",
    payerNote: "يتصل مندوبنا بالمستلم لتسليم الهدية ولا يطلب منه أي مبلغ: الدفع عليك. سنتصل بك لترتيب الدفع قبل خروج الهدية.",
    hidePrices: "إخفاء الأسعار من قائمة التعبئة",
    hidePricesHint: "لا تظهر أي أسعار على القائمة داخل الطرد.",
    errors: {
      messageTooLong: "يمكن أن تحتوي رسالة الهدية على 250 حرفًا كحد أقصى.",
      messageNotAllowed: "تحتوي رسالة الهدية على أحرف غير مسموح بها.",
      recipientName: "يرجى إدخال اسم المستلم.",
      recipientPhone: "يرجى إدخال رقم هاتف صحيح للمستلم يبدأ بـ ‎+974.",
      wrapOff: "تغليف الهدية غير متاح حاليًا. يرجى إلغاء اختياره.",
      title: "تفاصيل الهدية",
      description: "يرجى التحقق من تفاصيل الهدية.",
    },
    wrapLine: "تغليف الهدية",
    giftFor: "هدية إلى {name}",
    giftLine: "هدية",
  },
};
