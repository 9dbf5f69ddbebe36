// The catalogue's query keys: the perfumes and bundles lists (read in catalogue-list.tsx).
export const catalogueKeys = {
  products: ["admin", "products"] as const,
  bundles: ["admin", "bundles"] as const,
};
