// The return request's texts on the tracking page (docs/decisions/050-returns.md), in both
// editions. Only the tracking page imports them, so they cost the other pages nothing.
import type { Locale } from "../i18n";
import type { RefundKind, ReturnReason, ReturnStatus } from "../shared/returns";

interface ReturnTexts {
  heading: string;
  intro: string;
  start: string;
  loading: string;
  policy: string;
  until: string;
  closed: Record<"not-delivered" | "window-over" | "nothing-left", string>;
  item: string;
  quantity: string;
  of: string;
  none: string;
  reason: string;
  chooseReason: string;
  reasons: Record<ReturnReason, string>;
  refund: string;
  refunds: Record<RefundKind, string>;
  refundHints: Record<RefundKind, string>;
  submit: string;
  sending: string;
  chooseItems: string;
  sent: string;
  failed: string;
  tooMany: string;
  yours: string;
  statuses: Record<ReturnStatus, string>;
  pickup: string;
  refunded: string;
  message: string;
}

export const returnTexts: Record<Locale, ReturnTexts> = {
  en: {
    heading: "Return items",
    intro: "Changed your mind? Unopened perfumes can come back to us within the return window.",
    start: "Start a return",
    loading: "Loading your order's items…",
    policy: "Our return policy",
    until: "You can ask for a return until {date}.",
    closed: {
      "not-delivered": "Returns open once your order is delivered.",
      "window-over": "The return window for this order has closed.",
      "nothing-left": "Every item of this order is already being returned.",
    },
    item: "Item",
    quantity: "Quantity to return",
    of: "of {n}",
    none: "None",
    reason: "Why are you returning them?",
    chooseReason: "Choose a reason",
    reasons: {
      changed_mind: "I changed my mind",
      wrong_item: "I received the wrong item",
      gift_duplicate: "A gift I already have",
      arrived_damaged: "It arrived damaged",
      not_as_described: "Not as described",
      other: "Another reason",
    },
    refund: "How would you like your money back?",
    refunds: { store_credit: "Store credit", cash: "Cash on pickup", card: "Back to my card", exchange: "An exchange" },
    refundHints: {
      store_credit: "Spend it on your next order.",
      cash: "Our driver hands it to you when collecting the items.",
      card: "To the card you paid with online; a few days depending on your bank.",
      exchange: "We call you to choose another perfume.",
    },
    submit: "Send return request",
    sending: "Sending…",
    chooseItems: "Choose at least one item and a reason.",
    sent: "Thank you. We have your request and will write to you once our team has looked at it.",
    failed: "We could not send your request. Please try again.",
    tooMany: "Too many requests. Please wait a minute and try again.",
    yours: "Your returns",
    statuses: {
      requested: "Requested",
      approved: "Approved",
      refused: "Not accepted",
      pickup_scheduled: "Pickup booked",
      received: "Received",
      refunded: "Refunded",
      exchanged: "Exchanged",
    },
    pickup: "Pickup on {day}",
    refunded: "Refunded {amount}",
    message: "From our team: {message}",
  },
  ar: {
    heading: "إرجاع منتجات",
    intro: "غيّرت رأيك؟ يمكنك إرجاع العطور غير المفتوحة خلال مهلة الإرجاع.",
    start: "ابدأ طلب إرجاع",
    loading: "جارٍ تحميل منتجات طلبك…",
    policy: "سياسة الإرجاع",
    until: "يمكنك طلب الإرجاع حتى {date}.",
    closed: {
      "not-delivered": "يُتاح الإرجاع بعد توصيل طلبك.",
      "window-over": "انتهت مهلة الإرجاع لهذا الطلب.",
      "nothing-left": "جميع منتجات هذا الطلب قيد الإرجاع بالفعل.",
    },
    item: "المنتج",
    quantity: "الكمية المرتجعة",
    of: "من {n}",
    none: "لا شيء",
    reason: "ما سبب الإرجاع؟",
    chooseReason: "اختر السبب",
    reasons: {
      changed_mind: "غيّرت رأيي",
      wrong_item: "وصلني منتج غير الذي طلبته",
      gift_duplicate: "هدية لديّ مثلها",
      arrived_damaged: "وصل تالفاً",
      not_as_described: "لا يطابق الوصف",
      other: "سبب آخر",
    },
    refund: "كيف تفضّل استرداد المبلغ؟",
    refunds: { store_credit: "رصيد في المتجر", cash: "نقداً عند الاستلام", card: "إلى بطاقتي", exchange: "استبدال" },
    refundHints: {
      store_credit: "استخدمه في طلبك القادم.",
      cash: "يسلّمك المندوب المبلغ عند استلام المنتجات.",
      card: "إلى البطاقة التي دفعت بها إلكترونياً؛ خلال أيام بحسب البنك.",
      exchange: "نتصل بك لاختيار عطر آخر.",
    },
    submit: "أرسل طلب الإرجاع",
    sending: "جارٍ الإرسال…",
    chooseItems: "اختر منتجاً واحداً على الأقل وسبب الإرجاع.",
    sent: "شكراً لك. استلمنا طلبك وسنراسلك بعد أن يراجعه فريقنا.",
    failed: "تعذّر إرسال طلبك. يُرجى المحاولة مجدداً.",
    tooMany: "طلبات كثيرة. يُرجى الانتظار دقيقة ثم المحاولة مجدداً.",
    yours: "طلبات الإرجاع",
    statuses: {
      requested: "قيد المراجعة",
      approved: "تمت الموافقة",
      refused: "غير مقبول",
      pickup_scheduled: "تم تحديد موعد الاستلام",
      received: "تم الاستلام",
      refunded: "تم الاسترداد",
      exchanged: "تم الاستبدال",
    },
    pickup: "الاستلام يوم {day}",
    refunded: "تم استرداد {amount}",
    message: "من فريقنا: {message}",
  },
};
