// Reviews' texts (docs/decisions/045-reviews-from-buyers.md).
// Arabic, typed as ./reviews.en.ts: the same keys, list lengths and {placeholders} (ar.test.ts).
import type { reviewsEn } from "./reviews.en";

export const reviewsAr: typeof reviewsEn = {
  name: "reviews",
  texts: {
    reviews: {
      heading: "التقييمات",
      summary: "{average} من 5",
      count: {
        one: "بناءً على {count} تقييم من مشترٍ موثّق",
        other: "بناءً على {count} تقييمات من مشترين موثّقين",
      },
      stars: "التقييم {rating} من 5",
      verified: "مشترٍ موثّق",
      anonymous: "مشترٍ موثّق",
      language: { en: "كُتب بالإنجليزية", ar: "كُتب بالعربية" },
      reply: "ردّ {brand}",
      sortNewest: "الأحدث",
      sortHelpful: "الأكثر إفادة",
      sortLabel: "ترتيب التقييمات",
      helpful: "مفيد ({count})",
      helpfulDone: "شكرًا لك ({count})",
    },
    review: {
      title: "قيّم عطرك — {brand}",
      eyebrow: "طلبك",
      heading: "ما رأيك في {name}؟",
      lead: "تقييمك يساعد من يختار بعدك. يظهر بعد أن يقرأه فريقنا.",
      rating: "تقييمك",
      starLabel: "{rating} من 5",
      body: "تقييمك بالكلمات (اختياري)",
      bodyHint: "كيف تفوح رائحته عليك، وكم يدوم، ومتى تضعه؟",
      author: "اسمك كما يظهر (اختياري)",
      authorHint: "اتركه فارغًا ليظهر «مشترٍ موثّق».",
      submit: "أرسل تقييمي",
      sending: "جارٍ الإرسال…",
      thanks: "شكرًا لتقييمك",
      thanksText: "يقرأ فريقنا كل تقييم قبل أن يظهر في صفحة العطر.",
      chooseRating: "اختر من نجمة إلى خمس نجوم.",
      tooLong: "النص أطول من المسموح.",
      failed: "تعذّر إرسال تقييمك. يُرجى المحاولة مرة أخرى.",
      invalidTitle: "هذا الرابط لا يعمل",
      invalidText: "ربما الرابط ناقص. افتحه مجددًا من بريدك الإلكتروني أو من صفحة تتبّع طلبك.",
      doneTitle: "تم التقييم من قبل",
      doneText: "لقد قيّمت هذا العطر لهذا الطلب. شكرًا لك.",
      viewPerfume: "عرض العطر",
    },
    invite: {
      heading: "قيّم عطورك",
      text: "قيّم كل عطر في هذا الطلب من نجمة إلى خمس نجوم.",
      action: "قيّم {name}",
      done: "{name}: تم التقييم، شكرًا لك",
    },
  },
};
