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
  deliverTo: string;
  plate: { zone: string; street: string; building: string };
  track: string;
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
    },
    heading: {
      "order-received": "Thank you for your order",
      "order-shipped": "Your perfumes are on their way",
      "order-delivered": "Delivered, with our thanks",
      "order-cancelled": "Your order is cancelled",
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
    },
    greeting: "Dear {name},",
    orderLabel: "Order",
    items: "Your order",
    quantity: "Qty",
    subtotal: "Subtotal",
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
    deliverTo: "Delivery address",
    plate: { zone: "Zone", street: "Street", building: "Building" },
    track: "Track your order",
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
    },
    heading: {
      "order-received": "شكراً لطلبك",
      "order-shipped": "عطورك في الطريق إليك",
      "order-delivered": "تم التوصيل، مع خالص شكرنا",
      "order-cancelled": "تم إلغاء طلبك",
    },
    lead: {
      "order-received":
        "استلمنا طلبك {reference}. سيتواصل معك فريقنا هاتفياً أو عبر واتساب لتأكيده قبل إرساله. الدفع نقداً عند الاستلام.",
      "order-shipped": "غادر طلبك {reference} متجرنا وهو في الطريق إليك. يُرجى تجهيز المبلغ أدناه نقداً للمندوب.",
      "order-delivered": "تم توصيل طلبك {reference}. نتمنى أن تسعدك عطورك الجديدة، ويسعدنا استقبالك مجدداً.",
      "order-cancelled":
        "تم إلغاء طلبك {reference} ولا يترتب عليك أي مبلغ. إن كان ذلك عن طريق الخطأ أو رغبت في الطلب مجدداً، يسعدنا تواصلك معنا.",
    },
    greeting: "عزيزنا {name}،",
    orderLabel: "الطلب",
    items: "طلبك",
    quantity: "الكمية",
    subtotal: "المجموع الفرعي",
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
    deliverTo: "عنوان التوصيل",
    plate: { zone: "المنطقة", street: "الشارع", building: "المبنى" },
    track: "تتبّع طلبك",
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
