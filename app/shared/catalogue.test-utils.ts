// A perfume as the storefront's catalogue carries it, for the rule modules' tests: one 100 ml
// bottle at its price and stock unless the test gives its own sizes.
import type { Product } from "./catalogue";

export function testProduct(id: string, extra: Partial<Product> = {}): Product {
  const price = extra.price ?? 8500;
  return {
    id,
    slug: `perfume-${id}`,
    name: `Perfume ${id}`,
    price,
    image: `/img/${id}.jpg`,
    description: "",
    category: "Unisex",
    notes: "",
    stripePriceId: `price_${id}`,
    stock: null,
    imageSet: null,
    bestSeller: false,
    newArrival: false,
    inCustomTrio: true,
    concentration: null,
    families: [],
    pyramid: { top: [], heart: [], base: [] },
    brand: null,
    year: null,
    searchText: "",
    rating: null,
    ...extra,
    variants: extra.variants ?? [
      {
        id: `${id}-100`,
        sizeMl: 100,
        kind: "bottle",
        price,
        compareAtPrice: null,
        sku: `perfume-${id}-100ml`,
        gtin: null,
        stock: extra.stock ?? null,
      },
    ],
  };
}
