// Arabic texts of the seeded catalogue (server/db/catalogue-data.ts), keyed by product and bundle
// id: seeded with it, and carried into an existing shop's rows by migration 009. From then on the
// owner edits them in the admin. Product names are not translated: perfumes keep the names their
// houses give them. Notes are separated by the Arabic comma "،" (as Arabic text is written).
// Before a Latin name "و" stands apart ("و Tom Ford"): joined, it would render at the far end of
// the Latin run.
export interface SeedTextsAr {
  products: Record<string, { description: string; notes: string }>;
  bundles: Record<string, { name: string; description: string }>;
}

export const seedTextsAr: SeedTextsAr = {
  products: {
    // Creed Aventus
    "1": {
      notes: "أناناس، بتولا، كشمش أسود، مسك",
      description:
        "احتفاءٌ بالقوة والنجاح: أناناس مشرق وكشمش أسود يعلوان خشب البتولا المدخّن، على قاعدة دافئة من المسك والطحلب. عطر واثق وراقٍ لا يشبه سواه.",
    },
    // Baccarat Rouge 540
    "2": {
      notes: "زعفران، ياسمين، خشب العنبر، عنبر رمادي",
      description:
        "مضيء وأثيري، يتوهّج فيه الزعفران والياسمين فوق خشب العنبر بطابعه المعدني والعنبر الرمادي. بصمة متألقة يبقى أثرها كخيط من نور.",
    },
    // Miss Dior Eau de Parfum
    "3": {
      notes: "ورد، فاوانيا، زنبق الوادي، سوسن",
      description:
        "باقة بروح الأزياء الراقية من ورد غراس والفاوانيا وزنبق الوادي، تلطّفها نعومة السوسن البودرية. عطر رومانسي منعش وأنيق بلا حدود.",
    },
    // Tom Ford Ombre Leather
    "4": {
      notes: "جلد، هيل، ياسمين سمباك، باتشولي",
      description: "جلد أسود ناعم يدفئه الهيل وياسمين السمباك، ويرتكز على الباتشولي وطحلب العنبر. عطر حسّي وانسيابي، قوي بهدوء.",
    },
    // Tom Ford Tobacco Vanille
    "5": {
      notes: "أوراق التبغ، فانيليا، كاكاو، فواكه مجففة",
      description:
        "مزيج فاخر من أوراق التبغ الكريمية والتوابل العطرية، مع الفانيليا والتونكا والكاكاو والفواكه المجففة. عطر غني ودافئ، صُنع للأمسيات.",
    },
    // Yves Saint Laurent Y Eau de Parfum
    "6": {
      notes: "تفاح، زنجبيل، مريمية، خشب العنبر",
      description:
        "تفاح منعش وزنجبيل يلتقيان بالمريمية العطرية فوق قاعدة عميقة من خشب العنبر والتونكا. منعش لكنه قوي الحضور، لمن يرسم طريقه بنفسه.",
    },
    // Valentino Uomo Born in Roma
    "7": {
      notes: "نفحة معدنية، ورق البنفسج، نجيل الهند المدخّن، زنجبيل",
      description:
        "عصري وجذّاب: نفحة معدنية مالحة وورق البنفسج يزيدهما الزنجبيل حدّة، على قاعدة من نجيل الهند المدخّن. أناقة رومانية بلمسة متمرّدة.",
    },
    // Emporio Armani Stronger With You Absolutely
    "8": {
      notes: "روم، فانيليا، كستناء، خشب الأرز",
      description:
        "نفحات الروم الدافئة والكستناء المُكرملة تذوب في فانيليا البوربون وخشب الأرز. عطر مكثّف وآسر ودافئ، صُنع ليبقى في الذاكرة.",
    },
  },
  bundles: {
    bundle1: {
      name: "الثلاثية المميزة",
      description: "ثلاثة عطور أيقونية في هدية واحدة: Creed Aventus و Baccarat Rouge 540 و Tom Ford Tobacco Vanille.",
    },
    bundle2: {
      name: "مجموعة الرجل العصري",
      description: "خزانة عطرية للرجولة العصرية: YSL Y و Tom Ford Ombre Leather و Emporio Armani Stronger With You Absolutely.",
    },
  },
};
