// Cart rules (docs/product.md#3-records and 4). Every cart change in the storefront goes through these
// pure functions so the page, the header badge and checkout can never disagree about the cart.
import { bundleSlug, isBundleSoldOut, type Bundle, type BundleProduct, type Catalogue, type Product } from "./catalogue";
import { CUSTOM_TRIO_HREF, CUSTOM_TRIO_NAME } from "./custom-trio";
import { CUSTOM_TRIO_SIZE, MAX_LINE_QUANTITY, MAX_ORDER_LINES } from "./prices";
import { findVariant, isVariantSoldOut, sizeParam, trioVariant, type ProductVariant, type VariantKind } from "./variants";

export const CART_STORAGE_KEY = "perfumeCart";
const CUSTOM_TRIO_ID_PREFIX = "custom-bundle-";
/** A custom trio has no page of its own; it lives in the creator on the offers page. */
const CUSTOM_TRIO_SLUG = CUSTOM_TRIO_HREF.slice(1);

interface SelectedProduct {
  id: string;
  name: string;
  image: string;
  /** The chosen size's price. */
  price: number;
  stripePriceId: string | null;
  /** The size chosen for the trio (docs/decisions/038); absent in carts saved before. */
  variantId?: string;
  sizeMl?: number;
  kind?: VariantKind;
}

export interface CartItem {
  id: string;
  name: string;
  /** Unit price in dirhams. */
  price: number;
  quantity: number;
  image: string;
  slug: string;
  isBundle: boolean;
  isCustomBundle: boolean;
  selectedProducts?: SelectedProduct[];
  products?: BundleProduct[];
  stripePriceId: string | null;
  /** Custom trio only: what the three perfumes would cost one by one. */
  originalPrice?: number;
  /** A perfume's line: the size bought (one line per size). Absent in carts saved before sizes. */
  variantId?: string;
  sizeMl?: number;
  kind?: VariantKind;
  /** The `?size=` of the product page showing this size. */
  size?: string;
}

export type Cart = CartItem[];

export type OrderItemInput =
  | { type: "product"; productId: string; variantId?: string; quantity: number }
  | { type: "bundle"; bundleId: string; quantity: number }
  | { type: "custom-trio"; productIds: [string, string, string]; variantIds?: [string, string, string]; quantity: number };

// A trio's perfumes with their sizes: the same three in other sizes is another line.
const selectedIds = (item: Pick<CartItem, "selectedProducts">): string[] =>
  (item.selectedProducts ?? []).map((p) => (p.variantId ? `${p.id}@${p.variantId}` : p.id)).sort();

/** Stable identity of a line: used for React keys and for updateQuantity/removeItem. */
export function lineKey(item: Pick<CartItem, "id" | "selectedProducts" | "variantId">): string {
  const ids = selectedIds(item);
  if (ids.length) return `${item.id}|${ids.join(",")}`;
  // The same perfume in two sizes is two lines.
  return item.variantId ? `${item.id}@${item.variantId}` : item.id;
}

export function sameLine(a: CartItem, b: CartItem): boolean {
  return lineKey(a) === lineKey(b);
}

/** Whole number in 0..MAX_LINE_QUANTITY; anything unusable becomes 0 (meaning "no line"). */
function clampQuantity(quantity: unknown): number {
  if (typeof quantity !== "number" || !Number.isFinite(quantity)) return 0;
  return Math.min(MAX_LINE_QUANTITY, Math.max(0, Math.floor(quantity)));
}

function hasPriceId(item: CartItem): boolean {
  // A custom trio is priced by the fixed trio price; what must be traceable are its perfumes.
  if (item.isCustomBundle) return (item.selectedProducts ?? []).every((p) => !!p.stripePriceId);
  return !!item.stripePriceId;
}

/** The item's own price identifier, else the catalogue's entry with the same id, else null. */
export function resolveStripePriceId(item: CartItem, catalogue?: Catalogue): string | null {
  if (item.stripePriceId) return item.stripePriceId;
  if (!catalogue) return null;
  const entry = item.isBundle
    ? catalogue.bundles.find((b) => b.id === item.id)
    : catalogue.products.find((p) => p.id === item.id);
  return entry?.stripePriceId ?? null;
}

/**
 * Adds `quantity` (default 1; bundles therefore go in one at a time) of `item`, merging into a
 * matching line. A missing price identifier is only reported: docs/product.md says it must not block.
 */
export function addItem(cart: Cart, item: CartItem, quantity = 1, catalogue?: Catalogue): Cart {
  const qty = clampQuantity(quantity);
  if (qty === 0) return cart;
  const withId: CartItem = { ...item, stripePriceId: resolveStripePriceId(item, catalogue) };
  if (!hasPriceId(withId)) console.warn(`Cart: no price identifier for "${item.name}" (${item.id}).`);
  const key = lineKey(withId);
  const index = cart.findIndex((line) => lineKey(line) === key);
  if (index === -1) return [...cart, { ...withId, quantity: qty }];
  return cart.map((line, i) => (i === index ? { ...line, quantity: Math.min(MAX_LINE_QUANTITY, line.quantity + qty) } : line));
}

export function updateQuantity(cart: Cart, key: string, quantity: number): Cart {
  const qty = clampQuantity(quantity);
  if (qty === 0) return removeItem(cart, key);
  return cart.map((line) => (lineKey(line) === key ? { ...line, quantity: qty } : line));
}

export function removeItem(cart: Cart, key: string): Cart {
  return cart.filter((line) => lineKey(line) !== key);
}

export function clearCart(): Cart {
  return [];
}

export function cartTotal(cart: Cart): number {
  return cart.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

export function cartCount(cart: Cart): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

/** Where a cart line links to. */
export function lineHref(item: CartItem): string {
  if (item.isCustomBundle) return CUSTOM_TRIO_HREF;
  if (item.isBundle) return "/offers";
  return item.size ? `/product/${item.slug}?size=${encodeURIComponent(item.size)}` : `/product/${item.slug}`;
}

/** A perfume's line in one size: the given variant, else its default one (app/shared/variants.ts). */
export function productToCartItem(product: Product, variant?: ProductVariant): CartItem {
  const chosen = variant ?? findVariant(product.variants, undefined);
  return {
    id: product.id,
    name: product.name,
    price: chosen?.price ?? product.price,
    quantity: 1,
    image: product.image,
    slug: product.slug,
    isBundle: false,
    isCustomBundle: false,
    stripePriceId: product.stripePriceId,
    ...(chosen && {
      variantId: chosen.id,
      sizeMl: chosen.sizeMl,
      kind: chosen.kind,
    }),
    // The page's size picker opens at this size when there is a choice.
    ...(chosen && product.variants.length > 1 && { size: sizeParam(chosen, product.variants) }),
  };
}

export function bundleToCartItem(bundle: Bundle, catalogue: Catalogue): CartItem {
  // The catalogue's own record wins for contents so a stale bundle object cannot smuggle in others.
  const known = catalogue.bundles.find((b) => b.id === bundle.id);
  return {
    id: bundle.id,
    name: bundle.name,
    price: bundle.price,
    quantity: 1,
    image: bundle.image,
    slug: bundleSlug(bundle.id),
    isBundle: true,
    isCustomBundle: false,
    products: (known ?? bundle).products.map((p) => ({ ...p })),
    stripePriceId: bundle.stripePriceId || known?.stripePriceId || null,
  };
}

/**
 * A custom trio's line: three different perfumes, each in the size given beside it (`sizes`), else
 * the trio's own default size (docs/decisions/038).
 */
export function customTrioToCartItem(
  products: Product[],
  trioPrice: number,
  now: number = Date.now(),
  sizes: readonly (ProductVariant | undefined)[] = [],
): CartItem {
  const distinct = new Set(products.map((p) => p.id));
  if (products.length !== CUSTOM_TRIO_SIZE || distinct.size !== CUSTOM_TRIO_SIZE) {
    throw new Error(`A custom trio needs exactly ${CUSTOM_TRIO_SIZE} different perfumes.`);
  }
  const chosen = products.map((p, i) => sizes[i] ?? findVariant(p.variants, undefined));
  return {
    id: `${CUSTOM_TRIO_ID_PREFIX}${now}`,
    name: CUSTOM_TRIO_NAME,
    price: trioPrice,
    originalPrice: products.reduce((sum, p, i) => sum + (chosen[i]?.price ?? p.price), 0),
    quantity: 1,
    image: products[0].image,
    slug: CUSTOM_TRIO_SLUG,
    isBundle: true,
    isCustomBundle: true,
    selectedProducts: products.map((p, i) => {
      const v = chosen[i];
      return {
        id: p.id,
        name: p.name,
        image: p.image,
        price: v?.price ?? p.price,
        stripePriceId: p.stripePriceId,
        ...(v && { variantId: v.id, sizeMl: v.sizeMl, kind: v.kind }),
      };
    }),
    products: products.map((p, i) => {
      const v = chosen[i];
      return {
        id: p.id,
        name: p.name,
        slug: p.slug,
        image: p.image,
        ...(v && { variantId: v.id, sizeMl: v.sizeMl, kind: v.kind }),
      };
    }),
    stripePriceId: null,
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Ids of a stored trio's perfumes, accepting `{ id }` objects or bare ids. */
function storedTrioIds(entry: Record<string, unknown>): string[] | null {
  const list = storedTrioList(entry);
  if (!list) return null;
  const ids = list.map((p) => (typeof p === "string" ? p : isRecord(p) ? p.id : undefined));
  return ids.every((id): id is string => typeof id === "string") ? ids : null;
}

function storedTrioList(entry: Record<string, unknown>): unknown[] | null {
  const list = Array.isArray(entry.selectedProducts) ? entry.selectedProducts : entry.products;
  return Array.isArray(list) ? (list as unknown[]) : null;
}

/** The sizes a stored trio names, beside its ids (undefined where none: a cart from before sizes). */
const storedTrioSizes = (entry: Record<string, unknown>): (string | undefined)[] =>
  (storedTrioList(entry) ?? []).map((p) => (isRecord(p) && typeof p.variantId === "string" ? p.variantId : undefined));

/** Rebuilds one stored line from the catalogue; null when it no longer refers to anything sold. */
function restoreLine(entry: unknown, catalogue: Catalogue): CartItem | null {
  if (!isRecord(entry) || typeof entry.id !== "string" || entry.id === "") return null;
  const quantity = clampQuantity(entry.quantity);
  if (quantity === 0) return null;
  const id = entry.id;

  if (entry.isCustomBundle === true || id.startsWith(CUSTOM_TRIO_ID_PREFIX)) {
    if (!id.startsWith(CUSTOM_TRIO_ID_PREFIX)) return null;
    const ids = storedTrioIds(entry);
    if (!ids) return null;
    const products = ids.map((pid) => catalogue.products.find((p) => p.id === pid));
    if (!products.every((p): p is Product => p !== undefined)) return null;
    // Each size as stored, while the trio may still hold it; a cart from before sizes, the trio's
    // default size. A size the trio may no longer hold drops the line (the order would be refused).
    const named = storedTrioSizes(entry);
    const sizes = products.map((p, i) => trioVariant(p.variants, catalogue.customTrioSizes, named[i]));
    if (sizes.some((v) => v === undefined)) return null;
    try {
      return { ...customTrioToCartItem(products, catalogue.customTrioPrice, Date.now(), sizes), id, quantity };
    } catch {
      return null;
    }
  }

  const bundle = catalogue.bundles.find((b) => b.id === id);
  if (bundle) return { ...bundleToCartItem(bundle, catalogue), quantity };
  const product = catalogue.products.find((p) => p.id === id);
  if (!product) return null;
  // A line saved before sizes means the default size; a size no longer sold is dropped.
  const variant = findVariant(product.variants, typeof entry.variantId === "string" ? entry.variantId : undefined);
  return variant ? { ...productToCartItem(product, variant), quantity } : null;
}

/**
 * Restores the cart saved under CART_STORAGE_KEY. Storage is user-editable and may predate a
 * catalogue change, so nothing stored is trusted: every line is rebuilt (price, name, image,
 * slug) from the catalogue, and anything unrecognisable is dropped rather than thrown on.
 */
export function parseStoredCart(raw: string | null, catalogue: Catalogue): Cart {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  let cart: Cart = [];
  for (const entry of data) {
    const line = restoreLine(entry, catalogue);
    if (!line) continue;
    const key = lineKey(line);
    const existing = cart.find((l) => lineKey(l) === key);
    if (!existing && cart.length >= MAX_ORDER_LINES) continue;
    // Duplicated lines (e.g. from an older cart format) are folded together, still capped.
    cart = existing
      ? cart.map((l) => (l === existing ? { ...l, quantity: Math.min(MAX_LINE_QUANTITY, l.quantity + line.quantity) } : l))
      : [...cart, line];
  }
  return cart;
}

/** How many more of `item` the cart can take before its line reaches MAX_LINE_QUANTITY. */
export function roomFor(cart: Cart, item: Pick<CartItem, "id" | "selectedProducts" | "variantId">): number {
  const key = lineKey(item);
  const existing = cart.find((l) => lineKey(l) === key);
  return MAX_LINE_QUANTITY - (existing?.quantity ?? 0);
}

/** The order API re-prices from ids, so only identities and quantities are sent. */
export function toOrderItems(cart: Cart): OrderItemInput[] {
  return cart.map((line): OrderItemInput => {
    if (line.isCustomBundle) {
      const chosen = line.selectedProducts ?? [];
      const ids = chosen.map((p) => p.id);
      if (ids.length !== CUSTOM_TRIO_SIZE) throw new Error(`Custom trio ${line.id} is incomplete.`);
      const sizes = chosen.map((p) => p.variantId);
      return sizes.every((v): v is string => v !== undefined)
        ? {
            type: "custom-trio",
            productIds: [ids[0], ids[1], ids[2]],
            variantIds: [sizes[0], sizes[1], sizes[2]],
            quantity: line.quantity,
          }
        : { type: "custom-trio", productIds: [ids[0], ids[1], ids[2]], quantity: line.quantity };
    }
    if (line.isBundle) return { type: "bundle", bundleId: line.id, quantity: line.quantity };
    return line.variantId
      ? { type: "product", productId: line.id, variantId: line.variantId, quantity: line.quantity }
      : { type: "product", productId: line.id, quantity: line.quantity };
  });
}

/**
 * A line the shop cannot supply now: a perfume sold out or no longer shown, or a bundle or trio
 * holding one. The cart says so with its remove button, before the checkout would refuse it.
 */
export function lineSoldOut(item: CartItem, catalogue: Pick<Catalogue, "products">): boolean {
  if (!item.isBundle && item.variantId) {
    const variant = catalogue.products.find((p) => p.id === item.id)?.variants.find((v) => v.id === item.variantId);
    return !variant || isVariantSoldOut(variant);
  }
  const refs = !item.isBundle
    ? [item.id]
    : ((item.isCustomBundle ? item.selectedProducts : item.products) ?? []).map((p) => ({ id: p.id, variantId: p.variantId }));
  return isBundleSoldOut(refs, catalogue.products);
}
