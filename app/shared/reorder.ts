// "Order again" (docs/decisions/044-shopper-accounts.md): a past order's lines back in the cart at
// today's prices. The account API gives only what was ordered (ids, sizes, quantities); each line is
// rebuilt from today's catalogue exactly as a stored cart is (./cart.ts), so the price is today's
// and the order API prices it again. A line naming something no longer sold, or sold out now, is
// skipped and named.
import { lineSoldOut, parseStoredCart, type Cart, type OrderItemInput } from "./cart";
import type { Catalogue } from "./catalogue";

/** One line of a past order, as GET /api/account/orders/:id/items gives it (./account.ts). */
export interface PastLine {
  name: string;
  quantity: number;
  item: OrderItemInput | null;
}

export interface Reorder {
  /** The lines to add, priced from today's catalogue. */
  lines: Cart;
  /** The lines that could not be put back, by name (a trio's is worded by the page, useLineName). */
  skipped: { name: string; isCustomBundle: boolean }[];
}

/** The line as the cart would have stored it; a trio takes an id of its own (`custom-bundle-…`). */
function storedEntry(item: OrderItemInput, stamp: number): Record<string, unknown> {
  if (item.type === "product") return { id: item.productId, variantId: item.variantId, quantity: item.quantity };
  if (item.type === "bundle") return { id: item.bundleId, quantity: item.quantity };
  return {
    id: `custom-bundle-${stamp}`,
    isCustomBundle: true,
    selectedProducts: item.productIds.map((id, i) => ({ id, variantId: item.variantIds?.[i] })),
    quantity: item.quantity,
  };
}

/** Today's name of what a line names (the page's language), else its name as ordered. */
function nameOf(line: PastLine, catalogue: Catalogue): string {
  const item = line.item;
  if (item?.type === "product") return catalogue.products.find((p) => p.id === item.productId)?.name ?? line.name;
  if (item?.type === "bundle") return catalogue.bundles.find((b) => b.id === item.bundleId)?.name ?? line.name;
  return line.name;
}

export function reorder(past: readonly PastLine[], catalogue: Catalogue, now: number = Date.now()): Reorder {
  const lines: Cart = [];
  const skipped: Reorder["skipped"] = [];
  past.forEach((line, i) => {
    const [rebuilt] = line.item ? parseStoredCart(JSON.stringify([storedEntry(line.item, now + i)]), catalogue) : [];
    if (rebuilt && !lineSoldOut(rebuilt, catalogue)) lines.push(rebuilt);
    else skipped.push({ name: nameOf(line, catalogue), isCustomBundle: line.item?.type === "custom-trio" });
  });
  return { lines, skipped };
}
