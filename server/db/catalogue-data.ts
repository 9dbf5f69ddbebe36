// The shop's catalogue as seeded into the database. Prices come from the one price table.
import { BUNDLE_PRICE, PERFUME_PRICE } from "../../app/shared/prices";
import type { Category } from "../../app/shared/catalogue";

export interface SeedProduct {
  id: string;
  slug: string;
  name: string;
  category: Category;
  notes: string;
  description: string;
}

export const seedProducts: SeedProduct[] = [
  {
    id: "1",
    slug: "creed-aventus",
    name: "Creed Aventus",
    category: "Men",
    notes: "Pineapple, Birch, Blackcurrant, Musk",
    description:
      "A celebration of strength and success: bright pineapple and blackcurrant over smoky birch and a warm, mossy musk base. Confident, refined and unmistakable.",
  },
  {
    id: "2",
    slug: "baccarat-rouge-540",
    name: "Baccarat Rouge 540",
    category: "Unisex",
    notes: "Saffron, Jasmine, Amberwood, Ambergris",
    description:
      "Luminous and airy, with saffron and jasmine glowing over mineral amberwood and ambergris. A radiant signature that lingers like a trail of light.",
  },
  {
    id: "3",
    slug: "miss-dior-eau-de-parfum",
    name: "Miss Dior Eau de Parfum",
    category: "Women",
    notes: "Rose, Peony, Lily of the Valley, Iris",
    description:
      "A couture bouquet of Grasse rose, peony and lily of the valley, softened by powdery iris. Romantic, fresh and endlessly elegant.",
  },
  {
    id: "4",
    slug: "tom-ford-ombre-leather",
    name: "Tom Ford Ombre Leather",
    category: "Unisex",
    notes: "Leather, Cardamom, Jasmine Sambac, Patchouli",
    description:
      "Supple black leather warmed by cardamom and jasmine sambac, grounded in patchouli and amber moss. Sensual, smooth and quietly powerful.",
  },
  {
    id: "5",
    slug: "tom-ford-tobacco-vanille",
    name: "Tom Ford Tobacco Vanille",
    category: "Unisex",
    notes: "Tobacco Leaf, Vanilla, Cocoa, Dried Fruits",
    description:
      "An opulent blend of creamy tobacco leaf and aromatic spice, with vanilla, tonka, cocoa and dried fruits. Rich, warm and made for evenings.",
  },
  {
    id: "6",
    slug: "ysl-y-eau-de-parfum",
    name: "Yves Saint Laurent Y Eau de Parfum",
    category: "Men",
    notes: "Apple, Ginger, Sage, Amberwood",
    description:
      "Crisp apple and ginger meet aromatic sage over a deep amberwood and tonka base. Fresh yet intense, for those who follow their own path.",
  },
  {
    id: "7",
    slug: "valentino-uomo-born-in-roma",
    name: "Valentino Uomo Born in Roma",
    category: "Men",
    notes: "Mineral Accord, Violet Leaf, Smoked Vetiver, Ginger",
    description:
      "Modern and magnetic: a salty mineral accord and violet leaf sharpened by ginger, resting on smoked vetiver. Roman style with a rebellious edge.",
  },
  {
    id: "8",
    slug: "emporio-armani-stronger-with-you-absolutely",
    name: "Emporio Armani Stronger With You Absolutely",
    category: "Men",
    notes: "Rum, Vanilla, Chestnut, Cedarwood",
    description:
      "Boozy rum and glazed chestnut melt into bourbon vanilla and cedarwood. Intense, addictive and warm, a fragrance made to be remembered.",
  },
];

export interface SeedBundle {
  id: string;
  name: string;
  description: string;
  productIds: [string, string, string];
}

export const seedBundles: SeedBundle[] = [
  {
    id: "bundle1",
    name: "Signature Trio",
    description: "Three icons in one gift: Creed Aventus, Baccarat Rouge 540 and Tom Ford Tobacco Vanille.",
    productIds: ["1", "2", "5"],
  },
  {
    id: "bundle2",
    name: "Modern Man Collection",
    description:
      "A wardrobe of modern masculinity: YSL Y, Tom Ford Ombre Leather and Emporio Armani Stronger With You Absolutely.",
    productIds: ["6", "4", "8"],
  },
];

export const productImage = (slug: string) => `/images/products/${slug}.svg`;
export const bundleImage = (id: string) => `/images/bundles/${id}.svg`;
export { BUNDLE_PRICE, PERFUME_PRICE };
