// Shapes of the catalogue as the storefront receives it from the server (GET /api/catalogue and
// route loaders). Prices are integer dirhams.
import type { DeliverySettings } from "./delivery";
import type { RatingSummary } from "./reviews";
import type { GiftWrapSetting } from "./gift";
import type { Concentration, NotePyramid } from "./perfume-attributes";
import { findVariant, isVariantSoldOut, type ProductVariant, type TrioSize, type VariantKind } from "./variants";

export const CATEGORIES = ["Men", "Women", "Unisex"] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * A photo the owner uploaded, in responsive sizes (server/catalogue/images.ts): the files are
 * `${base}-${width}.webp` and `${base}-${width}.avif` for each width. Seeded perfumes have none
 * and show their SVG illustration (`image`).
 */
export interface ImageSet {
  base: string;
  /** Widths made, smallest first; never wider than the upload. */
  widths: number[];
  /** The upload's own size, for the width and height attributes (no layout shift). */
  width: number;
  height: number;
}

export interface Product {
  id: string;
  slug: string;
  name: string;
  /** The default variant's price (app/shared/variants.ts): what bundles and the trio count. */
  price: number;
  /** A single URL that always works: the seeded SVG, or the largest WebP of the uploaded photo. */
  image: string;
  imageSet: ImageSet | null;
  description: string;
  category: Category;
  /** Comma-separated scent descriptors, e.g. "Pineapple, Birch, Musk". */
  notes: string;
  stripePriceId: string | null;
  /** The default variant's units left, or null when not tracked (bundles and the trio take it). */
  stock: number | null;
  /** The shown variants, in the owner's order; never empty (a perfume without one is not shown). */
  variants: ProductVariant[];
  /** Shown in the home page's Best Sellers and New Arrivals (the owner's flags). */
  bestSeller: boolean;
  newArrival: boolean;
  /** The owner lets shoppers choose it for the custom trio (its one price suits this perfume). */
  inCustomTrio: boolean;
  // Perfume attributes (docs/decisions/034), in the page's language.
  concentration: Concentration | null;
  /** One or two, e.g. [{ id: "amber", name: "Amber (Oriental)" }]. */
  families: { id: string; name: string }[];
  /** The notes pyramid; `notes` above is its heart, joined. */
  pyramid: NotePyramid<string[]>;
  brand: string | null;
  year: number | null;
  /**
   * What search matches besides the name and description, in both languages and already
   * normalised (app/shared/search-text.ts): brand and its spellings, notes, families, category,
   * the perfume's own spellings.
   */
  searchText: string;
  /**
   * Its published reviews in short (docs/decisions/045-reviews-from-buyers.md): null until it has
   * one, and then the storefront shows no stars and no count at all.
   */
  rating: RatingSummary | null;
}

/** A perfume's default variant with nothing left: bundles and the trio cannot have it. */
export const isSoldOut = (product: Pick<Product, "stock">) => product.stock !== null && product.stock <= 0;

/** Every size of a perfume sold out: its card and page say "Sold out". */
export const isProductSoldOut = (product: Pick<Product, "variants">) => product.variants.every(isVariantSoldOut);

/** A perfume in a bundle: the perfume, and the size it holds (absent: the default one). */
export interface BundleItemRef {
  id: string;
  variantId?: string;
}

/**
 * A bundle the shop cannot supply: one of its perfumes, or the size it holds, is sold out, hidden or
 * gone. It shows as sold out wherever it appears (home, offers, cart, the admin's list) instead of
 * failing at checkout. Bare ids mean each perfume's default size (docs/decisions/038).
 */
export function isBundleSoldOut(
  items: readonly (string | BundleItemRef)[],
  products: readonly (Pick<Product, "id" | "stock"> & {
    active?: boolean;
    variants?: readonly (Pick<ProductVariant, "id" | "kind" | "stock"> & { active?: boolean })[];
  })[],
): boolean {
  return items.some((item) => {
    const { id, variantId } = typeof item === "string" ? { id: item, variantId: undefined } : item;
    const product = products.find((p) => p.id === id);
    if (!product || product.active === false) return true;
    if (!variantId || !product.variants) return isSoldOut(product);
    const variant = findVariant(
      product.variants.filter((v) => v.active !== false),
      variantId,
    );
    return !variant || isVariantSoldOut(variant);
  });
}

export interface BundleProduct {
  id: string;
  name: string;
  slug: string;
  image: string;
  /** The size the bundle holds (docs/decisions/038); absent in carts saved before bundles named one. */
  variantId?: string;
  sizeMl?: number;
  kind?: VariantKind;
}

export interface Bundle {
  id: string;
  name: string;
  description: string;
  price: number;
  /** Percent shown on the home page; 0 for the catalogue bundles. */
  discount: number;
  image: string;
  imageSet: ImageSet | null;
  products: BundleProduct[];
  stripePriceId: string | null;
  isBundle: true;
}

/** What the storefront is sold from: shown perfumes and bundles only, in one language. */
export interface Catalogue {
  products: Product[];
  bundles: Bundle[];
  /** Dirhams: the custom trio's price, a shop setting (GET/PATCH /api/admin/settings). */
  customTrioPrice: number;
  /** The sizes the owner lets into the custom trio (a shop setting; full bottles by default). */
  customTrioSizes: TrioSize[];
  /** Areas, fees, estimates, slots and payment methods (GET/PUT /api/admin/settings/delivery). */
  delivery: DeliverySettings;
  /** The owner's fragrance families in the page's language, for the /products filter. */
  families: { id: string; name: string }[];
  /**
   * Gift wrap: offered or not, and its price (dirhams, 0 = free); a shop setting (app/shared/gift.ts).
   * Absent (a catalogue built by hand, as tests do): DEFAULT_GIFT_WRAP.
   */
  giftWrap?: GiftWrapSetting;
}

/** Curated bundles are added to the cart with this slug (docs/product.md#3-records). */
export const bundleSlug = (bundleId: string) => `bundle/${bundleId}`;

/** An uploaded photo's srcset in one format: "/uploads/products/ab12-320.webp 320w, …". */
export const imageSrcSet = (set: ImageSet, format: "webp" | "avif") =>
  set.widths.map((w) => `${set.base}-${w}.${format} ${w}w`).join(", ");
