// The admin API's answers about orders (docs/decisions/028): the list, an order's detail with its
// history, dispatch and e-mails, and the live stream's events. Types only, and the one list of event
// kinds: the server's handlers are checked against them (`satisfies`) and the dashboard reads its
// responses as them. Requests are validated by app/shared/admin-filters.ts.
import type { Order, OrderStatus } from "../../shared/order";

/** GET /api/admin/orders */
export interface OrdersPage {
  orders: Order[];
  total: number;
  page: number;
  pageSize: number;
}

export interface StatusChange {
  status: OrderStatus;
  /** Username of the staff member; null for the order being placed. */
  changedBy: string | null;
  changedAt: string;
}

/** An order given to a driver, or taken back (driver null): the order's dispatch history. */
export interface Assignment {
  driverId: string | null;
  driverName: string | null;
  assignedBy: string;
  assignedAt: string;
}

/** GET /api/admin/orders/:id */
export interface OrderDetail {
  order: Order;
  /** Oldest first, starting with the order being placed. */
  history: StatusChange[];
  /** Oldest first. */
  assignments: Assignment[];
  /** The e-mails about this order, oldest first. */
  messages: OrderMessage[];
}

/** PATCH /api/admin/orders/:id */
export interface OrderUpdated {
  order: Order;
}

export const ORDER_EVENT_TYPES = ["created", "updated", "deleted"] as const;

/** The data of each `order` event on the live stream (GET /api/admin/events). */
export interface OrderEvent {
  type: (typeof ORDER_EVENT_TYPES)[number];
  orderId: string;
  /** The order's number, when the order still exists as the event is sent. */
  orderNumber?: number;
}

/** The e-mails the shop sends about an order (server/mail). */
export type MailKind =
  | "order-received"
  | "order-shipped"
  | "order-delivered"
  | "order-cancelled"
  /** Online payment (docs/decisions/040): taken, failed or expired, and given back (part or all). */
  | "payment-received"
  | "payment-failed"
  | "payment-refunded"
  | "staff-new-order"
  /** Buyers asked to review a delivered order's perfumes (docs/decisions/045). */
  | "review-invitation"
  /** A return's steps (docs/decisions/050-returns.md). */
  | "return-requested"
  | "return-approved"
  | "return-refused"
  | "return-pickup"
  | "return-received"
  | "return-refunded";

/**
 * A message's state in the outbox: waiting (or retrying), sent, given up on after a day, or not
 * sent on purpose (a receipt to an address another phone's order used within the hour, decision 027).
 */
export type MessageStatus = "pending" | "sent" | "failed" | "skipped";

/** One e-mail about an order, as the order dialog lists it (GET /api/admin/orders/:id). */
export interface OrderMessage {
  id: string;
  kind: MailKind;
  recipient: string;
  createdAt: string;
  status: MessageStatus;
  attempts: number;
  lastAttemptAt: string | null;
  sentAt: string | null;
  /** The last failure's reason (the mail server's answer), while retrying or once given up; why it was skipped. */
  lastError: string | null;
}

/** GET /api/admin/messages/health: what the overview warns about. */
export interface MessageHealth {
  /** Given up on in the last 7 days. */
  failed: number;
  /** Failed at least once and waiting for another attempt. */
  retrying: number;
  lastError: string | null;
}

/** What POST /api/admin/orders/bulk does to each order it is given. */
type BulkAction = "confirm" | "assign" | "status" | "delete";

/**
 * Why one order of a bulk request was left as it was: gone, closed (delivered or cancelled, with
 * its status), confirmed already, in the asked status already, or short of stock to restore it.
 */
export type BulkRefusal =
  | "not-found"
  | "closed"
  | "already-confirmed"
  | "unchanged"
  /** Restoring it needs what it held, and that ran out (app/shared/order-holds.ts). */
  | "out-of-stock"
  | "slot-full"
  | "promotion-used-up"
  | "credit-short"
  /** An online order not paid: switch it to Cash on Delivery first. */
  | "unpaid"
  /** It has a return: cancelling or deleting it would give back twice. */
  | "returned";

export type BulkOutcome =
  { orderNumber: number; done: true } | { orderNumber: number; done: false; refusal: BulkRefusal; status?: OrderStatus };

/** POST /api/admin/orders/bulk: each order's outcome, in the order asked. */
export interface BulkResult {
  action: BulkAction;
  /** With "status": the status asked for; with "assign": the driver's name (null: taken back). */
  status?: OrderStatus;
  driverName?: string | null;
  outcomes: BulkOutcome[];
}
