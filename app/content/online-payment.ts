// An online order's payment as the shopper sees it after checkout (decision 040), on the
// confirmation and the tracking pages, in both editions: waiting for the provider's word, paid, or
// failed with "Try again" and "Pay on delivery instead". Only those pages import them, as
// app/content/gift.ts does, so the home page's script does not carry them.
import type { Locale } from "../i18n";
import { SHORTAGE_TEXTS } from "../shared/order-holds";

interface OnlinePaymentTexts {
  heading: string;
  /** The payment method's name, on /track. */
  method: string;
  awaiting: string;
  awaitingText: string;
  /** The provider has not answered within the page's wait: the e-mail or /track will say. */
  stillWaiting: string;
  paid: string;
  paidText: string;
  failed: string;
  failedText: string;
  tryAgain: string;
  payOnDelivery: string;
  /** After "Pay on delivery instead": the method's name, and what happens now. */
  cashTitle: string;
  switched: string;
  overCodMax: string;
  /** What ran out when the order was taken back (app/shared/order-holds.ts). */
  stock: string;
  slot: string;
  promotion: string;
  credit: string;
  error: string;
  /** Beside the total. */
  paidNote: string;
  dueNote: string;
}

export const onlinePaymentTexts: Record<Locale, OnlinePaymentTexts> = {
  en: {
    heading: "Payment",
    method: "Online: card, Apple Pay or QPay",
    awaiting: "Awaiting payment",
    awaitingText: "We are waiting for the payment to be confirmed. This takes a few seconds; this page updates by itself.",
    stillWaiting:
      "The confirmation is taking longer than usual. Nothing more is needed from you: we will e-mail you once it arrives, and the tracking page shows it too.",
    paid: "Paid",
    paidText: "Thank you: your payment is received. There is nothing to pay on delivery.",
    failed: "Payment failed",
    failedText:
      "Your payment did not go through and nothing was charged. Your order is kept for you: try again, or pay on delivery.",
    tryAgain: "Try again",
    payOnDelivery: "Pay on delivery instead",
    cashTitle: "Cash on Delivery",
    switched: "Done: you will pay in cash when your order arrives. Our team will call to confirm it before delivery.",
    overCodMax: "This order is over the Cash on Delivery limit. Please try paying online again, or contact us.",
    ...SHORTAGE_TEXTS,
    error: "Something went wrong. Please try again in a moment.",
    paidNote: "(Paid online)",
    dueNote: "(To pay online)",
  },
  ar: {
    heading: "الدفع",
    method: "إلكترونيًا: البطاقة أو Apple Pay أو QPay",
    awaiting: "بانتظار الدفع",
    awaitingText: "ننتظر تأكيد عملية الدفع. يستغرق ذلك بضع ثوانٍ، وتتحدّث هذه الصفحة تلقائيًا.",
    stillWaiting:
      "يستغرق التأكيد وقتًا أطول من المعتاد. لا يلزمك فعل أي شيء: سنراسلك بالبريد الإلكتروني عند وصوله، وتعرضه صفحة التتبّع أيضًا.",
    paid: "مدفوع",
    paidText: "شكرًا لك: تم استلام الدفع. لا يترتب عليك أي مبلغ عند الاستلام.",
    failed: "تعذّر الدفع",
    failedText: "لم تتم عملية الدفع ولم يُخصم أي مبلغ. طلبك محفوظ: حاول مجددًا أو ادفع عند الاستلام.",
    tryAgain: "حاول مجددًا",
    payOnDelivery: "الدفع عند الاستلام بدلًا من ذلك",
    cashTitle: "الدفع نقدًا عند الاستلام",
    switched: "تم: ستدفع نقدًا عند وصول طلبك. سيتصل بك فريقنا لتأكيده قبل التوصيل.",
    overCodMax: "يتجاوز هذا الطلب الحد المسموح للدفع عند الاستلام. يُرجى محاولة الدفع الإلكتروني مجددًا أو التواصل معنا.",
    stock: "بعض منتجات هذا الطلب لم تعد متوفرة. يُرجى التواصل معنا أو تقديم طلب جديد.",
    slot: "موعد التوصيل المختار لهذا الطلب اكتمل. يُرجى التواصل معنا أو تقديم طلب جديد.",
    promotion: "لم يتبقَّ أي استخدام لرمز الخصم في هذا الطلب. يُرجى التواصل معنا أو تقديم طلب جديد.",
    credit: "رصيد المتجر الذي استخدمه هذا الطلب لم يعد متوفرًا بالكامل. يُرجى التواصل معنا أو تقديم طلب جديد.",
    error: "حدث خطأ ما. يُرجى المحاولة بعد قليل.",
    paidNote: "(مدفوع إلكترونيًا)",
    dueNote: "(الدفع إلكترونيًا)",
  },
};
