// Arabic core of the storefront's message catalogue (each page's own texts are parts, ./parts.ts):
// the same keys, list lengths and {placeholders} as ./en (checked by the `Messages` type and by
// ar.test.ts), written as natural Modern Standard Arabic rather than word for word. Perfume names
// stay as their houses write them; prices and dates are formatted in code, so no string here
// carries a currency amount. Digits are Western (85.00 ر.ق).
// A left-to-right mark (\u200E) before "+974" keeps the plus sign in front of the digits inside
// right-to-left text (otherwise it shows as "974+").
// Only the type is imported from ./index, which imports this file: no runtime cycle.
import type { Messages } from "./index";

export const ar = {
  common: {
    currency: "ر.ق",
    soldOut: "نفدت الكمية",
    variantKinds: { bottle: "زجاجة كاملة", travel: "عبوة سفر", sample: "عيّنة", tester: "تستر", gift_set: "طقم هدية" },
    close: "إغلاق",
    loading: "جارٍ التحميل...",
    required: "مطلوب",
    optional: "اختياري",
    supportHours: "من الأحد إلى الخميس، من 9 صباحًا حتى 6 مساءً",
    categories: { Men: "رجالي", Women: "نسائي", Unisex: "للجنسين" },
    bundleBadge: "مجموعة",
    customTrioBadge: "ثلاثية مخصّصة",
    quantityShort: "الكمية: {n}",
    ratingLabel: "التقييم {rating} من 5",
    listSeparator: "، ",
    timeWindow: "من {from} إلى {to}",
    paymentMethods: {
      "Cash on Delivery": "الدفع نقدًا عند الاستلام",
      "Card on Delivery": "الدفع بالبطاقة عند الاستلام",
    },
    maxPerLine: "بحد أقصى {max} من كل منتج في الطلب الواحد.",
  },

  layout: {
    skipToContent: "انتقل إلى المحتوى الرئيسي",
    homeLinkLabel: "الصفحة الرئيسية لـ {brand}",
    nav: {
      label: "القائمة الرئيسية",
      home: "الرئيسية",
      products: "جميع العطور",
      offers: "العروض",
      about: "من نحن",
      track: "تتبّع الطلب",
    },
    // Arabic plurals change with the number (منتجان، 3 منتجات، 11 منتجًا), so counts are stated
    // as "number of items: n", which is correct for every n.
    account: { signIn: "تسجيل الدخول", mine: "حسابي" },
    cart: { label: "السلة", labelWithCount: { one: "السلة، منتج واحد", other: "السلة، عدد المنتجات: {count}" } },
    menu: { open: "فتح القائمة", close: "إغلاق القائمة" },
    search: {
      button: "بحث",
      label: "ابحث عن العطور",
      placeholder: "ابحث عن عطر...",
      submit: "بحث",
      close: "إغلاق البحث",
    },
    opensInNewTab: "(يُفتح في علامة تبويب جديدة)",
    footer: {
      tagline: "عطور فاخرة أصلية، تصلك حتى باب منزلك في جميع أنحاء قطر.",
      headings: {
        shop: "تسوّق",
        help: "خدمة العملاء",
        support: "الدعم",
        payments: "طرق الدفع المقبولة",
      },
      links: {
        about: "من نحن",
        offers: "العروض",
        contact: "تواصل مع الدعم",
        faq: "الأسئلة الشائعة",
        terms: "الشروط والأحكام",
        privacy: "سياسة الخصوصية",
        products: "جميع العطور",
        track: "تتبّع طلبك",
      },
      support: {
        emailLabel: "راسلنا على {email}",
        phoneLabel: "اتصل بنا على {phone}",
        social: "تابعنا على وسائل التواصل الاجتماعي",
        socialProfile: "تابعنا على {network}",
        delivery: "توصيل إلى جميع أنحاء قطر",
        cashOnDelivery: "الدفع عند الاستلام",
      },
      copyright: "© {year} {brand}. جميع الحقوق محفوظة.",
    },
    chat: {
      label: "تحدّث معنا عبر واتساب",
      // Worded without a gendered "I am interested" so it suits every shopper.
      greeting: "مرحبًا {brand}! تهمّني عطوركم الفاخرة ولديّ سؤال.",
    },
    toastRegion: "الإشعارات",
    toastLabel: "إشعار",
  },

  productCard: {
    keyNotes: "النفحات الرئيسية",
    size: "الحجم",
    sizeSoldOut: "{size}، نفدت الكمية",
    rated: "التقييم {average} من 5 من {count} مراجعات",
    quickView: "نظرة سريعة",
    save: "احفظ {name} في قائمة أمنياتي",
    from: "ابتداءً من {price}",
    quickViewLabel: "نظرة سريعة على {name}",
    viewDetails: "عرض التفاصيل",
    addToCart: "أضف إلى السلة",
    closeQuickView: "إغلاق النظرة السريعة",
    offerPrice: "كان السعر {was}، والآن {now}",
    offerFrom: "ابتداءً من {now}، وكان ابتداءً من {was}",
  },

  bundleCard: {
    includes: "تتضمن:",
    discount: "خصم {discount}%",
    price: "سعر المجموعة",
  },

  toasts: {
    addedToCart: { title: "تمت الإضافة إلى السلة!", description: "أُضيف {name} إلى سلتك." },
    maxQuantity: { title: "وصلت إلى الحد الأقصى", description: "في سلتك {max} من {name}، وهو أقصى ما نوصله في الطلب الواحد." },
    itemRemoved: { title: "تمت إزالة المنتج", description: "تمت إزالة المنتج من سلتك." },
    selectionIncomplete: {
      title: "الاختيار غير مكتمل",
      description: "يرجى اختيار 3 عطور لمجموعتك المخصّصة.",
    },
  },

  errors: {
    appErrorTitle: "حدث خطأ غير متوقع في التطبيق!",
    appErrorText: "حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى بعد قليل.",
    tryAgain: "حاول مرة أخرى",
    backToHomepage: "العودة إلى الصفحة الرئيسية",
    notFoundTitle: "الصفحة غير موجودة",
    notFoundText: "الصفحة التي تبحث عنها غير موجودة أو تم نقلها.",
  },

  seo: {
    notFound: {
      title: "الصفحة غير موجودة | {brand}",
      description: "الصفحة التي تبحث عنها غير موجودة.",
    },
  },
} as const satisfies Messages;
