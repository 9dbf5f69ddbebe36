// The price table: the one place the shop's money rules live. Amounts are integer dirhams
// (1 QR = 100 dirhams) so that sums never meet floating point.
export const PERFUME_PRICE = 8500;
export const BUNDLE_PRICE = 20000;
export const CUSTOM_TRIO_PRICE = 20000;
export const CUSTOM_TRIO_SIZE = 3;
export const CUSTOM_TRIO_DISCOUNT_LABEL = "40% OFF";
export const SHIPPING_COST = 0;
/** Advertised only: shipping is free on every order (SPEC.md section 1). */
export const FREE_SHIPPING_THRESHOLD = 20000;
export const MAX_LINE_QUANTITY = 99;
export const MAX_ORDER_LINES = 50;
