// The order as the API returns it (POST /api/orders, admin APIs). Amounts are integer dirhams.
import type { OrderGift } from "./gift";
import type { OrderReview } from "./order-review";
import type { VariantKind } from "./variants";
import type { PaymentState } from "./payments/state";

export const ORDER_STATUSES = [
  "Pending",
  "Awaiting payment",
  "Payment failed",
  "Paid",
  "Processing",
  "Shipped",
  "Delivered",
  "Cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/**
 * Staff may set any of these from any status; Paid, Awaiting payment and Payment failed are set by
 * online payment only (docs/decisions/040).
 */
export const STAFF_SETTABLE_STATUSES = ["Pending", "Processing", "Shipped", "Delivered", "Cancelled"] as const;
export const INITIAL_STATUS: OrderStatus = "Pending";

/**
 * What each status means to the rules that read it, so that a new status does not compile until it
 * says: `open`, still to be delivered (a refusal at the door is Cancelled, reason "refused");
 * `awaitingDispatch`, not yet on its way (staff confirm these with the customer before dispatch);
 * `unpaid`, an online order whose money was never taken: it is no revenue (docs/decisions/040).
 */
const STATUS_RULES = {
  Pending: { open: true, awaitingDispatch: true, unpaid: false },
  // An online order is not to be delivered, nor given a driver, until its payment is taken; one
  // whose payment failed has released what it held (docs/decisions/040).
  "Awaiting payment": { open: false, awaitingDispatch: false, unpaid: true },
  "Payment failed": { open: false, awaitingDispatch: false, unpaid: true },
  Paid: { open: true, awaitingDispatch: true, unpaid: false },
  Processing: { open: true, awaitingDispatch: true, unpaid: false },
  Shipped: { open: true, awaitingDispatch: false, unpaid: false },
  Delivered: { open: false, awaitingDispatch: false, unpaid: false },
  Cancelled: { open: false, awaitingDispatch: false, unpaid: false },
} satisfies Record<OrderStatus, { open: boolean; awaitingDispatch: boolean; unpaid: boolean }>;

/** Still to be delivered: neither Delivered nor Cancelled. */
export const isOpenStatus = (status: OrderStatus): boolean => STATUS_RULES[status].open;
/** The open statuses, in ORDER_STATUSES' order (for `status in (...)`). */
export const OPEN_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(isOpenStatus);
/** Orders not yet on their way: the ones staff confirm before dispatch. */
export const AWAITING_DISPATCH: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => STATUS_RULES[status].awaitingDispatch);
/** Online orders not paid (yet): the revenue figures leave them out (docs/decisions/040). */
export const UNPAID_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => STATUS_RULES[status].unpaid);
const PAYMENT_METHODS = ["Cash on Delivery", "Card on Delivery"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const CASH: PaymentMethod = "Cash on Delivery";
/** Offered when the shop turns it on (app/shared/delivery.ts): the driver brings a card machine. */
export const CARD: PaymentMethod = "Card on Delivery";
/**
 * Offered when a payment provider is configured: paid on the provider's page before delivery
 * (decision 040). Not one of PAYMENT_METHODS, the ways of paying on delivery.
 */
export const PAY_ONLINE = "Pay Online";
export const ORDER_PAYMENT_METHODS = [...PAYMENT_METHODS, PAY_ONLINE] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

export type OrderItemType = "product" | "bundle" | "custom-trio";

export interface OrderItemProduct {
  id: string;
  name: string;
  quantity: number;
  price: number;
  image: string | null;
  /**
   * The size inside the bundle or trio, as sold (docs/decisions/038): `price` is that size's own.
   * Absent on lines stored before variants; kind and SKU absent on lines stored before 038.
   */
  variantId?: string;
  sizeMl?: number;
  kind?: VariantKind;
  sku?: string;
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
  /** Dirhams off by promotions, lines and delivery together (decision 035); 0 or absent = none. */
  discount?: number;
  /** The promotions applied, as they were when the order was placed. */
  promotions?: OrderPromotion[];
  /** Dirhams paid by store credit (docs/decisions/051); 0 or absent = none. */
  storeCredit?: number;
  /** subtotal + shippingCost - discount (+ the gift wrap) - storeCredit: what is left to pay. */
  total: number;
  /** Staff's confirmation and cancellation reason, on orders read back for the admin. */
  review?: OrderReview;
  /** When it should arrive: absent on orders placed before delivery dates existed. */
  delivery?: OrderDelivery;
  /** Driver and cash, on orders read back for the admin. */
  dispatch?: OrderDispatch;
  /** A gift's card, wrap, recipient and slip (app/shared/gift.ts); absent or null = not a gift. */
  gift?: OrderGift | null;
  /** The online payment (decision 040), on orders listed or exported for the admin; absent = none. */
  onlinePayment?: OrderOnlinePayment;
}

/** An order's online payment as its attempts last left it (migration 042). */
interface OrderOnlinePayment {
  state: PaymentState;
  /** The provider's charge id; null until the provider answered. */
  reference: string | null;
}

/** A promotion as applied to an order: its id, its name then, the code typed, the dirhams off. */
export interface OrderPromotion {
  promotionId: string;
  name: { en: string; ar: string };
  code: string | null;
  amount: number;
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
