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
  /** Units left, or null when the shop does not track this perfume's stock. */
  stock: number | null;
}

/** A tracked perfume with nothing left: shown "Sold out", not sold. */
export const isSoldOut = (product: Pick<Product, "stock">) => product.stock !== null && product.stock <= 0;

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
