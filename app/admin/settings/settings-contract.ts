// The shop's own settings as the admin API answers them (docs/decisions/028). Types only.

/** GET/PATCH /api/admin/settings: the shop's own figures. */
export interface ShopSettings {
  /** Dirhams. */
  customTrioPrice: number;
  /** The first order's number; settable until the shop's first order. */
  orderNumberStart: number;
  /** True once an order exists: the numbering has begun and its start is fixed. */
  orderNumbersStarted: boolean;
}
