// The shop's own settings as the admin API answers them (docs/decisions/028). Types only.
import type { TrioSize } from "../../shared/variants";

/** GET/PATCH /api/admin/settings: the shop's own figures. */
export interface ShopSettings {
  /** Dirhams. */
  customTrioPrice: number;
  /** The sizes the custom trio may hold (docs/decisions/038); full bottles by default. */
  customTrioSizes: TrioSize[];
  /** The first order's number; settable until the shop's first order. */
  orderNumberStart: number;
  /** True once an order exists: the numbering has begun and its start is fixed. */
  orderNumbersStarted: boolean;
  /** Gift wrap at checkout (docs/decisions/036): offered or not, and its price in dirhams (0 = free). */
  giftWrapOffered: boolean;
  giftWrapPrice: number;
}
