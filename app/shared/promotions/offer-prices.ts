// The price a perfume's size is sold at under the automatic offers running now, shown struck
// through on cards and product pages (docs/decisions/042). Not a second discount rule: each size is
// priced by `pricePromotions` as a cart of one unit of it alone, so the card says what the cart
// says for that unit.
import type { Product } from "../catalogue";
import { nextChange } from "../storefront-content";
import { pricePromotions, type PricingLine, type PricingPromotion } from "./pricing";

/** Offer price (dirhams) by variant id; only sizes an offer lowers are listed. */
export type OfferPrices = Readonly<Record<string, number>>;

/**
 * Automatic promotions whose price holds for every shopper: none that depends on who orders or
 * where (first order, areas, per-phone limit) or that may run out between the page and the order
 * (a limit of uses). Those still price the cart; they only never strike a price.
 */
function shopperIndependent(p: PricingPromotion): boolean {
  return (
    p.automatic && !p.firstOrderOnly && !(p.areas && p.areas.length > 0) && p.usageLimit == null && p.usageLimitPerPhone == null
  );
}

const STRUCK_TYPES = new Set(["percentage", "fixed"]);

/**
 * Each size's price under the automatic offers at `now`. A size is listed only when, bought alone,
 * the best combination the pricing picks is made of percentage or fixed offers and lowers its
 * line: a free sample or free delivery is not a lower price.
 */
export function offerPrices(products: readonly Product[], promotions: readonly PricingPromotion[], now: Date): OfferPrices {
  const variants = new Map(products.flatMap((p) => p.variants.map((v) => [v.id, v] as const)));
  const candidates = promotions.filter(shopperIndependent).flatMap((p) => {
    if (!p.gift) return [p];
    // As the order does (server/promotions/order-promotions.ts): a gift not for sale holds nothing.
    const gift = variants.get(p.gift.variantId);
    return gift && (gift.stock === null || gift.stock > 0) ? [{ ...p, giftUnitPrice: gift.price }] : [];
  });
  const offers: Record<string, number> = {};
  if (candidates.length === 0) return offers;
  for (const product of products) {
    for (const variant of product.variants) {
      const line: PricingLine = {
        type: "product",
        productId: product.id,
        variantId: variant.id,
        variantKind: variant.kind,
        category: product.category,
        families: product.families.map((f) => f.id),
        bundleId: null,
        quantity: 1,
        unitPrice: variant.price,
        lineTotal: variant.price,
      };
      const priced = pricePromotions({
        lines: [line],
        automatic: candidates,
        code: null,
        usage: {},
        now,
        area: null,
        delivery: 0,
        freeDeliveryOver: null,
        hasOrdered: null,
      });
      const off = priced.lineDiscounts[0];
      if (off > 0 && priced.applied.every((a) => STRUCK_TYPES.has(a.type))) offers[variant.id] = variant.price - off;
    }
  }
  return offers;
}

/**
 * The next instant after `now` at which an automatic offer starts or ends, or null: cached pages are
 * rendered again then (server/page-cache.ts), so a scheduled offer shows without a restart.
 */
export function nextOfferChange(promotions: readonly PricingPromotion[], now: number): number | null {
  return nextChange(
    promotions.filter((p) => shopperIndependent(p) && !p.paused).flatMap((p) => [p.startsAt ?? null, p.endsAt ?? null]),
    now,
  );
}
