// Customer testimonials in Arabic for the home page carousel: the same ids, order and ratings as
// ./testimonials.en. Names and places are written in Arabic script; perfume names stay as their
// houses write them.
import type { Testimonial } from "./testimonials.en";

export const testimonials: Testimonial[] = [
  {
    id: "t1",
    name: "نورة ع.",
    location: "الدوحة",
    text: "وصلني Baccarat Rouge 540 صباح اليوم التالي مباشرة، مغلّفًا بأناقة وبالرائحة نفسها التي عرفتها في البوتيك. وقد جعل الدفع عند الاستلام طلبي الأول خاليًا تمامًا من القلق.",
    rating: 5,
  },
  {
    id: "t2",
    name: "خالد م.",
    location: "لوسيل",
    text: "طلبت «مجموعة الرجل العصري» هديةً لأخي: ثلاث زجاجات أصلية بسعر لم أجده في أي مكان آخر في قطر، واتصل بي الفريق لتأكيد موعد التوصيل.",
    rating: 5,
  },
  {
    id: "t3",
    name: "بريا س.",
    location: "الوكرة",
    text: "كان تكوين ثلاثيتي الخاصة متعة حقيقية. أصبحت Miss Dior و Tobacco Vanille و Aventus تزيّن طاولة زينتي، وكلها أصلية بلا أدنى شك. سأعود حتمًا لطلب المزيد.",
    rating: 5,
  },
  {
    id: "t4",
    name: "جيمس ر.",
    location: "اللؤلؤة",
    text: "خدمة سريعة وراقية وفاخرة بحق. يدوم Ombre Leather طوال اليوم رغم حرارة الدوحة، ووصل المندوب في غضون يوم واحد من طلبي. أنصح به بشدة.",
    rating: 5,
  },
];
