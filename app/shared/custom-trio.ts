// The custom trio, the build-your-own offer (docs/product.md#4-states and 5): its name, where it is
// made, and the creator's selection rules. Its size is in the price table (prices.ts); its price is a
// shop setting, in the catalogue (Catalogue.customTrioPrice).
import type { Product } from "./catalogue";
import { CUSTOM_TRIO_SIZE } from "./prices";
import { DEFAULT_TRIO_SIZES, isVariantSoldOut, trioVariant, trioVariants, type ProductVariant, type TrioSize } from "./variants";

export const CUSTOM_TRIO_NAME = "Custom Trio Bundle";
/** The creator's anchor on the offers page. */
export const CUSTOM_TRIO_ANCHOR = "custom-bundle";
/** Where a custom trio is made (it has no page of its own). */
export const CUSTOM_TRIO_HREF = `/offers#${CUSTOM_TRIO_ANCHOR}`;

/** A perfume's sizes the creator offers: those the owner lets into the trio, not sold out. */
export const trioOffer = (
  product: Pick<Product, "variants">,
  allowed: readonly TrioSize[] = DEFAULT_TRIO_SIZES,
): ProductVariant[] => trioVariants(product.variants, allowed).filter((v) => !isVariantSoldOut(v));

/**
 * The size the creator starts a chosen perfume at, or keeps when the shopper chose one
 * (`variantId`): the trio's own default (the default bottle) while it is offered, else the first
 * size offered.
 */
export function trioPick(
  product: Pick<Product, "variants">,
  allowed: readonly TrioSize[] = DEFAULT_TRIO_SIZES,
  variantId?: string,
): ProductVariant | undefined {
  const offered = trioOffer(product, allowed);
  const named = variantId ? offered.find((v) => v.id === variantId) : undefined;
  const main = trioVariant(product.variants, allowed);
  return named ?? (main && offered.includes(main) ? main : offered[0]);
}

/**
 * The perfumes a shopper may choose: those the owner let into the trio (its one price would give
 * a dearer perfume away) with a size the owner lets in (docs/decisions/038) that is not sold out.
 */
export const trioChoices = (products: readonly Product[], allowed: readonly TrioSize[] = DEFAULT_TRIO_SIZES): Product[] =>
  products.filter((p) => p.inCustomTrio && trioOffer(p, allowed).length > 0);

/** The first chosen perfume the owner keeps out of the trio, by its place in the choice; null when all may go in. */
export function trioRefusal(chosen: readonly Pick<Product, "inCustomTrio">[]): number | null {
  const index = chosen.findIndex((p) => !p.inCustomTrio);
  return index < 0 ? null : index;
}

/**
 * The trio's badge from real prices: the whole-percent saving of the dearest three choices (rounded
 * down, never above the truth), "up to" when cheaper choices save less; null when no choice saves.
 */
export function trioSaving(
  choices: readonly Pick<Product, "price">[],
  trioPrice: number,
): { percent: number; upTo: boolean } | null {
  if (choices.length < CUSTOM_TRIO_SIZE) return null;
  const prices = choices.map((p) => p.price).sort((a, b) => b - a);
  const dearest = prices.slice(0, CUSTOM_TRIO_SIZE).reduce((sum, p) => sum + p, 0);
  const cheapest = prices.slice(-CUSTOM_TRIO_SIZE).reduce((sum, p) => sum + p, 0);
  const percent = Math.floor(((dearest - trioPrice) * 100) / dearest);
  if (percent <= 0) return null;
  return { percent, upTo: Math.floor(((cheapest - trioPrice) * 100) / cheapest) !== percent };
}

/**
 * Adds or removes `id`. Once `max` are chosen a further pick is ignored (the same array is
 * returned, so a React state update is a no-op) rather than silently replacing an earlier choice.
 */
export function toggleSelection(selected: string[], id: string, max: number = CUSTOM_TRIO_SIZE): string[] {
  if (selected.includes(id)) return selected.filter((s) => s !== id);
  if (selected.length >= max) return selected;
  return [...selected, id];
}

export function canAddTrio(selected: readonly string[]): boolean {
  return selected.length === CUSTOM_TRIO_SIZE && new Set(selected).size === CUSTOM_TRIO_SIZE;
}

/** The chosen products in the order they were picked; ids no longer in the catalogue are skipped. */
export function resolveSelection(selected: readonly string[], products: readonly Product[]): Product[] {
  return selected.flatMap((id) => products.filter((p) => p.id === id).slice(0, 1));
}

export interface TrioPricing {
  price: number;
  originalTotal: number;
  savings: number;
  /** docs/product.md: the original total and savings appear only when the original exceeds the trio price. */
  showSavings: boolean;
}

export function trioPricing(products: readonly Pick<Product, "price">[], trioPrice: number): TrioPricing {
  const originalTotal = products.reduce((sum, p) => sum + p.price, 0);
  return {
    price: trioPrice,
    originalTotal,
    savings: Math.max(0, originalTotal - trioPrice),
    showSavings: originalTotal > trioPrice,
  };
}
