// The invoice's and packing slip's texts, in the order's language. Only the document
// pages import them.
import type { Locale } from "../i18n";

interface DocumentTexts {
  invoice: string;
  packingSlip: string;
  order: string;
  date: string;
  customer: string;
  deliverTo: string;
  plate: { zone: string; street: string; building: string };
  phone: string;
  item: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  includes: string;
  subtotal: string;
  shipping: string;
  free: string;
  /** Paid by store credit (decision 051); the total after it is what is left to pay. */
  storeCredit: string;
  total: string;
  cod: string;
  /** Card on Delivery's box: the driver charges the total on the card machine. */
  card: string;
  /** Once delivered, the box says what was paid and how, and any difference from the total. */
  paid: { "Cash on Delivery": string; "Card on Delivery": string };
  difference: string;
  payment: string;
  expected: string;
  notes: string;
  packed: string;
  thanks: string;
  /** Gifting (decision 036): the card's heading, the wrap's line, who orders when someone else receives. */
  giftCard: string;
  giftWrap: string;
  giftFrom: string;
  print: string;
  receipt: string;
  a4: string;
  customTrio: string;
}

export const documentTexts: Record<Locale, DocumentTexts> = {
  en: {
    invoice: "Invoice",
    packingSlip: "Packing Slip",
    order: "Order",
    date: "Date",
    customer: "Customer",
    deliverTo: "Deliver to",
    plate: { zone: "Zone", street: "Street", building: "Building" },
    phone: "Phone",
    item: "Item",
    quantity: "Qty",
    unitPrice: "Unit price",
    amount: "Amount",
    includes: "Includes: {names}",
    subtotal: "Subtotal",
    shipping: "Delivery",
    free: "Free",
    storeCredit: "Store credit",
    total: "Total",
    cod: "Cash on Delivery: amount to collect",
    card: "Card on Delivery: amount to charge",
    paid: { "Cash on Delivery": "Paid in cash on delivery", "Card on Delivery": "Paid by card on delivery" },
    difference: "Difference from the total",
    payment: "Payment",
    expected: "Delivery",
    notes: "Notes",
    packed: "Packed by",
    thanks: "Thank you for shopping with {brand}.",
    giftCard: "A gift for you",
    giftWrap: "Gift wrap",
    giftFrom: "Ordered by",
    print: "Print",
    receipt: "Receipt printer (80 mm)",
    a4: "A4",
    customTrio: "Custom Trio",
  },
  ar: {
    invoice: "فاتورة",
    packingSlip: "قائمة التعبئة",
    order: "الطلب",
    date: "التاريخ",
    customer: "العميل",
    deliverTo: "التوصيل إلى",
    plate: { zone: "المنطقة", street: "الشارع", building: "المبنى" },
    phone: "الهاتف",
    item: "المنتج",
    quantity: "الكمية",
    unitPrice: "سعر الوحدة",
    amount: "المبلغ",
    includes: "يتضمن: {names}",
    subtotal: "المجموع الفرعي",
    shipping: "التوصيل",
    free: "مجاني",
    storeCredit: "رصيد المتجر",
    total: "الإجمالي",
    cod: "الدفع عند الاستلام: المبلغ المطلوب تحصيله",
    card: "الدفع بالبطاقة عند الاستلام: المبلغ المطلوب",
    paid: { "Cash on Delivery": "المبلغ المدفوع نقدًا عند الاستلام", "Card on Delivery": "المبلغ المدفوع بالبطاقة عند الاستلام" },
    difference: "الفرق عن الإجمالي",
    payment: "طريقة الدفع",
    expected: "موعد التوصيل",
    notes: "ملاحظات",
    packed: "جهّزه",
    thanks: "شكرًا لتسوقك من {brand}.",
    giftCard: "هدية لك",
    giftWrap: "تغليف الهدية",
    giftFrom: "الطلب من",
    print: "طباعة",
    receipt: "طابعة الإيصالات (80 مم)",
    a4: "A4",
    customTrio: "ثلاثية مخصّصة",
  },
};
