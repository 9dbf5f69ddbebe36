// The order tracking page's texts (/track, /ar/track), in both editions. Only this page
// imports them, so they ride in its own script and cost the other pages nothing.
import type { Locale } from "../i18n";
import type { OrderStatus, PaymentMethod } from "../shared/order";

interface TrackTexts {
  title: string;
  intro: string;
  seoTitle: string;
  seoDescription: string;
  number: string;
  numberHint: string;
  phone: string;
  phoneHint: string;
  submit: string;
  searching: string;
  invalidNumber: string;
  invalidPhone: string;
  notFound: string;
  tooMany: string;
  failed: string;
  order: string;
  placed: string;
  status: string;
  history: string;
  items: string;
  quantity: string;
  total: string;
  toPay: string;
  /** Once delivered: what was paid and how, and any difference from the total. */
  paid: Record<PaymentMethod, string>;
  orderTotal: string;
  difference: string;
  help: string;
  whatsapp: string;
  call: string;
  /** Each status as the shopper reads it. */
  statuses: Record<OrderStatus, string>;
}

export const trackTexts: Record<Locale, TrackTexts> = {
  en: {
    title: "Track Your Order",
    intro: "Enter your order number and the phone number you gave at checkout.",
    seoTitle: "Track Your Order | {brand}",
    seoDescription: "Follow your {brand} order: its status, delivery progress and what to pay on delivery.",
    number: "Order number",
    numberHint: "On your confirmation, e.g. #1001",
    phone: "Phone number",
    phoneHint: "The one you gave at checkout",
    submit: "Track Order",
    searching: "Looking...",
    invalidNumber: "Enter your order number, e.g. 1001.",
    invalidPhone: "Enter the phone number you gave at checkout.",
    notFound: "We could not find an order with this number and phone number. Please check both and try again.",
    tooMany: "Too many tries. Please wait a minute and try again.",
    failed: "We could not look up your order just now. Please try again.",
    order: "Order {reference}",
    placed: "Placed on {date}",
    status: "Status",
    history: "Progress",
    items: "Items",
    quantity: "× {n}",
    total: "Total",
    toPay: "To pay on delivery",
    paid: { "Cash on Delivery": "Paid in cash on delivery", "Card on Delivery": "Paid by card on delivery" },
    orderTotal: "Order total",
    difference: "Difference",
    help: "Questions about your order? We are here to help.",
    whatsapp: "WhatsApp us",
    call: "Call",
    statuses: {
      Pending: "Received",
      "Awaiting payment": "Awaiting payment",
      "Payment failed": "Payment failed",
      Paid: "Paid",
      Processing: "Being prepared",
      Shipped: "On its way",
      Delivered: "Delivered",
      Cancelled: "Cancelled",
    },
  },
  ar: {
    title: "تتبّع طلبك",
    intro: "أدخل رقم طلبك ورقم الهاتف الذي استخدمته عند إتمام الطلب.",
    seoTitle: "تتبّع طلبك | {brand}",
    seoDescription: "تابع طلبك من {brand}: حالته ومراحل توصيله والمبلغ المستحق عند الاستلام.",
    number: "رقم الطلب",
    numberHint: "تجده في صفحة التأكيد، مثل ‎#1001",
    phone: "رقم الهاتف",
    phoneHint: "الرقم الذي استخدمته عند الطلب",
    submit: "تتبّع الطلب",
    searching: "جارٍ البحث...",
    invalidNumber: "أدخل رقم طلبك، مثل 1001.",
    invalidPhone: "أدخل رقم الهاتف الذي استخدمته عند الطلب.",
    notFound: "لم نجد طلبًا بهذا الرقم ورقم الهاتف. يرجى التحقق منهما والمحاولة مرة أخرى.",
    tooMany: "محاولات كثيرة. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.",
    failed: "تعذّر البحث عن طلبك الآن. يرجى المحاولة مرة أخرى.",
    order: "الطلب {reference}",
    placed: "تاريخ الطلب {date}",
    status: "الحالة",
    history: "المراحل",
    items: "المنتجات",
    quantity: "× {n}",
    total: "الإجمالي",
    toPay: "المبلغ المستحق عند الاستلام",
    paid: { "Cash on Delivery": "المبلغ المدفوع نقدًا عند الاستلام", "Card on Delivery": "المبلغ المدفوع بالبطاقة عند الاستلام" },
    orderTotal: "إجمالي الطلب",
    difference: "الفرق",
    help: "لديك سؤال عن طلبك؟ نحن هنا لمساعدتك.",
    whatsapp: "راسلنا على واتساب",
    call: "اتصل على",
    statuses: {
      // Not "تم الاستلام", which beside "الدفع عند الاستلام" reads as "received by you".
      Pending: "تم استلام طلبك",
      "Awaiting payment": "بانتظار الدفع",
      "Payment failed": "لم يتم الدفع",
      Paid: "مدفوع",
      Processing: "قيد التجهيز",
      Shipped: "في الطريق إليك",
      Delivered: "تم التوصيل",
      Cancelled: "ملغى",
    },
  },
};
