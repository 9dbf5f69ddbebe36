// The catalogue pages' texts: /products (search, filters, sorting) and a perfume's page (sizes, notes, attributes).
// Arabic, typed as ./catalogue.en.ts: the same keys, list lengths and {placeholders} (ar.test.ts).
import type { catalogueEn } from "./catalogue.en";

export const catalogueAr: typeof catalogueEn = {
  name: "catalogue",
  texts: {
    products: {
      heading: "جميع العطور",
      subheading: "استكشف مجموعتنا الكاملة من العطور الفاخرة الأصلية.",
      searchLabel: "ابحث عن العطور",
      searchPlaceholder: "ابحث بالاسم أو الدار أو النفحة أو العائلة...",
      category: "الفئة",
      all: "الكل",
      sortBy: "ترتيب حسب",
      // Product names are written in Latin letters, so "A to Z" becomes ascending / descending.
      sort: {
        default: "المميّزة",
        "price-asc": "السعر: من الأقل إلى الأعلى",
        "price-desc": "السعر: من الأعلى إلى الأقل",
        "name-asc": "الاسم: تصاعديًا",
        "name-desc": "الاسم: تنازليًا",
      },
      filters: "التصفية",
      showFilters: "إظهار خيارات التصفية",
      hideFilters: "إخفاء خيارات التصفية",
      results: { one: "عطر واحد", other: "عدد العطور: {count}" },
      emptyTitle: "لم يتم العثور على عطور",
      emptyText: "جرّب تعديل البحث أو خيارات التصفية.",
      clearFilters: "مسح التصفية",
      apply: "تطبيق",
      family: "العائلة العطرية",
      concentration: "التركيز",
      anyConcentration: "أي تركيز",
      kind: "الحجم",
      anyKind: "أي حجم",
      kinds: {
        bottle: "زجاجات كاملة",
        travel: "عبوات سفر",
        sample: "العيّنات فقط",
        tester: "تسترات",
        gift_set: "أطقم هدايا",
      },
      price: "السعر (ر.ق)",
      priceMin: "أدنى سعر بالريال",
      priceMax: "أعلى سعر بالريال",
      priceFrom: "من",
      priceTo: "إلى",
    },

    perfume: {
      concentrations: {
        "Eau de Cologne": "أو دو كولونيا",
        "Eau de Toilette": "أو دو تواليت",
        "Eau de Parfum": "أو دو بارفان",
        Parfum: "بارفان",
        Extrait: "إكستريه دو بارفان",
      },
      pyramid: "هرم النفحات",
      tiers: { top: "المقدمة", heart: "القلب", base: "القاعدة" },
      tierHints: { top: "الانطباع الأول", heart: "شخصية العطر", base: "ما يدوم" },
      concentration: "التركيز",
      family: "العائلة",
      brand: "الدار",
      year: "سنة الإصدار",
    },

    product: {
      sizeLeft: "بقي {count} فقط",
      category: "الفئة",
      description: "الوصف",
      quantity: "الكمية",
      decrease: "إنقاص الكمية",
      increase: "زيادة الكمية",
      addToCart: "أضف إلى السلة",
      addShort: "أضف ({n})",
      authenticity: "أصلي 100%: كل عطر لدينا أصلي ومصدره موردون موثوقون.",
      related: "قد يعجبك أيضًا",
      soldOutNote: "نفدت كمية هذا العطر حاليًا.",
      soldOutRelated: "تصفّح عطورًا مشابهة متوفرة اليوم",
      breadcrumb: "العودة إلى جميع العطور",
      notFoundTitle: "المنتج غير موجود",
      notFoundText: "عذرًا، العطر الذي تبحث عنه غير موجود.",
      backToHome: "العودة إلى الرئيسية",
    },

    seo: {
      products: {
        title: "جميع العطور | {brand}",
      },
      product: {
        title: "{name} | {brand}",
      },
      productNotFound: {
        title: "المنتج غير موجود | {brand}",
        description: "عذرًا، العطر الذي تبحث عنه غير موجود.",
      },
    },
  },
};
