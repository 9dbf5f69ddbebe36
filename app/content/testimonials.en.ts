// Customer testimonials shown in the home page carousel (docs/product.md#3-records: four entries, 5 stars).
// An Arabic edition is a second file exporting the same `Testimonial[]` shape.

export interface Testimonial {
  id: string;
  name: string;
  /** Where the customer lives, shown under the name. */
  location: string;
  text: string;
  /** Whole stars, 1 to 5. */
  rating: number;
}

export const testimonials: Testimonial[] = [
  {
    id: "t1",
    name: "Noora A.",
    location: "Doha",
    text: "My Baccarat Rouge 540 arrived the very next morning, beautifully wrapped and exactly as it smells in the boutique. Paying on delivery made my first order completely stress-free.",
    rating: 5,
  },
  {
    id: "t2",
    name: "Khalid M.",
    location: "Lusail",
    text: "I ordered the Modern Man Collection as a gift for my brother. Three genuine bottles at a price I could not find anywhere else in Qatar, and the team called to confirm the delivery time.",
    rating: 5,
  },
  {
    id: "t3",
    name: "Priya S.",
    location: "Al Wakrah",
    text: "Creating my own trio was such a treat. Miss Dior, Tobacco Vanille and Aventus now sit on my dressing table, and every one of them is the real thing. I will be back for more.",
    rating: 5,
  },
  {
    id: "t4",
    name: "James R.",
    location: "The Pearl",
    text: "Fast, courteous and genuinely luxurious. Ombre Leather lasts all day in the Doha heat, and the courier arrived within a day of my order. Highly recommended.",
    rating: 5,
  },
];
