// The order as the API returns it (POST /api/orders, admin APIs). Amounts are integer dirhams.
import type { OrderReview } from "./order-review";
import type { VariantKind } from "./variants";

export const ORDER_STATUSES = ["Pending", "Paid", "Processing", "Shipped", "Delivered", "Cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Staff may set any of these from any status; Paid is reserved for a payment provider. */
export const STAFF_SETTABLE_STATUSES = ["Pending", "Processing", "Shipped", "Delivered", "Cancelled"] as const;
export const INITIAL_STATUS: OrderStatus = "Pending";

/**
 * What each status means to the rules that read it, so that a new status does not compile until it
 * says: `open`, still to be delivered (a refusal at the door is Cancelled, reason "refused");
 * `awaitingDispatch`, not yet on its way (staff confirm these with the customer before dispatch).
 */
const STATUS_RULES = {
  Pending: { open: true, awaitingDispatch: true },
  Paid: { open: true, awaitingDispatch: true },
  Processing: { open: true, awaitingDispatch: true },
  Shipped: { open: true, awaitingDispatch: false },
  Delivered: { open: false, awaitingDispatch: false },
  Cancelled: { open: false, awaitingDispatch: false },
} satisfies Record<OrderStatus, { open: boolean; awaitingDispatch: boolean }>;

/** Still to be delivered: neither Delivered nor Cancelled. */
export const isOpenStatus = (status: OrderStatus): boolean => STATUS_RULES[status].open;
/** The open statuses, in ORDER_STATUSES' order (for `status in (...)`). */
export const OPEN_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(isOpenStatus);
/** Orders not yet on their way: the ones staff confirm before dispatch. */
export const AWAITING_DISPATCH: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => STATUS_RULES[status].awaitingDispatch);
export const PAYMENT_METHODS = ["Cash on Delivery", "Card on Delivery"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const CASH: PaymentMethod = "Cash on Delivery";
/** Offered when the shop turns it on (app/shared/delivery.ts): the driver brings a card machine. */
export const CARD: PaymentMethod = "Card on Delivery";

export type OrderItemType = "product" | "bundle" | "custom-trio";

export interface OrderItemProduct {
  id: string;
  name: string;
  quantity: number;
  price: number;
  image: string | null;
  /** The variant inside the bundle or trio (its default one); absent on lines stored before variants. */
  variantId?: string;
  sizeMl?: number;
}

/** The variant an order line sold, as it was sold (its price is the line's unit price). */
export interface OrderItemVariant {
  id: string;
  sizeMl: number;
  kind: VariantKind;
  sku: string;
}

export interface OrderItem {
  type: OrderItemType;
  /** Product or bundle id; null for a custom trio. */
  ref: string | null;
  name: string;
  image: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  isBundle: boolean;
  isCustomBundle: boolean;
  products: OrderItemProduct[];
  /**
   * A perfume's line: the size sold. Read back from the database, a line stored before variants
   * says its 100 ml bottle; an order kept in a browser from then has none.
   */
  variant?: OrderItemVariant | null;
}

type OrderLanguage = "en" | "ar";

export interface Order {
  id: string;
  /** What people say: "#1001". The id stays the internal key. */
  orderNumber: number;
  createdAt: string;
  updatedAt: string;
  status: OrderStatus;
  paymentMethod: string;
  /** The storefront edition the shopper ordered in. */
  language: OrderLanguage;
  customer: {
    name: string;
    email: string | null;
    phone: string;
    phoneNumber: string | null;
    address: string;
    city: string;
    /** The blue address plate's numbers, when the shopper gave them. */
    zone: string | null;
    street: string | null;
    building: string | null;
    notes: string | null;
  };
  items: OrderItem[];
  subtotal: number;
  shippingCost: number;
  total: number;
  /** Staff's confirmation and cancellation reason, on orders read back for the admin. */
  review?: OrderReview;
  /** When it should arrive: absent on orders placed before delivery dates existed. */
  delivery?: OrderDelivery;
  /** Driver and cash, on orders read back for the admin. */
  dispatch?: OrderDispatch;
}

export interface OrderDelivery {
  /** The expected delivery day (YYYY-MM-DD, Qatar), or the chosen slot's day. */
  date: string | null;
  /** The chosen slot's window, "14:00-18:00" (Qatar time); null = no slot. */
  slot: string | null;
}

/** Who took the order out and what came back (app/shared/delivery.ts). */
interface OrderDispatch {
  driverId: string | null;
  driverName: string | null;
  assignedAt: string | null;
  assignedBy: string | null;
  /** Dirhams the driver collected on delivery (cash or card, as paymentMethod says). */
  collected: number | null;
  /** The driver who collected it (name), when delivered. */
  collectedBy: string | null;
  /** Why the amount differs from the total. */
  collectionNote: string | null;
  deliveredAt: string | null;
}

/** An order as people name it: "#1001". */
export const orderReference = (orderNumber: number) => `#${orderNumber}`;

/** The first order's number unless the owner sets another before the shop's first order. */
export const DEFAULT_FIRST_ORDER_NUMBER = 1001;
