// The offers page's texts: curated trios and the custom trio creator.
// Arabic, typed as ./offers.en.ts: the same keys, list lengths and {placeholders} (ar.test.ts).
import type { offersEn } from "./offers.en";

export const offersAr: typeof offersEn = {
  name: "offers",
  texts: {
    offers: {
      heading: "العروض والمجموعات",
      subheading: "دلّل نفسك بمجموعات عطرية منتقاة وتوفير حصري.",
      curated: {
        heading: "مجموعات منتقاة",
        subheading: "ثلاثيات مميزة نسّقها خبراء العطور لدينا بعناية.",
        includes: "تتضمن:",
        add: "أضف إلى السلة",
      },
      custom: {
        badge: "خصم {percent}%",
        badgeUpTo: "خصم حتى {percent}%",
        heading: "كوّن ثلاثيتك الخاصة",
        text: "اختر 3 عطور من تشكيلة الثلاثية واستمتع بها معًا مقابل {price} فقط.",
        selectLabel: "اختيار {name}",
        selected: "تم اختيار {count} من 3",
        instruction: "يرجى اختيار 3 عطور بالضبط.",
        originalTotal: "الإجمالي الأصلي:",
        bundlePrice: "سعر المجموعة:",
        youSave: "توفّر",
        add: "أضف الثلاثية المخصّصة إلى السلة",
        choose: "اختر عطورك",
        yourTrio: "ثلاثيتك",
        emptySlot: "العطر {n}",
        clear: "مسح الاختيار",
        sizeOf: "حجم {name}",
      },
      perks: ["الدفع عند الاستلام", "أصلي 100%"],
    },

    seo: {
      offers: {
        title: "العروض والمجموعات | {brand}",
      },
    },
  },
};
