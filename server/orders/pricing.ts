// Turns what the shopper asked for into priced order lines, using only the catalogue's prices.
import type { Catalogue, Product } from "../../app/shared/catalogue";
import type { OrderItem } from "../../app/shared/order";
import type { OrderItemRequest } from "../../app/shared/order-schema";
import { CUSTOM_TRIO_NAME, trioRefusal } from "../../app/shared/custom-trio";
import type { FieldMessage } from "../../app/shared/field-errors";
import { findVariant, trioVariant, type ProductVariant } from "../../app/shared/variants";

/** The lines at the catalogue's prices; the order's total is app/shared/order-total.ts's. */
interface PricedOrder {
  items: OrderItem[];
  subtotal: number;
}

export type PricingResult = { ok: true; order: PricedOrder } | { ok: false; errors: FieldMessage[] };

// A bundle or trio holds one size of each perfume (docs/decisions/038), kept as sold: its size,
// kind, SKU and that size's own price.
const asItemProduct = (p: Product, v: ProductVariant) => ({
  id: p.id,
  name: p.name,
  quantity: 1,
  price: v.price,
  image: p.image,
  variantId: v.id,
  sizeMl: v.sizeMl,
  kind: v.kind,
  sku: v.sku,
});

// The catalogue is read once and cached (server/catalogue/catalogue.ts): index it once, not per order.
const indexes = new WeakMap<Catalogue, { products: Map<string, Product>; bundles: Map<string, Catalogue["bundles"][number]> }>();
function indexOf(catalogue: Catalogue) {
  let index = indexes.get(catalogue);
  if (!index) {
    index = {
      products: new Map(catalogue.products.map((p) => [p.id, p])),
      bundles: new Map(catalogue.bundles.map((b) => [b.id, b])),
    };
    indexes.set(catalogue, index);
  }
  return index;
}

export function priceOrder(requested: OrderItemRequest[], catalogue: Catalogue): PricingResult {
  const { products, bundles } = indexOf(catalogue);
  const errors: FieldMessage[] = [];
  const items: OrderItem[] = [];

  // Each line is one object literal, no `{ ...base, … }`: V8 (Node 20) builds a literal that
  // starts with a spread and goes on with more properties on a slow path (docs/PERFORMANCE.md#2-placing-orders).
  requested.forEach((req, i) => {
    if (req.type === "product") {
      const p = products.get(req.productId);
      if (!p) return errors.push({ field: `items.${i}.productId`, message: "This perfume is not in our catalogue." });
      // No variant named (a cart from before variants): the default one. The price is always the
      // variant's own, whatever the client sent.
      const v = findVariant(p.variants, req.variantId);
      if (!v) return errors.push({ field: `items.${i}.variantId`, message: "This size of the perfume is not sold." });
      items.push({
        quantity: req.quantity,
        type: "product",
        ref: p.id,
        name: p.name,
        image: p.image,
        unitPrice: v.price,
        lineTotal: v.price * req.quantity,
        isBundle: false,
        isCustomBundle: false,
        products: [],
        variant: { id: v.id, sizeMl: v.sizeMl, kind: v.kind, sku: v.sku },
      });
    } else if (req.type === "bundle") {
      const b = bundles.get(req.bundleId);
      if (!b) return errors.push({ field: `items.${i}.bundleId`, message: "This bundle is not in our catalogue." });
      const contents: ReturnType<typeof asItemProduct>[] = [];
      for (const bp of b.products) {
        const p = products.get(bp.id);
        if (!p) continue;
        // The size the bundle names; one no longer shown leaves the bundle unsold (isBundleSoldOut).
        const v = findVariant(p.variants, bp.variantId);
        if (!v) return errors.push({ field: `items.${i}.bundleId`, message: `This bundle's size of ${p.name} is not sold now.` });
        contents.push(asItemProduct(p, v));
      }
      items.push({
        quantity: req.quantity,
        type: "bundle",
        ref: b.id,
        name: b.name,
        image: b.image,
        unitPrice: b.price,
        lineTotal: b.price * req.quantity,
        isBundle: true,
        isCustomBundle: false,
        products: contents,
        variant: null,
      });
    } else {
      const chosen = req.productIds.map((id) => products.get(id));
      const missing = chosen.findIndex((p) => !p);
      if (missing >= 0) {
        return errors.push({ field: `items.${i}.productIds.${missing}`, message: "This perfume is not in our catalogue." });
      }
      const trio = chosen as Product[];
      // The trio's one price suits only the perfumes the owner let in (docs/product.md#4-states).
      const refused = trioRefusal(trio);
      if (refused !== null) {
        return errors.push({
          field: `items.${i}.productIds.${refused}`,
          message: `${trio[refused].name} cannot go in the custom trio: choose another perfume.`,
        });
      }
      // Each perfume in a size the owner lets into the trio: the one named, else its default
      // bottle (a trio from before sizes); a size not allowed is refused by its field.
      const sizes: ProductVariant[] = [];
      for (const [j, p] of trio.entries()) {
        const named = req.variantIds?.[j];
        const v = trioVariant(p.variants, catalogue.customTrioSizes, named);
        if (!v)
          return errors.push(
            named === undefined
              ? { field: `items.${i}.productIds.${j}`, message: `${p.name} has no size that can go in the custom trio.` }
              : {
                  field: `items.${i}.variantIds.${j}`,
                  message: `This size of ${p.name} cannot go in the custom trio: choose another size.`,
                },
          );
        sizes.push(v);
      }
      items.push({
        quantity: req.quantity,
        type: "custom-trio",
        ref: null,
        name: CUSTOM_TRIO_NAME,
        image: trio[0].image,
        unitPrice: catalogue.customTrioPrice,
        lineTotal: catalogue.customTrioPrice * req.quantity,
        isBundle: true,
        isCustomBundle: true,
        products: trio.map((p, j) => asItemProduct(p, sizes[j])),
        variant: null,
      });
    }
  });

  if (errors.length) return { ok: false, errors };
  const subtotal = items.reduce((sum, item) => sum + item.lineTotal, 0);
  return { ok: true, order: { items, subtotal } };
}
