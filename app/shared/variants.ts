// A perfume is sold in one or more variants: a size in ml and a kind (full bottle, travel spray,
// sample, tester, gift set), each with its own price, SKU and stock (docs/decisions/033-variants.md).
// These rules are shared by the server (pricing, stock, feeds) and the browser (size picker, cards,
// cart), so both agree on which variant a line without one means and what a card says.

export const VARIANT_KINDS = ["bottle", "travel", "sample", "tester", "gift_set"] as const;
export type VariantKind = (typeof VARIANT_KINDS)[number];

export interface ProductVariant {
  id: string;
  sizeMl: number;
  kind: VariantKind;
  /** Dirhams. */
  price: number;
  /** Dirhams, shown struck through; null = none. Only meaningful above the price. */
  compareAtPrice: number | null;
  sku: string;
  gtin: string | null;
  /** Units left; null = not tracked. */
  stock: number | null;
}

/** The size a product had before variants existed: migrated products are one 100 ml bottle. */
export const LEGACY_SIZE_ML = 100;

/** A tracked variant with nothing left: shown but not sold. */
export const isVariantSoldOut = (variant: Pick<ProductVariant, "stock">) => variant.stock !== null && variant.stock <= 0;

/**
 * The variant a line without one means (old carts, bundles, the custom trio): the first full
 * bottle in the owner's order, else the first variant. `variants` are the shown ones, in order.
 */
export function defaultVariant<V extends Pick<ProductVariant, "kind">>(variants: readonly V[]): V | undefined {
  return variants.find((v) => v.kind === "bottle") ?? variants[0];
}

/** The variant a line names, or the default one when it names none; undefined if it is not sold. */
export function findVariant<V extends Pick<ProductVariant, "id" | "kind">>(
  variants: readonly V[],
  variantId: string | null | undefined,
): V | undefined {
  return variantId ? variants.find((v) => v.id === variantId) : defaultVariant(variants);
}

/** What a card says: the lowest price, and whether it is "from" (the sizes cost different amounts). */
export function priceFrom(variants: readonly Pick<ProductVariant, "price">[]): { price: number; varies: boolean } | null {
  if (variants.length === 0) return null;
  const prices = variants.map((v) => v.price);
  const lowest = Math.min(...prices);
  return { price: lowest, varies: prices.some((p) => p !== lowest) };
}

/** Shown struck through only when it is really above the price. */
export const shownCompareAt = (variant: Pick<ProductVariant, "price" | "compareAtPrice">): number | null =>
  variant.compareAtPrice !== null && variant.compareAtPrice > variant.price ? variant.compareAtPrice : null;

/**
 * The `?size=` value that picks a variant on the product page: "50" when one variant has that size,
 * "50-tester" when several kinds share it.
 */
export function sizeParam(variant: Pick<ProductVariant, "sizeMl" | "kind">, variants: readonly Pick<ProductVariant, "sizeMl">[]) {
  const shared = variants.filter((v) => v.sizeMl === variant.sizeMl).length > 1;
  return shared ? `${variant.sizeMl}-${variant.kind}` : String(variant.sizeMl);
}

/** The variant a `?size=` value picks; the default variant when it picks none. */
export function variantForSize<V extends Pick<ProductVariant, "sizeMl" | "kind">>(
  variants: readonly V[],
  size: string | null,
): V | undefined {
  if (size) {
    const exact = variants.find((v) => sizeParam(v, variants) === size);
    if (exact) return exact;
    const bySize = variants.filter((v) => String(v.sizeMl) === size);
    if (bySize.length > 0) return defaultVariant(bySize);
  }
  return defaultVariant(variants);
}

/** Sizes as shoppers read them, with the Latin digits prices use in both editions: "50 ml", "50 مل". */
export const formatSize = (sizeMl: number, locale: "en" | "ar"): string => `${sizeMl} ${locale === "ar" ? "مل" : "ml"}`;

/**
 * How an order or cart line names its size: "50 ml" for a full bottle, "2 ml · Sample" for another
 * kind (kind names from the language's messages: common.variantKinds).
 */
export function sizeLabel(
  variant: Pick<ProductVariant, "sizeMl" | "kind">,
  locale: "en" | "ar",
  kindNames: Readonly<Record<VariantKind, string>>,
): string {
  const size = formatSize(variant.sizeMl, locale);
  return variant.kind === "bottle" ? size : `${size} · ${kindNames[variant.kind]}`;
}

/**
 * A size the owner lets into the custom trio (docs/decisions/038): a kind, and one size of it or
 * every size (`sizeMl: null`). The trio's one price suits only the sizes the owner names.
 */
export interface TrioSize {
  kind: VariantKind;
  sizeMl: number | null;
}

/** Before the owner chooses: full bottles only, whatever their size (what the trio always held). */
export const DEFAULT_TRIO_SIZES: readonly TrioSize[] = [{ kind: "bottle", sizeMl: null }];

/** Whether the owner lets this size into the custom trio. */
const isTrioSize = (variant: Pick<ProductVariant, "sizeMl" | "kind">, allowed: readonly TrioSize[]) =>
  allowed.some((a) => a.kind === variant.kind && (a.sizeMl === null || a.sizeMl === variant.sizeMl));

/** A perfume's sizes the trio may hold, in the owner's order. */
export const trioVariants = <V extends Pick<ProductVariant, "sizeMl" | "kind">>(
  variants: readonly V[],
  allowed: readonly TrioSize[],
) => variants.filter((v) => isTrioSize(v, allowed));

/**
 * The size a trio line holds of one perfume: the one it names, else (a trio from before sizes,
 * or the creator's first offer) the default variant when the trio may hold it, else the first
 * size it may hold. Undefined when the named size is not one the trio may hold.
 */
export function trioVariant<V extends Pick<ProductVariant, "id" | "sizeMl" | "kind">>(
  variants: readonly V[],
  allowed: readonly TrioSize[],
  variantId?: string | null,
): V | undefined {
  const offered = trioVariants(variants, allowed);
  if (variantId) return offered.find((v) => v.id === variantId);
  const main = defaultVariant(variants);
  return main && offered.includes(main) ? main : offered[0];
}

/**
 * A bundle's or trio's perfume as an order names it (docs/decisions/038): "Oud Royal 50 ml",
 * "Oud Royal 2 ml · Sample"; a line stored with a size but no kind was a full bottle, one stored
 * before sizes is the name alone.
 */
export function contentLabel(
  product: { name: string; sizeMl?: number; kind?: VariantKind },
  locale: "en" | "ar",
  kindNames: Readonly<Record<VariantKind, string>>,
): string {
  return product.sizeMl === undefined
    ? product.name
    : `${product.name} ${sizeLabel({ sizeMl: product.sizeMl, kind: product.kind ?? "bottle" }, locale, kindNames)}`;
}
