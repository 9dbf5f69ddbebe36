// The cart's texts: the cart page and the checkout's summary of it.
// Arabic, typed as ./cart.en.ts: the same keys, list lengths and {placeholders} (ar.test.ts).
import type { cartEn } from "./cart.en";

export const cartAr: typeof cartEn = {
  name: "cart",
  texts: {
    cart: {
      heading: "سلة التسوق",
      emptyTitle: "سلتك فارغة",
      emptyText: "عطرك المميز التالي بانتظار أن تكتشفه.",
      discover: "اكتشف العطور",
      clear: "إفراغ السلة",
      continueShopping: "متابعة التسوق",
      reminder: {
        restored: "عادت سلتك كما تركتها.",
        restoreFailed: "لم تعد هذه السلة محفوظة. سلتك الحالية كما هي.",
        stopped: "تم: لن تصلك تذكيرات أخرى بهذه السلة.",
        stopFailed: "لم تعد هذه السلة محفوظة، فلن تصلك تذكيرات بها.",
        confirmed: "تم التأكيد: إن تركت سلتك فسنذكّرك بها (مرتين على الأكثر).",
        confirmFailed: "لم يعد رابط التأكيد هذا صالحاً. لن تصلك تذكيرات منه.",
      },
      soldOutLine: "نفدت الكمية: يُرجى حذفه لإتمام الطلب.",
      soldOutBlocked: "نفدت كمية بعض المنتجات في سلتك. احذفها لإتمام الطلب.",
      unitPrice: "{price} للقطعة",
      lineTotal: "الإجمالي",
      remove: "إزالة {name} من السلة",
      removeShort: "إزالة",
      increase: "زيادة كمية {name}",
      decrease: "إنقاص كمية {name}",
      quantityOf: "كمية {name}",
      includes: "تتضمن: {names}",
      codMax: "الحد الأقصى لطلبات الدفع عند الاستلام هو {max}. يُرجى تقليل محتويات السلة، أو راسلنا عبر واتساب لطلب أكبر.",
      codMaxLink: "راسلنا عبر واتساب",
      summary: {
        heading: "ملخص الطلب",
        subtotal: "المجموع الفرعي",
        shipping: "الشحن",
        free: "مجاني",
        calculatedAtCheckout: "تُحسب عند إتمام الطلب",
        total: "الإجمالي",
        totalBeforeDelivery: "الإجمالي قبل التوصيل",
        checkout: "المتابعة لإتمام الطلب",
      },
    },

    seo: {
      cart: {
        title: "سلة التسوق | {brand}",
        description: "راجع العطور الفاخرة في سلتك قبل إتمام الطلب.",
      },
    },
  },
};
