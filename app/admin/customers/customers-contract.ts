// Customers, blocked and trusted numbers as the admin API answers them (docs/decisions/028). Types
// only, shared with the server's handlers and server/orders.
import type { OrderStatus } from "../../shared/order";

/** A phone number whose orders the shop refuses (GET/POST /api/admin/blocked-phones). */
export interface BlockedPhone {
  /** E.164: +97455551234. */
  phone: string;
  reason: string;
  blockedBy: string | null;
  blockedAt: string;
}

export interface BlockedPhones {
  blocked: BlockedPhone[];
}

/** One of a customer's orders, as their history lists it. */
export interface CustomerOrder {
  id: string;
  orderNumber: number;
  createdAt: string;
  status: OrderStatus;
  total: number;
}

/** GET /api/admin/customers/:phone: a customer's record with the shop, by phone number. */
export interface CustomerHistory {
  /** E.164. */
  phone: string;
  name: string;
  orders: number;
  delivered: number;
  cancelled: number;
  /** Cancelled as refused at delivery. */
  refused: number;
  /** Dirhams: the totals of delivered orders. */
  totalSpent: number;
  firstOrderAt: string;
  /** Newest first, at most 20. */
  recent: CustomerOrder[];
  /** With `?order=`: that order's likely duplicates (same items within 30 minutes). */
  duplicates: CustomerOrder[];
  /** Refused or cancelled two or more, or a likely duplicate: staff should call before dispatch. */
  risky: boolean;
}

/**
 * GET /api/admin/customers/:phone/account: the shopper account signed in with this phone number
 * (docs/decisions/044), read-only: staff see it but never change a shopper's sign-in.
 */
export interface CustomerAccount {
  /** The contact or sign-in address; `emailVerified` when a code sent to it signed them in. */
  email: string | null;
  emailVerified: boolean;
  language: "en" | "ar";
  createdAt: string;
  lastSignInAt: string | null;
  /** Sessions not yet past their 30 days (devices still signed in). */
  activeSessions: number;
  savedAddresses: number;
  /** Message preferences: order updates, and offers with when the shopper chose them. */
  orderUpdates: boolean;
  offers: boolean;
  offersConsentedAt: string | null;
}

export interface CustomerAccountAnswer {
  account: CustomerAccount | null;
}

/** One customer in the Customers section: their figures across all their orders. */
export interface CustomerSummary {
  /** E.164. */
  phone: string;
  /** The name on their latest order. */
  name: string;
  orders: number;
  delivered: number;
  cancelled: number;
  refused: number;
  /** Dirhams: the totals of delivered orders. */
  totalSpent: number;
  firstOrderAt: string;
  lastOrderAt: string;
  /** Cancelled (refused included) two or more times. */
  risky: boolean;
  blocked: boolean;
  /** Their phone order limit is lifted. */
  trusted: boolean;
}

/** GET /api/admin/customers?search=&page= */
export interface CustomersPage {
  customers: CustomerSummary[];
  /** How many match; with `totalCapped`, at least this many (a search that wide is refined, not paged). */
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

/** A number whose phone order limit staff lifted (GET/POST /api/admin/trusted-phones). */
export interface TrustedPhone {
  phone: string;
  trustedBy: string | null;
  trustedAt: string;
}

export interface TrustedPhones {
  trusted: TrustedPhone[];
}
