// The home page's texts: hero, countdown, sections, trust badges, testimonials, VIP Club.
// Arabic, typed as ./home.en.ts: the same keys, list lengths and {placeholders} (ar.test.ts).
import type { homeEn } from "./home.en";

export const homeAr: typeof homeEn = {
  name: "home",
  texts: {
    home: {
      hero: {
        heading: "اكتشف بصمتك العطرية",
        shopAll: "تسوّق جميع العطور",
        exploreBundles: "اكتشف المجموعات",
      },
      countdown: {
        eyebrow: "قريبًا",
        heading: "إطلاق مجموعة جديدة",
        text: "مجموعة حصرية جديدة في طريقها إليك. كن أول من يعلم بوصولها.",
        day: "يوم",
        days: "أيام",
        hours: "ساعات",
        minutes: "دقائق",
        seconds: "ثوانٍ",
        expired: "انتهى العرض!",
        timerLabel: "الوقت المتبقي حتى الإطلاق",
        notify: "أبلغني عند الإطلاق",
      },
      shopByFragrance: {
        heading: "تسوّق حسب العطر",
        subheading: "عطور أيقونية منتقاة لكل مزاج ولكل مناسبة.",
        viewAll: "عرض جميع العطور",
      },
      bundles: {
        heading: "مجموعات حصرية",
        subheading: "ثلاثة عطور مميزة، متناغمة بأناقة وبسعر خاص واحد.",
        includes: "تتضمن:",
        discount: "خصم {discount}%",
        add: "أضف المجموعة",
      },
      customTrio: {
        badge: "خصم {percent}%",
        badgeUpTo: "خصم حتى {percent}%",
        heading: "كوّن ثلاثيتك الخاصة",
        text: "اختر 3 عطور من تشكيلة الثلاثية واستمتع بها معًا مقابل {price} فقط.",
        cta: "كوّن ثلاثيتك",
        priceLabel: "سعر الثلاثية",
        stepsLabel: "كيف يعمل العرض:",
        steps: ["اختر 3 عطور من التشكيلة", "أضف ثلاثيتك إلى السلة", "ادفع نقدًا عند الاستلام"],
      },
      bestSellers: { heading: "الأكثر مبيعًا", subheading: "العطور التي يعود إليها عملاؤنا مرة بعد مرة." },
      newArrivals: { heading: "وصل حديثًا", subheading: "إضافات جديدة إلى مجموعتنا المنتقاة بعناية." },
      trust: {
        label: "لماذا تتسوّق معنا",
        cashOnDelivery: { title: "الدفع عند الاستلام", text: "ادفع نقدًا عند وصول طلبك." },
        authentic: { title: "أصلي 100%", text: "كل زجاجة أصلية، بضمان تام." },
        easyReturns: { title: "إرجاع سهل", text: "إرجاع المنتجات غير المفتوحة خلال 7 أيام." },
        fastDelivery: {
          title: "توصيل خلال يوم إلى يومَي عمل",
          text: "يصل طلبك سريعًا إلى باب منزلك، أينما كنت في قطر.",
        },
      },
      testimonials: {
        heading: "ماذا يقول عملاؤنا",
        subheading: "كلمات طيبة من عشّاق العطور في أنحاء قطر.",
        empty: "لا توجد آراء متاحة.",
        previous: "الرأي السابق",
        next: "الرأي التالي",
        goTo: "عرض الرأي {n}",
        carouselLabel: "آراء العملاء",
        slideLabel: "{n} من {total}",
        pause: "إيقاف عرض الآراء مؤقتًا",
        play: "تشغيل عرض الآراء",
      },
      vip: {
        eyebrow: "عضوية حصرية",
        heading: "انضم إلى نادي النخبة",
        text: "كن أول من يحصل على عطور شهرية حصرية، وأسرع توصيل، وخصومات خاصة.",
        emailLabel: "البريد الإلكتروني",
        emailPlaceholder: "أدخل بريدك الإلكتروني",
        submit: "انضم الآن",
        note: "لا رسائل مزعجة، فقط أرقى العطور والعروض.",
        emptyTitle: "عذرًا!",
        emptyText: "يرجى إدخال بريد إلكتروني صحيح.",
        successTitle: "أهلًا بك في نادي النخبة!",
        successText: "أصبحت الآن مشتركًا لتصلك عطور شهرية حصرية، وأسرع توصيل، وخصومات خاصة.",
      },
    },

    seo: {
      home: {
        title: "{brand} | عطور فاخرة في قطر",
      },
    },
  },
};
