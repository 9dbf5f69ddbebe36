// Arabic message catalogue for the storefront: the same keys, list lengths and {placeholders} as
// ./en (checked by the `Messages` type and by ar.test.ts), written as natural Modern Standard Arabic
// rather than word for word. Perfume names stay as their houses write them; prices and dates are
// formatted in code, so no string here carries a currency amount. Digits are Western (85.00 ر.ق).
// A left-to-right mark (\u200E) before "+974" keeps the plus sign in front of the digits inside
// right-to-left text (otherwise it shows as "974+").
// Only the type is imported from ./index, which imports this file: no runtime cycle.
import type { Messages } from "./index";

export const ar = {
  common: {
    currency: "ر.ق",
    soldOut: "نفدت الكمية",
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
    },
    // Arabic plurals change with the number (منتجان، 3 منتجات، 11 منتجًا), so counts are stated
    // as "number of items: n", which is correct for every n.
    cart: { label: "السلة", labelWithOne: "السلة، منتج واحد", labelWithCount: "السلة، عدد المنتجات: {count}" },
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
      },
      support: {
        emailLabel: "راسلنا على {email}",
        phoneLabel: "اتصل بنا على {phone}",
        social: "تابعنا على وسائل التواصل الاجتماعي",
        socialProfile: "تابعنا على {network}",
        delivery: "توصيل إلى جميع أنحاء قطر",
        cashOnDelivery: "الدفع عند الاستلام",
      },
      payments: ["فيزا", "ماستركارد", "أمريكان إكسبريس (الدفع الإلكتروني قريبًا)", "الدفع عند الاستلام"],
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

  home: {
    hero: {
      heading: "اكتشف بصمتك العطرية",
      subheading: "أرقى العطور العالمية وأكثرها طلبًا، أصلية 100% وبتوصيل مجاني إلى جميع أنحاء قطر. ادفع نقدًا عند استلام طلبك.",
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
      badge: "خصم 40%",
      heading: "كوّن ثلاثيتك الخاصة",
      text: "اختر أي 3 عطور من مجموعتنا واستمتع بها معًا مقابل {price} فقط.",
      cta: "كوّن ثلاثيتك",
      priceLabel: "سعر الثلاثية",
      stepsLabel: "كيف يعمل العرض:",
      steps: ["اختر أي 3 من عطورنا", "أضف ثلاثيتك إلى السلة", "ادفع نقدًا عند الاستلام"],
    },
    bestSellers: { heading: "الأكثر مبيعًا", subheading: "العطور التي يعود إليها عملاؤنا مرة بعد مرة." },
    newArrivals: { heading: "وصل حديثًا", subheading: "إضافات جديدة إلى مجموعتنا المنتقاة بعناية." },
    trust: {
      label: "لماذا تتسوّق معنا",
      cashOnDelivery: { title: "الدفع عند الاستلام", text: "ادفع نقدًا عند وصول طلبك." },
      freeDelivery: {
        title: "توصيل مجاني إلى جميع أنحاء قطر",
        text: "توصيل مجاني للطلبات بقيمة {amount} فأكثر.",
      },
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

  productCard: {
    quickView: "نظرة سريعة",
    quickViewLabel: "نظرة سريعة على {name}",
    viewDetails: "عرض التفاصيل",
    addToCart: "أضف إلى السلة",
    closeQuickView: "إغلاق النظرة السريعة",
  },

  bundleCard: {
    includes: "تتضمن:",
    discount: "خصم {discount}%",
    price: "سعر المجموعة",
  },

  products: {
    heading: "جميع العطور",
    subheading: "استكشف مجموعتنا الكاملة من العطور الفاخرة الأصلية.",
    searchLabel: "ابحث عن العطور",
    searchPlaceholder: "ابحث بالاسم أو الوصف...",
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
    resultsOne: "عطر واحد",
    resultsMany: "عدد العطور: {count}",
    emptyTitle: "لم يتم العثور على عطور",
    emptyText: "جرّب تعديل البحث أو خيارات التصفية.",
    clearFilters: "مسح التصفية",
    apply: "تطبيق",
  },

  product: {
    reviews: "(152 تقييمًا)",
    keyNotes: "النفحات الرئيسية",
    category: "الفئة",
    description: "الوصف",
    quantity: "الكمية",
    decrease: "إنقاص الكمية",
    increase: "زيادة الكمية",
    addToCart: "أضف إلى السلة",
    addShort: "أضف ({n})",
    authenticity: "أصلي 100%: كل عطر لدينا أصلي ومصدره موردون موثوقون.",
    delivery: "توصيل مجاني إلى جميع أنحاء قطر خلال يوم إلى يومَي عمل. الدفع عند الاستلام.",
    related: "قد يعجبك أيضًا",
    breadcrumb: "العودة إلى جميع العطور",
    notFoundTitle: "المنتج غير موجود",
    notFoundText: "عذرًا، العطر الذي تبحث عنه غير موجود.",
    backToHome: "العودة إلى الرئيسية",
  },

  cart: {
    heading: "سلة التسوق",
    emptyTitle: "سلتك فارغة",
    emptyText: "عطرك المميز التالي بانتظار أن تكتشفه.",
    discover: "اكتشف العطور",
    clear: "إفراغ السلة",
    continueShopping: "متابعة التسوق",
    unitPrice: "{price} للقطعة",
    lineTotal: "الإجمالي",
    remove: "إزالة {name} من السلة",
    removeShort: "إزالة",
    increase: "زيادة كمية {name}",
    decrease: "إنقاص كمية {name}",
    quantityOf: "كمية {name}",
    includes: "تتضمن: {names}",
    maxPerLine: "بحد أقصى {max} من كل منتج في الطلب الواحد.",
    codMax: "الحد الأقصى لطلبات الدفع عند الاستلام هو {max}. يُرجى تقليل محتويات السلة، أو راسلنا عبر واتساب لطلب أكبر.",
    codMaxLink: "راسلنا عبر واتساب",
    summary: {
      heading: "ملخص الطلب",
      subtotal: "المجموع الفرعي",
      shipping: "الشحن",
      free: "مجاني",
      total: "الإجمالي",
      checkout: "المتابعة لإتمام الطلب",
    },
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
      badge: "خصم 40%",
      heading: "كوّن ثلاثيتك الخاصة",
      text: "اختر أي 3 عطور واستمتع بها معًا مقابل {price} فقط.",
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
    },
    perks: ["توصيل مجاني إلى جميع أنحاء قطر", "الدفع عند الاستلام", "أصلي 100%"],
  },

  checkout: {
    emptyText: "سلتك فارغة.",
    shopNow: "تسوّق الآن",
    heading: "إتمام الطلب",
    backToCart: "العودة إلى السلة",
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
      cityNames: {
        Doha: "الدوحة",
        "Al Rayyan": "الريان",
        "Al Wakrah": "الوكرة",
        "Al Khor": "الخور",
        Lusail: "لوسيل",
        "Umm Salal": "أم صلال",
        "Other (Specify in notes)": "أخرى (يرجى التحديد في الملاحظات)",
      },
      phoneError: "يرجى إدخال رقم هاتف قطري صحيح يبدأ بـ \u200E+974.",
      errors: {
        nameRequired: "الاسم مطلوب.",
        phoneRequired: "رقم الهاتف مطلوب.",
        addressRequired: "العنوان مطلوب.",
        tooLong: "يجب ألا يزيد حقل «{field}» على {max} حرفًا.",
        email: "يرجى إدخال بريد إلكتروني صحيح.",
        emailTooLong: "البريد الإلكتروني طويل جدًا.",
        notAllowed: "يحتوي حقل «{field}» على رموز غير مسموح بها.",
        city: "يرجى اختيار مدينة من القائمة.",
        fieldNames: { name: "الاسم", address: "العنوان", notes: "ملاحظات الطلب", email: "البريد الإلكتروني" },
      },
    },
    payment: {
      heading: "طريقة الدفع",
      title: "الدفع عند الاستلام",
      text: "ادفع نقدًا عند وصول طلبك. سيتصل بك فريقنا لتأكيد الطلب قبل التوصيل.",
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
      itemCount: "عدد المنتجات: {count}",
      itemCountOne: "منتج واحد",
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

  errors: {
    appErrorTitle: "حدث خطأ غير متوقع في التطبيق!",
    appErrorText: "حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى بعد قليل.",
    tryAgain: "حاول مرة أخرى",
    backToHomepage: "العودة إلى الصفحة الرئيسية",
    notFoundTitle: "الصفحة غير موجودة",
    notFoundText: "الصفحة التي تبحث عنها غير موجودة أو تم نقلها.",
  },

  seo: {
    home: {
      title: "{brand} | عطور فاخرة في قطر",
      description:
        "تسوّق عطورًا فاخرة أصلية 100% في قطر. توصيل مجاني إلى جميع أنحاء قطر خلال يوم إلى يومَي عمل، والدفع عند الاستلام.",
    },
    products: {
      title: "جميع العطور | {brand}",
      description:
        "تصفّح مجموعتنا الكاملة من عطور كبرى الدور العالمية والعطور الحصرية الأصلية للرجال والنساء، مع توصيل مجاني إلى جميع أنحاء قطر.",
    },
    product: {
      title: "{name} | {brand}",
      description: "{name}: {notes}. أصلي 100%، وتوصيل مجاني إلى جميع أنحاء قطر، والدفع عند الاستلام.",
    },
    productNotFound: {
      title: "المنتج غير موجود | {brand}",
      description: "عذرًا، العطر الذي تبحث عنه غير موجود.",
    },
    offers: {
      title: "العروض والمجموعات | {brand}",
      description:
        "ثلاثيات عطرية منتقاة وعرض لتكوين ثلاثيتك الخاصة بخصم 40%. توصيل مجاني إلى جميع أنحاء قطر مع الدفع عند الاستلام.",
    },
    cart: {
      title: "سلة التسوق | {brand}",
      description: "راجع العطور الفاخرة في سلتك قبل إتمام الطلب.",
    },
    checkout: {
      title: "إتمام الطلب | {brand}",
      description: "أكمل طلبك مع الدفع عند الاستلام والتوصيل المجاني إلى جميع أنحاء قطر.",
    },
    confirmation: {
      title: "تأكيد الطلب | {brand}",
      description: "شكرًا لطلبك. ستصلك عطورك الفاخرة خلال يوم إلى يومَي عمل.",
    },
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
      description: "إجابات حول التوصيل إلى جميع أنحاء قطر، والدفع عند الاستلام، وأصالة العطور، والإرجاع، والمجموعات لدى {brand}.",
    },
    contact: {
      title: "تواصل مع الدعم | {brand}",
      description: "تواصل مع فريق {brand} عبر البريد الإلكتروني أو الهاتف أو واتساب. نحن في خدمتك من الأحد إلى الخميس.",
    },
    notFound: {
      title: "الصفحة غير موجودة | {brand}",
      description: "الصفحة التي تبحث عنها غير موجودة.",
    },
  },
} as const satisfies Messages;
