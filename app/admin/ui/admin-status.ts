// Status badge colours (docs/product.md#4-states): Pending yellow, Awaiting payment amber, Payment
// failed rose, Paid teal, Processing blue, Shipped
// indigo, Delivered green, Cancelled red, anything else grey. Also the chart's colour per status,
// chosen to read as the same hue as the badge.
import { STAFF_SETTABLE_STATUSES, type OrderStatus } from "../../shared/order";

interface StatusStyle {
  badge: string;
  /** Solid colour for charts and dots. */
  color: string;
}

/** Each status's colours: a new status fails to compile here until it has its own. */
export const STATUS_STYLES: Record<OrderStatus, StatusStyle> = {
  Pending: { badge: "bg-yellow-100 text-yellow-900 ring-yellow-300", color: "#ca8a04" },
  "Awaiting payment": { badge: "bg-amber-50 text-amber-900 ring-amber-300", color: "#d97706" },
  "Payment failed": { badge: "bg-rose-100 text-rose-900 ring-rose-300", color: "#e11d48" },
  Paid: { badge: "bg-teal-100 text-teal-900 ring-teal-300", color: "#0d9488" },
  Processing: { badge: "bg-blue-100 text-blue-900 ring-blue-300", color: "#2563eb" },
  Shipped: { badge: "bg-indigo-100 text-indigo-900 ring-indigo-300", color: "#4f46e5" },
  Delivered: { badge: "bg-green-100 text-green-900 ring-green-300", color: "#16a34a" },
  Cancelled: { badge: "bg-red-100 text-red-900 ring-red-300", color: "#dc2626" },
};

const OTHER: StatusStyle = { badge: "bg-stone-100 text-stone-800 ring-stone-300", color: "#78716c" };

/**
 * A status read as text: the stats count orders by the status stored, which may be one this build
 * does not know (a row written by a newer version); that one is grey.
 */
export const statusStyle = (status: string): StatusStyle =>
  Object.hasOwn(STATUS_STYLES, status) ? STATUS_STYLES[status as OrderStatus] : OTHER;

/** The statuses the product's distribution card counts (Paid is never set by staff). */
export const DISTRIBUTION_STATUSES = STAFF_SETTABLE_STATUSES;

/** Staff may pick any settable status except the one the order already has. */
export function canSetStatus(current: OrderStatus, next: OrderStatus): boolean {
  return (STAFF_SETTABLE_STATUSES as readonly OrderStatus[]).includes(next) && next !== current;
}
