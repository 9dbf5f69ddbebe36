// The content pages' own texts (About, Privacy, Terms, FAQs, Contact); their articles are in app/content.
// Arabic, typed as ./info.en.ts: the same keys, list lengths and {placeholders} (ar.test.ts).
import type { infoEn } from "./info.en";

export const infoAr: typeof infoEn = {
  name: "info",
  texts: {
    about: {
      contact: { email: "البريد الإلكتروني", phone: "الهاتف", hours: "ساعات العمل" },
      shopCta: "استكشف المجموعة",
    },

    content: { lastUpdated: "آخر تحديث: {date}", onThisPage: "في هذه الصفحة" },

    contactPage: {
      email: "البريد الإلكتروني",
      phone: "الهاتف",
      whatsapp: "واتساب",
      whatsappCta: "ابدأ المحادثة",
      social: "وسائل التواصل الاجتماعي",
      hours: "ساعات الدعم",
    },

    seo: {
      about: {
        title: "من نحن | {brand}",
        description: "اكتشف قصة {brand}، وجهة قطر للعطور الفاخرة الأصلية التي تصلك حتى باب منزلك.",
      },
      privacy: {
        title: "سياسة الخصوصية | {brand}",
        description: "كيف تجمع {brand} معلوماتك الشخصية وتستخدمها وتحميها.",
      },
      terms: {
        title: "الشروط والأحكام | {brand}",
        description: "الشروط المطبّقة على الطلبات والتوصيل والدفع والإرجاع لدى {brand}.",
      },
      faq: {
        title: "الأسئلة الشائعة | {brand}",
        description:
          "إجابات حول التوصيل إلى جميع أنحاء قطر، والدفع عند الاستلام، وأصالة العطور، والإرجاع، والمجموعات لدى {brand}.",
      },
      contact: {
        title: "تواصل مع الدعم | {brand}",
        description: "تواصل مع فريق {brand} عبر البريد الإلكتروني أو الهاتف أو واتساب. نحن في خدمتك من الأحد إلى الخميس.",
      },
    },
  },
};
