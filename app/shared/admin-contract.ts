// The admin API's answers, declared once: the server's handlers are checked against these types
// (`satisfies`) and the dashboard reads its responses as them, so a change on one side fails the
// type check on the other. Requests are validated by app/shared/admin-filters.ts.
import type { Category, ImageSet } from "./catalogue";
import type { Order } from "./order";
import type { AccountHold, Role } from "./staff-roles";

/** GET /api/admin/orders */
export interface OrdersPage {
  orders: Order[];
  total: number;
  page: number;
  pageSize: number;
}

export interface StatusChange {
  status: string;
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
  /** Oldest first (issue 22). */
  assignments: Assignment[];
  /** The e-mails about this order, oldest first. */
  messages: OrderMessage[];
}

/** PATCH /api/admin/orders/:id */
export interface OrderUpdated {
  order: Order;
}

/** GET /api/admin/stats: money in dirhams. */
export interface Stats {
  /** Final totals of every order, cancelled ones included (the product's figure). */
  totalRevenue: number;
  /** The same without cancelled orders: the money the shop can still expect. */
  revenueWithoutCancelled: number;
  totalOrders: number;
  avgOrderValue: number;
  byStatus: Record<string, number>;
  /** Of the range's orders: confirmed with the customer, and cancelled as refused at delivery (issue 19). */
  review: { confirmed: number; refused: number };
}

export interface DayTotals {
  /** Qatar day, YYYY-MM-DD. */
  day: string;
  revenue: number;
  orders: number;
}

/** GET /api/admin/stats/daily: every day of the range, oldest first. */
export interface DailyStats {
  days: DayTotals[];
}

/** A text the owner writes in both editions. */
interface Translated<T = string> {
  en: T;
  ar: T;
}

/** A perfume as the admin edits it (GET/POST/PATCH /api/admin/products), hidden ones included. */
export interface AdminProduct {
  id: string;
  slug: string;
  name: Translated;
  description: Translated;
  notes: Translated<string[]>;
  category: Category;
  /** Dirhams. */
  price: number;
  /** Units left; null = not tracked. */
  stock: number | null;
  /** Shown on the storefront; a hidden perfume keeps its orders and page address. */
  active: boolean;
  bestSeller: boolean;
  newArrival: boolean;
  /** May go in the custom trio (docs/product.md#4-states): the owner's choice, off for new perfumes. */
  inCustomTrio: boolean;
  /** Order on the storefront, 0 first. */
  position: number;
  image: string;
  imageSet: ImageSet | null;
}

export interface AdminProducts {
  products: AdminProduct[];
}

/** A curated bundle as the admin edits it (GET/POST/PATCH /api/admin/bundles). */
export interface AdminBundle {
  id: string;
  name: Translated;
  description: Translated;
  /** Dirhams. */
  price: number;
  /** The perfumes in it, in the order shown. */
  productIds: string[];
  active: boolean;
  position: number;
  image: string;
  imageSet: ImageSet | null;
}

export interface AdminBundles {
  bundles: AdminBundle[];
}

/** GET/PATCH /api/admin/settings: the shop's own figures. */
export interface ShopSettings {
  /** Dirhams. */
  customTrioPrice: number;
  /** The first order's number (issue 17); settable until the shop's first order. */
  orderNumberStart: number;
  /** True once an order exists: the numbering has begun and its start is fixed. */
  orderNumbersStarted: boolean;
}

export interface FailedSignIns {
  count: number;
  lastAt: string;
  lastAddress: string | null;
}

/** POST /api/admin/login */
export interface SignedIn {
  username: string;
  /** Failed attempts on this account since its last sign-in, if any. */
  failedSignIns: FailedSignIns | null;
}

/** GET /api/admin/session */
export interface CurrentUser {
  username: string;
  role: Role;
  twoFactor: boolean;
  /** What they must do before anything else (choose a password, set up two-factor sign-in). */
  hold: AccountHold | null;
}

/** One account in the Staff section (GET /api/admin/staff). */
export interface StaffMember {
  username: string;
  role: Role;
  disabled: boolean;
  twoFactor: boolean;
  /** Still on the temporary password the owner gave. */
  mustChangePassword: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

export interface StaffList {
  staff: StaffMember[];
}

/** POST /api/admin/staff and .../reset-password: the temporary password, shown once. */
export interface TemporaryPassword {
  username: string;
  temporaryPassword: string;
}

/** GET /api/admin/me/sessions */
export interface StaffSession {
  id: string;
  current: boolean;
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
}

export interface StaffSessions {
  sessions: StaffSession[];
}

/** POST /api/admin/me/2fa/setup */
export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  /** The QR code as an SVG document, made by the server. */
  qrSvg: string;
}

/** POST /api/admin/me/2fa/enable: shown once. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** One row of the audit trail (GET /api/admin/audit). */
export interface AuditEntry {
  id: string;
  at: string;
  actor: string | null;
  action: string;
  target: string | null;
  ip: string | null;
  detail: string | null;
}

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET/PUT /api/admin/settings/security */
export interface SecurityPolicy {
  requireOwnerTwoFactor: boolean;
}

export const ORDER_EVENT_TYPES = ["created", "updated", "deleted"] as const;

/** The data of each `order` event on the live stream (GET /api/admin/events). */
export interface OrderEvent {
  type: (typeof ORDER_EVENT_TYPES)[number];
  orderId: string;
  /** The order's number (issue 17), when the order still exists as the event is sent. */
  orderNumber?: number;
}

/** The e-mails the shop sends about an order (issue 18; server/mail). */
export type MailKind = "order-received" | "order-shipped" | "order-delivered" | "order-cancelled" | "staff-new-order";

/** A message's state in the outbox: waiting (or retrying), sent, or given up on after a day. */
export type MessageStatus = "pending" | "sent" | "failed";

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
  /** The last failure's reason (the mail server's answer), while retrying or once given up. */
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
  status: string;
  total: number;
}

/** GET /api/admin/customers/:phone (issue 19): a customer's record with the shop, by phone number. */
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

/** One customer in the Customers section (issue 19): their figures across all their orders. */
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

/** Why the shop refused an order before storing it. */
export type RefusalReason = "phone-limit" | "address-limit" | "blocked";

/** GET /api/admin/refusals: orders refused on the range's days, by reason. */
export interface Refusals {
  total: number;
  byReason: Record<RefusalReason, number>;
}

/** A delivery driver (GET/POST/PATCH /api/admin/drivers, issue 22). */
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
  /** Assigned and not yet delivered or cancelled, oldest assignment first. */
  orders: Order[];
  /** Dirhams to collect in cash, and by card machine. */
  cashToCollect: number;
  cardToCollect: number;
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
 * One driver's day in the Cash section (issue 22). `assigned`, `refused`, `returned` and `stillOut`
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
