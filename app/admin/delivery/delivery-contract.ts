// Drivers, run sheets and cash as the admin API answers them (docs/decisions/028). Types only,
// shared with the server's handlers and server/orders.
import type { Order } from "../../shared/order";

/** A delivery driver (GET/POST/PATCH /api/admin/drivers). */
export interface Driver {
  id: string;
  name: string;
  /** As staff read it: "+974 5555 1234". */
  phone: string;
  /** Inactive drivers keep their history but get no new orders. */
  active: boolean;
  createdAt: string;
}

export interface Drivers {
  drivers: Driver[];
}

/** GET /api/admin/drivers/:id/run-sheet: what the driver has out now, with what to collect. */
export interface RunSheet {
  driver: Driver;
  /**
   * Assigned and not yet delivered or cancelled, grouped by delivery area (in the checkout's
   * order of areas), each area's orders oldest assignment first.
   */
  stops: RunSheetStop[];
  /** Dirhams to collect in cash, and by card machine. */
  cashToCollect: number;
  cardToCollect: number;
  /** Returns to collect (decision 050), by day, each with the cash to give back for a cash refund. */
  pickups: RunSheetPickup[];
  /** Dirhams to give back in cash at the pickups. */
  cashToGiveBack: number;
}

/** A return the driver collects (docs/decisions/050-returns.md). */
interface RunSheetPickup {
  returnId: string;
  orderNumber: number;
  day: string;
  customerName: string;
  lines: { name: string; quantity: number }[];
  /** Dirhams to hand the shopper: the lines' worth for a cash refund, else 0. */
  cashToGive: number;
}

/** One area's orders on a run sheet. */
export interface RunSheetStop {
  area: string;
  orders: Order[];
}

/** Cash a driver handed over to the shop (POST /api/admin/cash/handovers). */
export interface Handover {
  id: string;
  driverId: string;
  driverName: string;
  /** The Qatar day it counts for. */
  day: string;
  amount: number;
  /** Who at the shop received it (the signed-in person). */
  receivedBy: string;
  note: string | null;
  createdAt: string;
}

/** An amount and how many orders make it. */
export interface CashFigure {
  count: number;
  amount: number;
}

/**
 * One driver's day in the Cash section. `assigned`, `refused`, `returned` and `stillOut`
 * count the orders given to the driver that day; `collected` and `card` the deliveries of that day;
 * `outstanding` is the cash the driver holds at the day's end: everything collected up to then
 * less everything handed over up to then.
 */
export interface CashRow {
  day: string;
  /** null: orders delivered without a driver. */
  driverId: string | null;
  driverName: string | null;
  /** Cash on Delivery orders given to the driver: what to collect. */
  assigned: CashFigure;
  collected: CashFigure;
  /** Card on Delivery payments taken (not cash: never handed over). */
  card: CashFigure;
  handedOver: number;
  /** Cancelled as refused at the door. */
  refused: CashFigure;
  /** Cancelled for any other reason after going out. */
  returned: CashFigure;
  /** Still with the driver, not delivered nor cancelled. */
  stillOut: CashFigure;
  /** Money out: cash the driver gave back to shoppers for returns that day (decision 050). */
  refundsPaid: CashFigure;
  outstanding: number;
}

/** GET /api/admin/cash?from=&to= */
export interface CashReport {
  from: string;
  to: string;
  /** By day, then driver name. */
  rows: CashRow[];
  /** The range's sums; `outstanding` is what all drivers hold at the end of `to`. */
  totals: Omit<CashRow, "day" | "driverId" | "driverName">;
  handovers: Handover[];
}
