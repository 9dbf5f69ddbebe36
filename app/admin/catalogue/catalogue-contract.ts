// The perfumes and bundles as the admin edits them (docs/decisions/028). Types only, shared with
// the server's handlers and server/catalogue.
import type { Category, ImageSet } from "../../shared/catalogue";
import type { Brand, Concentration, FragranceFamily, NotePyramid } from "../../shared/perfume-attributes";
import type { ProductVariant } from "../../shared/variants";

/** A variant as the admin edits it: hidden ones too, in the owner's order. */
export interface AdminVariant extends ProductVariant {
  active: boolean;
  position: number;
}

/** A text the owner writes in both editions. */
interface Translated<T = string> {
  en: T;
  ar: T;
}

/** A perfume as the admin edits it (GET/POST/PATCH /api/admin/products), hidden ones included. */
export interface AdminProduct {
  id: string;
  slug: string;
  name: Translated;
  description: Translated;
  /** The notes pyramid; the heart is what used to be the perfume's only notes. */
  notes: NotePyramid<Translated<string[]>>;
  category: Category;
  /** The default variant's price in dirhams (app/shared/variants.ts); the variants hold the prices. */
  price: number;
  /** The default variant's units left; null = not tracked. */
  stock: number | null;
  /** Every variant, hidden ones too, in the owner's order. */
  variants: AdminVariant[];
  /** Shown on the storefront; a hidden perfume keeps its orders and page address. */
  active: boolean;
  bestSeller: boolean;
  newArrival: boolean;
  /** May go in the custom trio (docs/product.md#4-states): the owner's choice, off for new perfumes. */
  inCustomTrio: boolean;
  /** Order on the storefront, 0 first. */
  position: number;
  image: string;
  imageSet: ImageSet | null;
  // Perfume attributes (docs/decisions/034).
  concentration: Concentration | null;
  /** Family ids, in the owner's order (one or two). */
  families: string[];
  brand: Brand | null;
  year: number | null;
  /** Spellings shoppers type for this perfume, mostly Arabic. */
  searchAliases: string[];
}

/** The owner's fragrance families (GET/POST /api/admin/families), in the order shown. */
export interface AdminFamilies {
  families: FragranceFamily[];
}

export interface AdminProducts {
  products: AdminProduct[];
}

/** A curated bundle as the admin edits it (GET/POST/PATCH /api/admin/bundles). */
export interface AdminBundle {
  id: string;
  name: Translated;
  description: Translated;
  /** Dirhams. */
  price: number;
  /** The perfumes in it, in the order shown. */
  productIds: string[];
  /** The size of each perfume it holds, beside `productIds` (docs/decisions/038). */
  variantIds: string[];
  active: boolean;
  position: number;
  image: string;
  imageSet: ImageSet | null;
}

export interface AdminBundles {
  bundles: AdminBundle[];
}
