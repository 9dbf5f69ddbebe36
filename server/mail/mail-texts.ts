// The words of the shop's e-mails, in both languages. Shoppers read their order's
// language; staff read English. {name}, {reference} and {brand} are filled in by order-mail.ts.
import type { MailKind } from "../../app/admin/orders/orders-contract";
import type { PaymentMethod } from "../../app/shared/order";

type ShopperKind = Exclude<MailKind, "staff-new-order">;

export interface ShopperTexts {
  subject: Record<ShopperKind, string>;
  heading: Record<ShopperKind, string>;
  lead: Record<ShopperKind, string>;
  greeting: string;
  orderLabel: string;
  items: string;
  quantity: string;
  subtotal: string;
  /** Dirhams off by promotions (decision 035), shown only when there are any. */
  discount: string;
  /** Dirhams paid by store credit (decision 051), shown only when there are any. */
  storeCredit: string;
  delivery: string;
  free: string;
  toPay: string;
  /** Once delivered: what was paid and how, and any difference from the order's total. */
  paid: Record<PaymentMethod, string>;
  orderTotal: string;
  difference: string;
  payment: string;
  /** Issue 22: the order's payment method when it is card on delivery, and its expected day. */
  paymentCard: string;
  expected: string;
  /** The leads that speak of cash, for an order paid by card at the door. */
  leadCard: Partial<Record<ShopperKind, string>>;
  /** The same for an order paid online (decision 040): its payment line, and its total once paid. */
  leadOnline: Partial<Record<ShopperKind, string>>;
  paymentOnline: string;
  paidOnline: string;
  /** An online order not paid yet: its total, with nothing to pay at the door. */
  total: string;
  /** The refund e-mail's amount line. */
  refunded: string;
  /** A return's settlement (docs/decisions/050-returns.md): how it was given back, and staff's message. */
  returnRefund: Record<"store_credit" | "cash" | "card" | "exchange", string>;
  returnMessage: string;
  returnItems: string;
  deliverTo: string;
  /** Gifting (decision 036): the wrap's line, the card's message, who receives it. */
  giftWrap: string;
  giftMessage: string;
  giftRecipient: string;
  plate: { zone: string; street: string; building: string };
  track: string;
  /** The review invitation's button for each perfume (docs/decisions/045-reviews-from-buyers.md). */
  review: string;
  reviewNote: string;
  questions: string;
  whatsapp: string;
  call: string;
  email: string;
  signature: string;
}

export const SHOPPER_TEXTS: Record<"en" | "ar", ShopperTexts> = {
  en: {
    subject: {
      "order-received": "Your order {reference} is received — {brand}",
      "order-shipped": "Your order {reference} is on its way — {brand}",
      "order-delivered": "Your order {reference} was delivered — thank you — {brand}",
      "order-cancelled": "Your order {reference} is cancelled — {brand}",
      "payment-received": "Payment received for your order {reference} — {brand}",
      "payment-failed": "Your payment for order {reference} did not go through — {brand}",
      "payment-refunded": "A refund for your order {reference} — {brand}",
      "review-invitation": "How do you find your new fragrance? — {brand}",
      "return-requested": "Your return request for order {reference} — {brand}",
      "return-approved": "Your return for order {reference} is approved — {brand}",
      "return-refused": "About your return for order {reference} — {brand}",
      "return-pickup": "We will collect your return for order {reference} — {brand}",
      "return-received": "Your return for order {reference} has reached us — {brand}",
      "return-refunded": "Your return for order {reference} is settled — {brand}",
    },
    heading: {
      "order-received": "Thank you for your order",
      "order-shipped": "Your perfumes are on their way",
      "order-delivered": "Delivered, with our thanks",
      "order-cancelled": "Your order is cancelled",
      "payment-received": "Thank you, your payment is received",
      "payment-failed": "Your payment did not go through",
      "payment-refunded": "Your refund is on its way",
      "review-invitation": "Tell us how it wears",
      "return-requested": "We have your return request",
      "return-approved": "Your return is approved",
      "return-refused": "About your return request",
      "return-pickup": "Your pickup is booked",
      "return-received": "Your return has reached us",
      "return-refunded": "Your return is settled",
    },
    lead: {
      "order-received":
        "We have received your order {reference}. Our team will call or message you on WhatsApp to confirm it before it leaves us. You pay in cash when it arrives.",
      "order-shipped":
        "Your order {reference} has left us and is on its way to you. Please keep the amount below ready in cash for our driver.",
      "order-delivered":
        "Your order {reference} has been delivered. We hope your new fragrances bring you joy, and we look forward to welcoming you again.",
      "order-cancelled":
        "Your order {reference} has been cancelled and nothing is owed. If this is a mistake, or you would like to order again, simply reply or message us.",
      "payment-received":
        "We have received your payment for order {reference}. Our team will call or message you on WhatsApp to confirm the delivery. There is nothing to pay when it arrives.",
      "payment-failed":
        "The payment for your order {reference} did not go through, and nothing was charged. You can try again or choose to pay on delivery from your order's page, or simply message us.",
      "payment-refunded":
        "We have refunded {amount} for your order {reference} to the card or account you paid with. Depending on your bank it may take a few days to appear.",
      "review-invitation":
        "Your order {reference} reached you a little while ago. Would you rate each perfume from 1 to 5 stars? A few words help the next shopper choose; your name is optional.",
      "return-requested":
        "We have received your request to return items of order {reference}. Our team will look at it shortly and write to you again.",
      "return-approved":
        "Your return for order {reference} is approved. We will tell you the day our driver comes to collect the items; please keep them unopened in their original packaging.",
      "return-refused": "We are sorry: we cannot accept the return for order {reference}.",
      "return-pickup": "Our driver will collect the items of your return for order {reference} on {day}.",
      "return-received":
        "The items of your return for order {reference} have reached us. We are checking them and will settle your return shortly.",
      "return-refunded": "Your return for order {reference} is settled. Thank you for shopping with us.",
    },
    greeting: "Dear {name},",
    orderLabel: "Order",
    items: "Your order",
    quantity: "Qty",
    subtotal: "Subtotal",
    discount: "Discount",
    storeCredit: "Store credit",
    delivery: "Delivery",
    free: "Free",
    toPay: "To pay on delivery",
    paid: { "Cash on Delivery": "Paid in cash on delivery", "Card on Delivery": "Paid by card on delivery" },
    orderTotal: "Order total",
    difference: "Difference",
    payment: "Cash on Delivery",
    paymentCard: "Card on Delivery: our driver brings a card machine",
    expected: "Expected delivery",
    leadCard: {
      "order-received":
        "We have received your order {reference}. Our team will call or message you on WhatsApp to confirm it before it leaves us. You pay by card when it arrives.",
      "order-shipped":
        "Your order {reference} has left us and is on its way to you. Our driver brings a card machine for the amount below.",
    },
    leadOnline: {
      "order-received":
        "We have received your order {reference}. It is reserved for you for 30 minutes while your online payment goes through; we will write again once it is received.",
      "order-shipped":
        "Your order {reference} has left us and is on its way to you. It is paid: there is nothing to pay our driver.",
    },
    paymentOnline: "Paid online by card, Apple Pay or QPay",
    paidOnline: "Paid online",
    total: "Total",
    refunded: "Refunded",
    returnRefund: {
      store_credit: "Refunded as store credit",
      cash: "Refunded in cash by our driver",
      card: "Refunded to your card",
      exchange: "Exchanged: our team will call you about your new choice",
    },
    returnMessage: "A word from our team",
    returnItems: "Items returned",
    deliverTo: "Delivery address",
    giftWrap: "Gift wrap",
    giftMessage: "Gift message",
    giftRecipient: "Receives",
    plate: { zone: "Zone", street: "Street", building: "Building" },
    track: "Track your order",
    review: "Review {name}",
    reviewNote: "Each link is yours alone and opens the review of that perfume.",
    questions: "Questions about your order? We are here to help.",
    whatsapp: "WhatsApp",
    call: "Call",
    email: "E-mail",
    signature: "With warm regards, the {brand} team",
  },
  ar: {
    subject: {
      "order-received": "تم استلام طلبك {reference} — {brand}",
      "order-shipped": "طلبك {reference} في الطريق إليك — {brand}",
      "order-delivered": "تم توصيل طلبك {reference} — شكراً لك — {brand}",
      "order-cancelled": "تم إلغاء طلبك {reference} — {brand}",
      "payment-received": "تم استلام الدفع لطلبك {reference} — {brand}",
      "payment-failed": "لم تتم عملية الدفع لطلبك {reference} — {brand}",
      "payment-refunded": "استرداد مبلغ لطلبك {reference} — {brand}",
      "review-invitation": "ما رأيك في عطرك الجديد؟ — {brand}",
      "return-requested": "طلب الإرجاع لطلبك {reference} — {brand}",
      "return-approved": "تمت الموافقة على إرجاع طلبك {reference} — {brand}",
      "return-refused": "بخصوص طلب الإرجاع لطلبك {reference} — {brand}",
      "return-pickup": "سنستلم المرتجع لطلبك {reference} — {brand}",
      "return-received": "وصلنا المرتجع لطلبك {reference} — {brand}",
      "return-refunded": "تمت تسوية المرتجع لطلبك {reference} — {brand}",
    },
    heading: {
      "order-received": "شكراً لطلبك",
      "order-shipped": "عطورك في الطريق إليك",
      "order-delivered": "تم التوصيل، مع خالص شكرنا",
      "order-cancelled": "تم إلغاء طلبك",
      "payment-received": "شكراً لك، تم استلام الدفع",
      "payment-failed": "لم تتم عملية الدفع",
      "payment-refunded": "المبلغ المسترد في الطريق إليك",
      "review-invitation": "شاركنا انطباعك",
      "return-requested": "استلمنا طلب الإرجاع",
      "return-approved": "تمت الموافقة على الإرجاع",
      "return-refused": "بخصوص طلب الإرجاع",
      "return-pickup": "تم تحديد موعد الاستلام",
      "return-received": "وصلنا المرتجع",
      "return-refunded": "تمت تسوية المرتجع",
    },
    lead: {
      "order-received":
        "استلمنا طلبك {reference}. سيتواصل معك فريقنا هاتفياً أو عبر واتساب لتأكيده قبل إرساله. الدفع نقداً عند الاستلام.",
      "order-shipped": "غادر طلبك {reference} متجرنا وهو في الطريق إليك. يُرجى تجهيز المبلغ أدناه نقداً للمندوب.",
      "order-delivered": "تم توصيل طلبك {reference}. نتمنى أن تسعدك عطورك الجديدة، ويسعدنا استقبالك مجدداً.",
      "order-cancelled":
        "تم إلغاء طلبك {reference} ولا يترتب عليك أي مبلغ. إن كان ذلك عن طريق الخطأ أو رغبت في الطلب مجدداً، يسعدنا تواصلك معنا.",
      "payment-received":
        "استلمنا الدفع لطلبك {reference}. سيتواصل معك فريقنا هاتفياً أو عبر واتساب لتأكيد التوصيل. لا يترتب عليك أي مبلغ عند الاستلام.",
      "payment-failed":
        "لم تتم عملية الدفع لطلبك {reference} ولم يُخصم أي مبلغ. يمكنك المحاولة مجدداً أو اختيار الدفع عند الاستلام من صفحة طلبك، أو مراسلتنا.",
      "payment-refunded":
        "أعدنا {amount} لطلبك {reference} إلى البطاقة أو الحساب الذي دفعت منه. قد يستغرق ظهوره بضعة أيام بحسب البنك.",
      "review-invitation":
        "وصلك طلبك {reference} قبل فترة. هل تقيّم كل عطر من نجمة إلى خمس نجوم؟ كلمات قليلة منك تساعد من يختار بعدك، وذكر اسمك اختياري.",
      "return-requested": "استلمنا طلبك لإرجاع منتجات من الطلب {reference}. سيراجعه فريقنا قريباً ونراسلك مجدداً.",
      "return-approved":
        "تمت الموافقة على إرجاع منتجات طلبك {reference}. سنخبرك بموعد حضور المندوب لاستلامها؛ يُرجى إبقاؤها مغلقة في غلافها الأصلي.",
      "return-refused": "نعتذر، لا يمكننا قبول الإرجاع للطلب {reference}.",
      "return-pickup": "سيستلم المندوب منتجات المرتجع للطلب {reference} يوم {day}.",
      "return-received": "وصلتنا منتجات المرتجع للطلب {reference}. نقوم بفحصها وسنسوّي المرتجع قريباً.",
      "return-refunded": "تمت تسوية المرتجع للطلب {reference}. شكراً لتسوقك معنا.",
    },
    greeting: "عزيزنا {name}،",
    orderLabel: "الطلب",
    items: "طلبك",
    quantity: "الكمية",
    subtotal: "المجموع الفرعي",
    discount: "الخصم",
    storeCredit: "رصيد المتجر",
    delivery: "التوصيل",
    free: "مجاني",
    toPay: "المبلغ المطلوب عند الاستلام",
    paid: { "Cash on Delivery": "المبلغ المدفوع نقداً عند الاستلام", "Card on Delivery": "المبلغ المدفوع بالبطاقة عند الاستلام" },
    orderTotal: "إجمالي الطلب",
    difference: "الفرق",
    payment: "الدفع عند الاستلام",
    paymentCard: "الدفع بالبطاقة عند الاستلام: يحضر المندوب جهاز الدفع",
    expected: "موعد التوصيل المتوقع",
    leadCard: {
      "order-received":
        "استلمنا طلبك {reference}. سيتواصل معك فريقنا هاتفياً أو عبر واتساب لتأكيده قبل إرساله. الدفع بالبطاقة عند الاستلام.",
      "order-shipped": "غادر طلبك {reference} متجرنا وهو في الطريق إليك. يحضر المندوب جهاز الدفع بالبطاقة للمبلغ أدناه.",
    },
    leadOnline: {
      "order-received":
        "استلمنا طلبك {reference}. نحجزه لك 30 دقيقة ريثما تتم عملية الدفع الإلكتروني، وسنراسلك مجدداً عند استلام الدفع.",
      "order-shipped": "غادر طلبك {reference} متجرنا وهو في الطريق إليك. الطلب مدفوع: لا يترتب عليك أي مبلغ للمندوب.",
    },
    paymentOnline: "مدفوع إلكترونياً بالبطاقة أو Apple Pay أو QPay",
    paidOnline: "المبلغ المدفوع إلكترونياً",
    total: "الإجمالي",
    refunded: "المبلغ المسترد",
    returnRefund: {
      store_credit: "أُعيد المبلغ رصيداً في المتجر",
      cash: "أعاد المندوب المبلغ نقداً",
      card: "أُعيد المبلغ إلى بطاقتك",
      exchange: "استبدال: سيتصل بك فريقنا بشأن اختيارك الجديد",
    },
    returnMessage: "كلمة من فريقنا",
    returnItems: "المنتجات المرتجعة",
    deliverTo: "عنوان التوصيل",
    giftWrap: "تغليف الهدية",
    giftMessage: "رسالة الهدية",
    giftRecipient: "المستلم",
    plate: { zone: "المنطقة", street: "الشارع", building: "المبنى" },
    track: "تتبّع طلبك",
    review: "قيّم {name}",
    reviewNote: "كل رابط خاص بك وحدك، ويفتح تقييم ذلك العطر.",
    questions: "لديك سؤال عن طلبك؟ نحن هنا لمساعدتك.",
    whatsapp: "واتساب",
    call: "اتصال",
    email: "البريد الإلكتروني",
    signature: "مع أطيب التحيات، فريق {brand}",
  },
};

export const STAFF_TEXTS = {
  subject: "New order {reference} — {total} — {name}",
  heading: "New order {reference}",
  lead: "A new Cash on Delivery order has arrived. Confirm it with the customer before dispatch.",
  customer: "Customer",
  phone: "Phone",
  email: "E-mail",
  notes: "Notes",
  language: "Language",
  languages: { en: "English", ar: "Arabic" },
  payment: "Payment",
  items: "Items",
  open: "Open the order in the admin",
};
