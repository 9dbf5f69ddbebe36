// Delivery's texts at checkout, on the confirmation and on the tracking page, in both
// editions: the estimate for the chosen city, the delivery time and card on delivery. Only those pages import them, so they ride in their own scripts and cost
// the other pages (the home page's 150 KB budget) nothing, as app/content/track.ts does.
import type { Locale } from "../i18n";

interface DeliveryTexts {
  estimate: {
    to: string;
    free: string;
    expected: string;
    expectedSlot: string;
    addMore: string;
    unservedOption: string;
  };
  slots: { heading: string; intro: string; day: string; time: string; full: string; checking: string; none: string };
  cardText: string;
  /** The confirmation's and the tracking page's rows. */
  order: {
    cardPaymentNote: string;
    delivery: string;
    expectedDelivery: string;
    payment: string;
    deliverySlot: string;
    /** When the order names its delivery day, shown above: no general estimate beside it. */
    messageDated: string;
  };
  /** An order with a delivery fee: "with FREE delivery" would not be true. */
  placedWithFee: string;
  slotFull: string;
}

export const deliveryTexts: Record<Locale, DeliveryTexts> = {
  en: {
    estimate: {
      to: "Delivery to {area}",
      free: "Free",
      expected: "Expected {date}",
      expectedSlot: "Arrives {date}, {window}",
      addMore: "Add {amount} more for free delivery.",
      unservedOption: "{area} (no delivery yet)",
    },
    slots: {
      heading: "Delivery Time",
      intro: "Choose the day and the time you would like your order to arrive (Qatar time).",
      day: "Day",
      time: "Time",
      full: "Full",
      checking: "Checking availability...",
      none: "No delivery times are open just now. Please message us and we will arrange your delivery.",
    },
    cardText:
      "Pay by card when your order arrives: our driver brings a card machine. Our team will call to confirm your order before delivery.",
    order: {
      cardPaymentNote: "(Card on Delivery)",
      delivery: "Delivery",
      expectedDelivery: "Expected Delivery",
      payment: "Payment",
      deliverySlot: "{date}, {window}",
      messageDated: "Our team will contact you shortly to confirm delivery details.",
    },
    placedWithFee: "Your luxury perfumes are on their way. We'll contact you to confirm delivery.",
    slotFull: "This delivery time has just filled up. Please choose another.",
  },
  ar: {
    estimate: {
      to: "التوصيل إلى {area}",
      free: "مجاني",
      expected: "الموعد المتوقع: {date}",
      expectedSlot: "يصلك {date}، {window}",
      addMore: "أضف {amount} لتحصل على توصيل مجاني.",
      unservedOption: "{area} (لا يتوفر التوصيل حاليًا)",
    },
    slots: {
      heading: "موعد التوصيل",
      intro: "اختر اليوم والوقت الذي تودّ أن يصلك فيه طلبك (بتوقيت قطر).",
      day: "اليوم",
      time: "الوقت",
      full: "مكتمل",
      checking: "جارٍ التحقق من المواعيد المتاحة...",
      none: "لا توجد مواعيد توصيل متاحة حاليًا. راسلنا وسنرتّب توصيل طلبك.",
    },
    cardText: "ادفع بالبطاقة عند وصول طلبك، إذ يحضر مندوبنا جهاز الدفع. سيتصل بك فريقنا لتأكيد الطلب قبل التوصيل.",
    order: {
      cardPaymentNote: "(الدفع بالبطاقة عند الاستلام)",
      delivery: "التوصيل",
      expectedDelivery: "موعد التوصيل المتوقع",
      payment: "طريقة الدفع",
      deliverySlot: "{date}، {window}",
      messageDated: "سيتواصل معك فريقنا قريبًا لتأكيد تفاصيل التوصيل.",
    },
    placedWithFee: "عطورك الفاخرة في طريقها إليك. سنتواصل معك لتأكيد التوصيل.",
    slotFull: "اكتمل موعد التوصيل هذا للتو. يرجى اختيار موعد آخر.",
  },
};
