// The order as the API returns it (POST /api/orders, admin APIs). Amounts are integer dirhams.
import type { OrderReview } from "./order-review";

export const ORDER_STATUSES = ["Pending", "Paid", "Processing", "Shipped", "Delivered", "Cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Staff may set any of these from any status; Paid is reserved for a payment provider. */
export const STAFF_SETTABLE_STATUSES = ["Pending", "Processing", "Shipped", "Delivered", "Cancelled"] as const;
export const INITIAL_STATUS: OrderStatus = "Pending";
export const PAYMENT_METHOD = "Cash on Delivery";

export type OrderItemType = "product" | "bundle" | "custom-trio";

export interface OrderItemProduct {
  id: string;
  name: string;
  quantity: number;
  price: number;
  image: string | null;
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
}

type OrderLanguage = "en" | "ar";

export interface Order {
  id: string;
  /** What people say: "#1001" (issue 17). The id stays the internal key. */
  orderNumber: number;
  createdAt: string;
  updatedAt: string;
  status: string;
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
    /** The blue address plate's numbers, when the shopper gave them (issue 17). */
    zone: string | null;
    street: string | null;
    building: string | null;
    notes: string | null;
  };
  items: OrderItem[];
  subtotal: number;
  shippingCost: number;
  total: number;
  /** Staff's confirmation and cancellation reason, on orders read back for the admin (issue 19). */
  review?: OrderReview;
}

/** An order as people name it: "#1001". */
export const orderReference = (orderNumber: number) => `#${orderNumber}`;

/** The first order's number unless the owner sets another before the shop's first order. */
export const DEFAULT_FIRST_ORDER_NUMBER = 1001;
