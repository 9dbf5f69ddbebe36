import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_DELIVERY } from "./delivery";
import type { Bundle, Catalogue } from "./catalogue";
import { DEFAULT_CUSTOM_TRIO_PRICE, MAX_LINE_QUANTITY, MAX_ORDER_LINES } from "./prices";
import {
  addItem,
  bundleToCartItem,
  CART_STORAGE_KEY,
  cartCount,
  cartTotal,
  clearCart,
  customTrioToCartItem,
  lineHref,
  lineKey,
  lineSoldOut,
  parseStoredCart,
  productToCartItem,
  removeItem,
  resolveStripePriceId,
  sameLine,
  toOrderItems,
  updateQuantity,
  type Cart,
  type CartItem,
} from "./cart";
import { testProduct } from "./catalogue.test-utils";

const product = testProduct;

const products = ["1", "2", "3", "4", "5"].map((id) => product(id));
const bundle: Bundle = {
  id: "bundle1",
  name: "Signature Trio",
  description: "",
  price: 20000,
  discount: 0,
  image: "/img/b1.jpg",
  imageSet: null,
  products: products.slice(0, 3).map(({ id, name, slug, image }) => ({ id, name, slug, image })),
  stripePriceId: "price_b1",
  isBundle: true,
};
const catalogue: Catalogue = {
  products,
  bundles: [bundle],
  customTrioPrice: DEFAULT_CUSTOM_TRIO_PRICE,
  customTrioSizes: [{ kind: "bottle", sizeMl: null }],
  delivery: DEFAULT_DELIVERY,
  families: [],
};
const p = (i: number) => products[i];

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("line identity", () => {
  it("uses the storage key from the spec", () => {
    expect(CART_STORAGE_KEY).toBe("perfumeCart");
  });

  it("treats lines as the same only when id and selected products match, in any order", () => {
    const a = customTrioToCartItem([p(0), p(1), p(2)], DEFAULT_CUSTOM_TRIO_PRICE, 1);
    const reordered = { ...a, selectedProducts: [...a.selectedProducts!].reverse() };
    const other = customTrioToCartItem([p(0), p(1), p(3)], DEFAULT_CUSTOM_TRIO_PRICE, 1);
    expect(sameLine(a, reordered)).toBe(true);
    expect(lineKey(a)).toBe(lineKey(reordered));
    expect(sameLine(a, other)).toBe(false);
    expect(sameLine(productToCartItem(p(0)), productToCartItem(p(1)))).toBe(false);
    expect(sameLine(productToCartItem(p(0)), productToCartItem(p(0)))).toBe(true);
  });
});

describe("addItem", () => {
  it("appends a new line with the given quantity, defaulting to 1, without mutating", () => {
    const empty: Cart = [];
    const one = addItem(empty, productToCartItem(p(0)));
    expect(empty).toEqual([]);
    expect(one).toHaveLength(1);
    expect(one[0].quantity).toBe(1);
    const withThree = addItem(one, productToCartItem(p(1)), 3);
    expect(withThree.map((l) => [l.id, l.quantity])).toEqual([
      ["1", 1],
      ["2", 3],
    ]);
  });

  it("adds a bundle with quantity 1 when none is given", () => {
    const item = { ...bundleToCartItem(bundle, catalogue), quantity: 7 };
    expect(addItem([], item)[0].quantity).toBe(1);
  });

  it("merges into a matching line by raising its quantity", () => {
    let cart = addItem([], productToCartItem(p(0)), 2);
    cart = addItem(cart, productToCartItem(p(0)), 3);
    expect(cart).toHaveLength(1);
    expect(cart[0].quantity).toBe(5);
  });

  it("caps quantities at MAX_LINE_QUANTITY and ignores unusable quantities", () => {
    let cart = addItem([], productToCartItem(p(0)), MAX_LINE_QUANTITY - 1);
    cart = addItem(cart, productToCartItem(p(0)), 10);
    expect(cart[0].quantity).toBe(MAX_LINE_QUANTITY);
    expect(addItem([], productToCartItem(p(0)), 1000)[0].quantity).toBe(MAX_LINE_QUANTITY);
    expect(addItem(cart, productToCartItem(p(1)), 0)).toBe(cart);
    expect(addItem(cart, productToCartItem(p(1)), -2)).toBe(cart);
    expect(addItem(cart, productToCartItem(p(1)), Number.NaN)).toBe(cart);
    expect(addItem([], productToCartItem(p(1)), 2.9)[0].quantity).toBe(2);
  });

  it("takes the price identifier from the item, else the catalogue, and only warns if missing", () => {
    const bare = { ...productToCartItem(p(0)), stripePriceId: null };
    expect(addItem([], bare, 1, catalogue)[0].stripePriceId).toBe("price_1");
    expect(warn).not.toHaveBeenCalled();
    const own = { ...productToCartItem(p(0)), stripePriceId: "price_own" };
    expect(resolveStripePriceId(own, catalogue)).toBe("price_own");

    const orphan = addItem([], bare);
    expect(orphan).toHaveLength(1);
    expect(orphan[0].stripePriceId).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("does not warn for a custom trio whose perfumes all have price identifiers", () => {
    addItem([], customTrioToCartItem([p(0), p(1), p(2)], DEFAULT_CUSTOM_TRIO_PRICE, 1));
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("updateQuantity, removeItem, clearCart and totals", () => {
  const start = (): Cart =>
    addItem(
      addItem(addItem([], productToCartItem(p(0)), 2), bundleToCartItem(bundle, catalogue)),
      customTrioToCartItem([p(0), p(1), p(2)], DEFAULT_CUSTOM_TRIO_PRICE, 5),
      2,
    );

  it("sets a line's quantity by key, capped", () => {
    const cart = start();
    const key = lineKey(cart[0]);
    expect(updateQuantity(cart, key, 4)[0].quantity).toBe(4);
    expect(updateQuantity(cart, key, 500)[0].quantity).toBe(MAX_LINE_QUANTITY);
    expect(cart[0].quantity).toBe(2);
  });

  it("removes the line when the quantity is 0 or less", () => {
    const cart = start();
    const key = lineKey(cart[1]);
    expect(updateQuantity(cart, key, 0).map((l) => l.id)).not.toContain("bundle1");
    expect(updateQuantity(cart, key, -1)).toHaveLength(2);
    expect(removeItem(cart, lineKey(cart[2])).map((l) => l.id)).toEqual(["1", "bundle1"]);
    expect(clearCart()).toEqual([]);
  });

  it("sums price times quantity and the quantities", () => {
    const cart = start();
    expect(cartTotal(cart)).toBe(2 * 8500 + 20000 + 2 * DEFAULT_CUSTOM_TRIO_PRICE);
    expect(cartCount(cart)).toBe(5);
    expect(cartTotal([])).toBe(0);
    expect(cartCount([])).toBe(0);
  });
});

describe("builders", () => {
  it("builds a product line", () => {
    const item = productToCartItem(p(0));
    expect(item).toMatchObject({
      id: "1",
      price: 8500,
      slug: "perfume-1",
      isBundle: false,
      isCustomBundle: false,
      stripePriceId: "price_1",
    });
    expect(lineHref(item)).toBe("/product/perfume-1");
  });

  it("builds a bundle line with its slug, its price and the catalogue's product list", () => {
    const stale: Bundle = { ...bundle, products: [], stripePriceId: null, price: 19000 };
    const item = bundleToCartItem(stale, catalogue);
    expect(item.slug).toBe("bundle/bundle1");
    expect(item.price).toBe(19000);
    expect(item.products!.map((x) => x.id)).toEqual(["1", "2", "3"]);
    expect(item.stripePriceId).toBe("price_b1");
    expect(item).toMatchObject({ isBundle: true, isCustomBundle: false });
  });

  it("builds a custom trio", () => {
    const item = customTrioToCartItem([p(1), p(0), product("9", { price: 9000 })], DEFAULT_CUSTOM_TRIO_PRICE, 1717171717000);
    expect(item).toMatchObject({
      id: "custom-bundle-1717171717000",
      name: "Custom Trio Bundle",
      price: DEFAULT_CUSTOM_TRIO_PRICE,
      originalPrice: 8500 + 8500 + 9000,
      image: "/img/2.jpg",
      isBundle: true,
      isCustomBundle: true,
    });
    expect(item.selectedProducts).toEqual([
      {
        id: "2",
        name: "Perfume 2",
        image: "/img/2.jpg",
        price: 8500,
        stripePriceId: "price_2",
        variantId: "2-100",
        sizeMl: 100,
        kind: "bottle",
      },
      {
        id: "1",
        name: "Perfume 1",
        image: "/img/1.jpg",
        price: 8500,
        stripePriceId: "price_1",
        variantId: "1-100",
        sizeMl: 100,
        kind: "bottle",
      },
      {
        id: "9",
        name: "Perfume 9",
        image: "/img/9.jpg",
        price: 9000,
        stripePriceId: "price_9",
        variantId: "9-100",
        sizeMl: 100,
        kind: "bottle",
      },
    ]);
    expect(item.products!.map((x) => x.slug)).toEqual(["perfume-2", "perfume-1", "perfume-9"]);
    expect(lineHref(item)).toBe("/offers#custom-bundle");
  });

  it("uses the current time for the custom trio id by default", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2025-06-01T00:00:00Z"));
    expect(customTrioToCartItem([p(0), p(1), p(2)], DEFAULT_CUSTOM_TRIO_PRICE).id).toBe(
      `custom-bundle-${Date.parse("2025-06-01T00:00:00Z")}`,
    );
    vi.useRealTimers();
  });

  it("refuses anything but three distinct perfumes", () => {
    expect(() => customTrioToCartItem([p(0), p(1)], DEFAULT_CUSTOM_TRIO_PRICE)).toThrow();
    expect(() => customTrioToCartItem([p(0), p(1), p(2), p(3)], DEFAULT_CUSTOM_TRIO_PRICE)).toThrow();
    expect(() => customTrioToCartItem([p(0), p(0), p(1)], DEFAULT_CUSTOM_TRIO_PRICE)).toThrow();
  });
});

describe("parseStoredCart", () => {
  const stored = (cart: unknown) => JSON.stringify(cart);
  const trio = customTrioToCartItem([p(0), p(1), p(2)], DEFAULT_CUSTOM_TRIO_PRICE, 42);

  it("returns an empty cart for missing, corrupt or wrongly shaped storage", () => {
    for (const raw of [null, "", "{not json", "null", "42", '"text"', '{"id":"1"}', '[null, 3, "x", []]']) {
      expect(parseStoredCart(raw, catalogue)).toEqual([]);
    }
  });

  it("round-trips a valid cart", () => {
    const cart = addItem(addItem(addItem([], productToCartItem(p(0)), 2), bundleToCartItem(bundle, catalogue)), trio);
    expect(parseStoredCart(stored(cart), catalogue)).toEqual(cart);
  });

  it("replaces tampered prices, names, images and slugs with the catalogue's, and drops unknown fields", () => {
    const tampered = [
      { ...productToCartItem(p(0)), price: 1, name: "Hacked", image: "x", slug: "evil", extra: "junk", quantity: 1 },
      { ...bundleToCartItem(bundle, catalogue), price: 100, products: [] },
      { ...trio, price: 5, originalPrice: 5, selectedProducts: trio.selectedProducts!.map((s) => ({ ...s, price: 1 })) },
    ];
    const cart = parseStoredCart(stored(tampered), catalogue);
    expect(cart[0]).toEqual({ ...productToCartItem(p(0)), quantity: 1 });
    expect(cart[0]).not.toHaveProperty("extra");
    expect(cart[1].price).toBe(20000);
    expect(cart[1].products).toHaveLength(3);
    expect(cart[2]).toEqual(trio);
    expect(cartTotal(cart)).toBe(8500 + 20000 + DEFAULT_CUSTOM_TRIO_PRICE);
  });

  it("drops bad quantities, floors fractions and caps huge ones", () => {
    const line = (quantity: unknown) => ({ id: "1", quantity });
    expect(parseStoredCart(stored([line(-1), line(0), line(null), line("3"), line(0.5)]), catalogue)).toEqual([]);
    expect(parseStoredCart('[{"id":"1","quantity":NaN}]', catalogue)).toEqual([]);
    expect(parseStoredCart(stored([line(2.7)]), catalogue)[0].quantity).toBe(2);
    expect(parseStoredCart(stored([line(1e9)]), catalogue)[0].quantity).toBe(MAX_LINE_QUANTITY);
    expect(parseStoredCart('[{"id":"1","quantity":1e400}]', catalogue)).toEqual([]);
  });

  it("drops lines whose product or bundle is no longer sold", () => {
    const cart = parseStoredCart(
      stored([
        { id: "gone", quantity: 1 },
        { id: "bundle9", isBundle: true, quantity: 1 },
        { id: "2", quantity: 1 },
      ]),
      catalogue,
    );
    expect(cart.map((l) => l.id)).toEqual(["2"]);
  });

  it("drops custom trios whose perfumes no longer exist or are malformed", () => {
    const gone = { ...trio, selectedProducts: [...trio.selectedProducts!.slice(0, 2), { id: "gone" }] };
    const short = { ...trio, selectedProducts: trio.selectedProducts!.slice(0, 2), products: undefined };
    const dup = { ...trio, selectedProducts: [trio.selectedProducts![0], trio.selectedProducts![0], trio.selectedProducts![1]] };
    const badId = { ...trio, id: "1" };
    const noList = { id: "custom-bundle-1", isCustomBundle: true, quantity: 1, selectedProducts: "1,2,3" };
    expect(parseStoredCart(stored([gone, short, dup, badId, noList]), catalogue)).toEqual([]);
  });

  it("accepts a trio stored with bare ids and keeps its id", () => {
    const cart = parseStoredCart(
      stored([{ id: "custom-bundle-7", isCustomBundle: true, quantity: 2, selectedProducts: ["3", "4", "5"] }]),
      catalogue,
    );
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ id: "custom-bundle-7", quantity: 2, price: DEFAULT_CUSTOM_TRIO_PRICE, originalPrice: 25500 });
  });

  it("folds duplicate lines together and bounds the number of lines", () => {
    const cart = parseStoredCart(
      stored([
        { id: "1", quantity: 60 },
        { id: "1", quantity: 60 },
      ]),
      catalogue,
    );
    expect(cart).toEqual([{ ...productToCartItem(p(0)), quantity: MAX_LINE_QUANTITY }]);
    const many = Array.from({ length: MAX_ORDER_LINES + 10 }, (_, i) => ({
      id: `custom-bundle-${i}`,
      quantity: 1,
      selectedProducts: ["1", "2", "3"],
    }));
    expect(parseStoredCart(stored(many), catalogue)).toHaveLength(MAX_ORDER_LINES);
  });

  it("never throws on hostile input", () => {
    const hostile = [
      { id: { toString: 1 } },
      { id: "1", quantity: { valueOf: 3 } },
      { __proto__: { id: "1" } },
      { id: "custom-bundle-1", selectedProducts: [null, 1, {}] },
    ];
    expect(() => parseStoredCart(stored(hostile), catalogue)).not.toThrow();
    expect(parseStoredCart(stored(hostile), catalogue)).toEqual([]);
  });
});

describe("toOrderItems", () => {
  it("maps each kind of line to the order API shape", () => {
    let cart: Cart = addItem([], productToCartItem(p(0)), 2);
    cart = addItem(cart, bundleToCartItem(bundle, catalogue));
    cart = addItem(cart, customTrioToCartItem([p(2), p(0), p(4)], DEFAULT_CUSTOM_TRIO_PRICE, 1), 3);
    expect(toOrderItems(cart)).toEqual([
      { type: "product", productId: "1", variantId: "1-100", quantity: 2 },
      { type: "bundle", bundleId: "bundle1", quantity: 1 },
      { type: "custom-trio", productIds: ["3", "1", "5"], variantIds: ["3-100", "1-100", "5-100"], quantity: 3 },
    ]);
  });

  it("sends the trio's chosen sizes, and none for a trio saved before sizes", () => {
    const sizes = [
      {
        id: "3-50",
        sizeMl: 50,
        kind: "bottle" as const,
        price: 6000,
        compareAtPrice: null,
        sku: "p3-50",
        gtin: null,
        stock: null,
      },
      undefined,
      undefined,
    ];
    const trio = customTrioToCartItem([p(2), p(0), p(4)], DEFAULT_CUSTOM_TRIO_PRICE, 1, sizes);
    expect(trio.originalPrice).toBe(6000 + 8500 + 8500);
    expect(toOrderItems([trio])).toEqual([
      { type: "custom-trio", productIds: ["3", "1", "5"], variantIds: ["3-50", "1-100", "5-100"], quantity: 1 },
    ]);
    const old: CartItem = {
      ...trio,
      selectedProducts: trio.selectedProducts!.map(({ id, name, image, price, stripePriceId }) => ({
        id,
        name,
        image,
        price,
        stripePriceId,
      })),
    };
    expect(toOrderItems([old])).toEqual([{ type: "custom-trio", productIds: ["3", "1", "5"], quantity: 1 }]);
    // The same three perfumes in another size are another line.
    expect(lineKey(trio)).not.toBe(lineKey(customTrioToCartItem([p(2), p(0), p(4)], DEFAULT_CUSTOM_TRIO_PRICE, 1)));
  });

  it("refuses an incomplete custom trio rather than sending it", () => {
    const broken: CartItem = { ...customTrioToCartItem([p(0), p(1), p(2)], DEFAULT_CUSTOM_TRIO_PRICE, 1), selectedProducts: [] };
    expect(() => toOrderItems([broken])).toThrow();
  });
});

describe("lines the shop cannot supply", () => {
  const soldOut = {
    ...catalogue,
    products: products.map((x) => (x.id === "2" ? { ...x, stock: 0, variants: x.variants.map((v) => ({ ...v, stock: 0 })) } : x)),
  };

  it("a bundle holding a sold-out or no longer shown perfume is sold out, as is that perfume's own line", () => {
    const line = { ...bundleToCartItem(bundle, catalogue), quantity: 1 };
    expect(lineSoldOut(line, catalogue)).toBe(false);
    expect(lineSoldOut(line, soldOut)).toBe(true);
    expect(lineSoldOut(line, { products: products.filter((x) => x.id !== "3") })).toBe(true);
    expect(lineSoldOut({ ...productToCartItem(p(1)), quantity: 1 }, soldOut)).toBe(true);
    expect(lineSoldOut({ ...productToCartItem(p(0)), quantity: 1 }, soldOut)).toBe(false);
  });

  it("a custom trio holding a sold-out perfume is sold out", () => {
    const trio = { ...customTrioToCartItem([p(0), p(1), p(4)], DEFAULT_CUSTOM_TRIO_PRICE), quantity: 1 };
    expect(lineSoldOut(trio, catalogue)).toBe(false);
    expect(lineSoldOut(trio, soldOut)).toBe(true);
  });
});

describe("sizes", () => {
  const sized = product("9", {
    variants: [
      { id: "9-2", sizeMl: 2, kind: "sample", price: 1500, compareAtPrice: null, sku: "s", gtin: null, stock: null },
      { id: "9-50", sizeMl: 50, kind: "bottle", price: 6500, compareAtPrice: null, sku: "b50", gtin: null, stock: 0 },
      { id: "9-100", sizeMl: 100, kind: "bottle", price: 8500, compareAtPrice: null, sku: "b100", gtin: null, stock: null },
    ],
  });
  const sizedCatalogue = { ...catalogue, products: [...products, sized] };

  it("makes the same perfume in two sizes two lines, each at its size's price", () => {
    let cart: Cart = [];
    cart = addItem(cart, productToCartItem(sized, sized.variants[0]), 2);
    cart = addItem(cart, productToCartItem(sized, sized.variants[2]));
    cart = addItem(cart, productToCartItem(sized, sized.variants[0]));
    expect(cart.map((l) => [l.variantId, l.price, l.quantity, lineHref(l)])).toEqual([
      ["9-2", 1500, 3, "/product/perfume-9?size=2"],
      ["9-100", 8500, 1, "/product/perfume-9?size=100"],
    ]);
    expect(cartTotal(cart)).toBe(3 * 1500 + 8500);
    expect(toOrderItems(cart).map((i) => (i.type === "product" ? i.variantId : null))).toEqual(["9-2", "9-100"]);
  });

  it("restores a line saved before sizes as the default size, and drops a size no longer sold", () => {
    const raw = JSON.stringify([
      { id: "9", quantity: 1, price: 1 },
      { id: "9", variantId: "9-2", quantity: 2 },
      { id: "9", variantId: "gone", quantity: 1 },
    ]);
    const cart = parseStoredCart(raw, sizedCatalogue);
    expect(cart.map((l) => [l.variantId, l.price, l.quantity])).toEqual([
      ["9-50", 6500, 1],
      ["9-2", 1500, 2],
    ]);
    // The default size is sold out: its line says so, the sample's does not.
    expect(lineSoldOut(cart[0], sizedCatalogue)).toBe(true);
    expect(lineSoldOut(cart[1], sizedCatalogue)).toBe(false);
  });
});
