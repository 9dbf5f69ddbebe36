// The checkout's and the order confirmation's texts.
// Arabic, typed as ./checkout.en.ts: the same keys, list lengths and {placeholders} (ar.test.ts).
import type { checkoutEn } from "./checkout.en";
import { CITY_NAMES_AR } from "./cities";

export const checkoutAr: typeof checkoutEn = {
  name: "checkout",
  texts: {
    checkout: {
      emptyText: "سلتك فارغة.",
      shopNow: "تسوّق الآن",
      heading: "إتمام الطلب",
      backToCart: "العودة إلى السلة",
      account: {
        prompt: "طلبت منّا من قبل؟",
        signIn: "سجّل الدخول لتعبئة بياناتك",
        guest: "أو تابع كزائر.",
        filled: "عُبّئت من حسابك. عدّل ما تشاء.",
        deliverTo: "التوصيل إلى",
        newAddress: "عنوان جديد",
      },
      shipping: {
        heading: "معلومات الشحن",
        name: "الاسم الكامل",
        email: "البريد الإلكتروني (اختياري)",
        phone: "رقم الهاتف",
        address: "العنوان",
        city: "المدينة",
        notes: "ملاحظات الطلب (اختياري)",
        namePlaceholder: "اسمك الكامل",
        emailPlaceholder: "you@example.com",
        phonePlaceholder: "+974 XXXX XXXX",
        addressPlaceholder: "رقم المنطقة، الشارع، المبنى، الوحدة",
        notesPlaceholder: "معالم قريبة، أو وقت التوصيل المفضّل، أو أي تفاصيل أخرى",
        // Labels by city (CITIES in app/shared/order-schema.ts); the stored value stays English.
        plate: "أرقام اللوحة الزرقاء (اختياري)",
        zone: "المنطقة",
        street: "الشارع",
        building: "المبنى",
        cityNames: {
          ...CITY_NAMES_AR,
          "Other (Specify in notes)": "أخرى (يرجى التحديد في الملاحظات)",
        },
        phoneError: "يرجى إدخال رقم هاتف قطري صحيح يبدأ بـ \u200E+974.",
        remind: "ذكّرني بهذه السلة",
        remindHint:
          "نرسل أولاً إلى هاتفك أو بريدك رابطاً للتأكيد. بعد التأكيد، إن غادرت قبل الطلب نرسل تذكيراً واحداً بعد ساعة (وثانياً بعد يوم على الأكثر)، مع رابط يعيدك إلى هذه السلة. في كل تذكير رابط لإيقافها.",
        errors: {
          nameRequired: "الاسم مطلوب.",
          phoneRequired: "رقم الهاتف مطلوب.",
          plateDigits: "أرقام فقط، كما على اللوحة الزرقاء.",
          addressRequired: "العنوان مطلوب.",
          tooLong: "يجب ألا يزيد حقل «{field}» على {max} حرفًا.",
          email: "يرجى إدخال بريد إلكتروني صحيح.",
          emailTooLong: "البريد الإلكتروني طويل جدًا.",
          notAllowed: "يحتوي حقل «{field}» على رموز غير مسموح بها.",
          city: "يرجى اختيار مدينة من القائمة.",
          areaNotServed: "لا نوصل إلى هذه المنطقة حاليًا. يرجى اختيار منطقة أخرى أو التواصل معنا.",
          slotRequired: "يرجى اختيار موعد التوصيل.",
          slotUnavailable: "لم يعد موعد التوصيل هذا متاحًا. يرجى اختيار موعد آخر.",
          paymentMethod: "الدفع بالبطاقة عند الاستلام غير متاح حاليًا. يرجى اختيار الدفع نقدًا عند الاستلام.",
          fieldNames: { name: "الاسم", address: "العنوان", notes: "ملاحظات الطلب", email: "البريد الإلكتروني" },
        },
      },
      payment: {
        heading: "طريقة الدفع",
        title: "الدفع عند الاستلام",
        text: "ادفع نقدًا عند وصول طلبك. سيتصل بك فريقنا لتأكيد الطلب قبل التوصيل.",
        // Beside card, cash is named as such rather than just "on delivery".
        // Words between the Latin names, not slashes, so that they keep their order right to left.
        onlineTitle: "ادفع الآن بالبطاقة أو Apple Pay أو QPay",
        onlineText: "ادفع بأمان عبر صفحة شريك الدفع. نحجز طلبك لمدة 30 دقيقة ريثما تُتم الدفع.",
        onlineSubmit: "المتابعة إلى الدفع",
        redirecting: "جارٍ نقلك إلى صفحة الدفع...",
      },
      submit: "تأكيد الطلب",
      submitting: "جارٍ تقديم الطلب...",
      loading: "جارٍ تحميل سلتك...",
      requiredNote: "الحقول المميّزة بعلامة * إلزامية.",
      summary: {
        heading: "ملخص الطلب",
        subtotal: "المجموع الفرعي",
        shipping: "الشحن",
        free: "مجاني",
        total: "الإجمالي",
        includes: "تتضمن: {names}",
        itemCount: { one: "منتج واحد", other: "عدد المنتجات: {count}" },
      },
      toasts: {
        invalidPhone: {
          title: "رقم الهاتف غير صحيح",
          description: "يرجى التأكد من صحة رقم هاتفك (مثال: \u200E+974 XXXX XXXX).",
        },
        missingInfo: {
          title: "معلومات ناقصة",
          description: "يرجى تعبئة جميع حقول الشحن المطلوبة.",
        },
        success: {
          title: "تم تقديم طلبك بنجاح!",
          description: "عطورك الفاخرة في طريقها إليك مع توصيل مجاني. سنتواصل معك بشأن الدفع عند الاستلام.",
        },
        failure: {
          title: "تعذّر تقديم الطلب",
          description: "حدثت مشكلة أثناء إرسال طلبك.",
          network: "تعذّر الاتصال بمتجرنا. يرجى التحقق من اتصالك بالإنترنت والمحاولة مرة أخرى.",
          limited: "لا يمكننا استقبال طلب آخر من رقم الهاتف أو الشبكة هذه الآن. راسلنا عبر واتساب وسنكمل طلبك بأنفسنا.",
          soldOut: "نفدت كمية {name}.",
          onlyLeft: "لم يتبقَّ من {name} سوى {count}.",
        },
      },
    },

    confirmation: {
      heading: "تأكيد الطلب",
      missingTitle: "لم يتم العثور على معلومات الطلب",
      missingText: "يبدو أن مشكلة حدثت أثناء استرجاع تفاصيل طلبك.",
      backToHomepage: "العودة إلى الصفحة الرئيسية",
      thankYou: "شكرًا لك، {name}!",
      subheading: "تم تقديم طلبك بنجاح.",
      orderId: "الرقم المرجعي للطلب",
      orderDate: "تاريخ الطلب",
      total: "الإجمالي",
      paymentNote: "(الدفع عند الاستلام)",
      shippingAddress: "عنوان الشحن",
      country: "قطر",
      items: "المنتجات",
      itemLine: "{name} × {quantity}",
      includes: "تتضمن: {names}",
      message: "سيتواصل معك فريقنا قريبًا لتأكيد تفاصيل التوصيل. ستصلك عطورك الفاخرة خلال يوم إلى يومَي عمل.",
      continueShopping: "متابعة التسوق",
      track: "تتبّع طلبك",
    },

    seo: {
      checkout: {
        title: "إتمام الطلب | {brand}",
      },
      confirmation: {
        title: "تأكيد الطلب | {brand}",
        description: "شكرًا لطلبك. ستصلك عطورك الفاخرة خلال يوم إلى يومَي عمل.",
      },
    },
  },
};
