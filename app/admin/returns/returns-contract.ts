// Returns as the admin API answers them (docs/decisions/050-returns.md). Types only, shared with
// the server's handlers.
import type { RefundKind, ReturnReason, ReturnSettings, ReturnStatus } from "../../shared/returns";

export interface AdminReturnLine {
  line: number;
  productId: string | null;
  name: string;
  unitPrice: number;
  quantity: number;
  /** Null until the return is marked received. */
  received: number | null;
  damaged: number | null;
  /** Units put back in stock (the undamaged received ones, of a perfume whose size is tracked). */
  restocked: number;
  /** Dirhams the `quantity` units were paid: the order's discount spread over its lines (app/shared/refund-amounts.ts). */
  paid: number;
}

export interface AdminReturn {
  id: string;
  orderId: string;
  orderNumber: number;
  status: ReturnStatus;
  reason: ReturnReason;
  /** What the shopper chose. */
  refundChoice: RefundKind;
  /** The order's payment method: a card refund needs "Pay Online". */
  paymentMethod: string;
  customerName: string;
  message: string | null;
  driverId: string | null;
  driverName: string | null;
  pickupDay: string | null;
  /** Dirhams the driver gives back at the pickup, for a cash refund: what the lines were paid. */
  value: number;
  refundKind: RefundKind | null;
  refundAmount: number | null;
  refundedBy: string | null;
  refundedAt: string | null;
  createdAt: string;
  updatedAt: string;
  lines: AdminReturnLine[];
}

/** GET /api/admin/returns?status=&order=&page= */
export interface AdminReturnList {
  returns: AdminReturn[];
  total: number;
  page: number;
  pages: number;
  /** Open returns by status, for the filter's counts. */
  counts: Partial<Record<ReturnStatus, number>>;
}

/** Every change answers the return as it now is. */
export interface ReturnChanged {
  return: AdminReturn;
}

/** GET/PUT /api/admin/returns/settings */
export type AdminReturnSettings = ReturnSettings;

/** GET /api/admin/returns/figures?from=&to=: returns' figures for the Analytics section. */
export interface ReturnFigures {
  from: string;
  to: string;
  /** By perfume: units sold in the range's orders, units asked back, and the rate. */
  products: { productId: string; name: string; sold: number; returned: number; rate: number }[];
  reasons: { reason: ReturnReason; count: number }[];
  refunds: { kind: RefundKind; count: number; amount: number }[];
}
