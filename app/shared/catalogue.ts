// Shapes of the catalogue as the storefront receives it from the server (GET /api/catalogue and
// route loaders). Prices are integer dirhams.
export const CATEGORIES = ["Men", "Women", "Unisex"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Product {
  id: string;
  slug: string;
  name: string;
  price: number;
  image: string;
  description: string;
  category: Category;
  /** Comma-separated scent descriptors, e.g. "Pineapple, Birch, Musk". */
  notes: string;
  stripePriceId: string | null;
}

export interface BundleProduct {
  id: string;
  name: string;
  slug: string;
  image: string;
}

export interface Bundle {
  id: string;
  name: string;
  description: string;
  price: number;
  /** Percent shown on the home page; 0 for the catalogue bundles. */
  discount: number;
  image: string;
  products: BundleProduct[];
  stripePriceId: string | null;
  isBundle: true;
}

export interface Catalogue {
  products: Product[];
  bundles: Bundle[];
}

/** Curated bundles are added to the cart with this slug (docs/product.md#3-records). */
export const bundleSlug = (bundleId: string) => `bundle/${bundleId}`;
