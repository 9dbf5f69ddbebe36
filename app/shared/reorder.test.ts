import { describe, expect, it } from "vitest";
import { DEFAULT_DELIVERY } from "./delivery";
import type { Catalogue } from "./catalogue";
import { DEFAULT_CUSTOM_TRIO_PRICE } from "./prices";
import { testProduct } from "./catalogue.test-utils";
import { reorder } from "./reorder";

const sized = (id: string, sizes: [number, number, number | null][]) =>
  testProduct(id, {
    variants: sizes.map(([sizeMl, price, stock]) => ({
      id: `${id}-${sizeMl}`,
      sizeMl,
      kind: "bottle" as const,
      price,
      compareAtPrice: null,
      sku: `p${id}-${sizeMl}`,
      gtin: null,
      stock,
    })),
  });

const products = [
  sized("1", [
    [50, 6000, null],
    [100, 9900, null],
  ]),
  sized("2", [[100, 8000, 0]]),
  testProduct("3"),
  testProduct("4"),
];
const catalogue: Catalogue = {
  products,
  bundles: [
    {
      id: "b1",
      name: "Signature Trio",
      description: "",
      price: 20000,
      discount: 0,
      image: "/img/b1.jpg",
      imageSet: null,
      products: [products[0], products[2], products[3]].map(({ id, name, slug, image }) => ({ id, name, slug, image })),
      stripePriceId: "price_b1",
      isBundle: true,
    },
  ],
  customTrioPrice: DEFAULT_CUSTOM_TRIO_PRICE,
  customTrioSizes: [{ kind: "bottle", sizeMl: null }],
  delivery: DEFAULT_DELIVERY,
  families: [],
};

describe("order again", () => {
  it("puts back each size, bundle and trio at today's price, with its quantity", () => {
    const { lines, skipped } = reorder(
      [
        { name: "Perfume 1", quantity: 2, item: { type: "product", productId: "1", variantId: "1-50", quantity: 2 } },
        { name: "Signature Trio", quantity: 1, item: { type: "bundle", bundleId: "b1", quantity: 1 } },
        {
          name: "Custom Trio",
          quantity: 1,
          item: { type: "custom-trio", productIds: ["1", "3", "4"], variantIds: ["1-100", "3-100", "4-100"], quantity: 1 },
        },
      ],
      catalogue,
      1,
    );
    expect(skipped).toEqual([]);
    expect(lines.map((l) => [l.id, l.variantId, l.price, l.quantity])).toEqual([
      ["1", "1-50", 6000, 2],
      ["b1", undefined, 20000, 1],
      ["custom-bundle-3", undefined, DEFAULT_CUSTOM_TRIO_PRICE, 1],
    ]);
    expect(lines[2].selectedProducts?.map((p) => p.variantId)).toEqual(["1-100", "3-100", "4-100"]);
  });

  it("skips and names what is sold out, no longer sold, or unreadable", () => {
    const { lines, skipped } = reorder(
      [
        { name: "Perfume 2", quantity: 1, item: { type: "product", productId: "2", variantId: "2-100", quantity: 1 } },
        { name: "Gone Perfume", quantity: 1, item: { type: "product", productId: "99", quantity: 1 } },
        { name: "Perfume 1", quantity: 1, item: { type: "product", productId: "1", variantId: "1-30", quantity: 1 } },
        { name: "Old Bundle", quantity: 1, item: { type: "bundle", bundleId: "b9", quantity: 1 } },
        { name: "Broken line", quantity: 1, item: null },
        { name: "Perfume 3", quantity: 1, item: { type: "product", productId: "3", quantity: 1 } },
      ],
      catalogue,
    );
    expect(lines.map((l) => [l.id, l.variantId])).toEqual([["3", "3-100"]]);
    expect(skipped.map((s) => s.name)).toEqual(["Perfume 2", "Gone Perfume", "Perfume 1", "Old Bundle", "Broken line"]);
  });
});
