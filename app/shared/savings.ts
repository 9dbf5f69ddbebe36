// A bundle's badge from real prices (docs/product.md, Bundles): the whole-percent saving of its price
// on the perfumes it holds at their own prices now, rounded down so the badge never claims more than
// the truth; 0 (no badge) when it saves nothing or a perfume is missing. The custom trio's badge
// follows the same rule over the perfumes a shopper may choose (app/shared/custom-trio.ts).

/** `contents`: the bundle's perfumes (undefined where one is hidden or gone); prices in dirhams. */
export function bundleSaving(contents: readonly ({ price: number } | undefined)[], bundlePrice: number): number {
  if (contents.length === 0 || contents.some((p) => p === undefined)) return 0;
  const separately = contents.reduce((sum, p) => sum + (p?.price ?? 0), 0);
  if (separately <= 0 || bundlePrice >= separately) return 0;
  return Math.floor(((separately - bundlePrice) * 100) / separately);
}
