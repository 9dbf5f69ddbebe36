// The price table: the one place the shop's money rules live. Amounts are integer dirhams
// (1 QR = 100 dirhams) so that sums never meet floating point.
/** Seeded prices: from then on each perfume and bundle has the price the owner gives it. */
export const PERFUME_PRICE = 8500;
export const BUNDLE_PRICE = 20000;
/** The custom trio's price until the owner sets one (a shop setting: Catalogue.customTrioPrice). */
export const DEFAULT_CUSTOM_TRIO_PRICE = 20000;
export const CUSTOM_TRIO_SIZE = 3;
/** Advertised only: shipping is free on every order (docs/product.md#1-what-the-shop-is). */
export const FREE_SHIPPING_THRESHOLD = 20000;
/** A perfume shop sells a few bottles of one scent to one customer, not a crate (decision 011). */
export const MAX_LINE_QUANTITY = 10;
export const MAX_ORDER_LINES = 50;

/** Cash on Delivery takes orders up to the shop's maximum (COD_MAX_ORDER, dirhams; 0 = none). */
export const exceedsCodMax = (total: number, codMaxOrder: number) => codMaxOrder > 0 && total > codMaxOrder;
