// Table shapes as Kysely sees them. Money columns are integer dirhams; timestamps are ISO-8601 UTC
// text ("2026-11-23T09:15:01.123Z") on both engines, so the same queries compare and group them.
import type { Generated } from "kysely";
import type { OrderStatus } from "../../app/shared/order";
import type { SandboxStatus } from "../payments/sandbox";
import type { RefundStatus } from "../../app/admin/payments/payments-contract";
import type { ReviewStatus } from "../../app/shared/reviews";
import type { RefundKind, ReturnReason, ReturnStatus } from "../../app/shared/returns";
import type { StoreCreditKind, StoreCreditSource } from "../../app/shared/store-credit";

interface ProductsTable {
  id: string;
  slug: string;
  name: string;
  image: string;
  description: string;
  category: string;
  notes: string;
  stripe_price_id: string | null;
  position: number;
  // Price and stock moved to product_variants (migration 029).
  // Migration 009 (the owner's catalogue): the Arabic texts beside the English ones, 0/1 flags,
  // and the uploaded photo's sizes (JSON of app/shared/catalogue.ts ImageSet; null = the seeded SVG).
  name_ar: string;
  description_ar: string;
  notes_ar: string;
  active: number;
  best_seller: number;
  new_arrival: number;
  image_set: string | null;
  /** 0/1: may go in the custom trio (migration 023). */
  in_custom_trio: number;
  // Migration 031 (perfume attributes, docs/decisions/034): `notes`/`notes_ar` above are the heart
  // notes; lists are comma-joined as shown, `families` holds fragrance_families ids joined by ",".
  concentration: string | null;
  families: Generated<string>;
  notes_top: Generated<string>;
  notes_top_ar: Generated<string>;
  notes_base: Generated<string>;
  notes_base_ar: Generated<string>;
  brand: string | null;
  brand_ar: string | null;
  brand_aliases: Generated<string>;
  year: number | null;
  search_aliases: Generated<string>;
}

/** The owner's list of fragrance families (migration 031). */
interface FragranceFamiliesTable {
  id: string;
  name: string;
  name_ar: string;
  position: number;
}

interface BundlesTable {
  id: string;
  name: string;
  description: string;
  price: number;
  discount: number;
  image: string;
  stripe_price_id: string | null;
  position: number;
  name_ar: string;
  description_ar: string;
  active: number;
  image_set: string | null;
}

/** A perfume's size and kind with its own price, SKU and stock (migration 029). */
interface ProductVariantsTable {
  id: string;
  product_id: string;
  size_ml: number;
  /** A VariantKind (app/shared/variants.ts). */
  kind: string;
  price: number;
  compare_at_price: number | null;
  sku: string;
  gtin: string | null;
  /** Units left; null = not tracked. */
  stock: number | null;
  active: number;
  position: number;
}

/** What an order took from each tracked variant's stock (migration 029; per perfume since 008). */
interface OrderVariantStockTable {
  order_id: string;
  variant_id: string;
  quantity: number;
}

/** A product's former slug, answered with a permanent redirect (migration 009). */
interface ProductSlugsTable {
  slug: string;
  product_id: string;
}

/** The shop's own settings, one row each (migration 009): values are text (numbers as digits). */
interface ShopSettingsTable {
  key: string;
  value: string;
}

/** The announcement bar and the hero banner (migration 035, docs/decisions/039). */
interface StorefrontBannersTable {
  kind: string;
  enabled: Generated<number>;
  title: Generated<string>;
  title_ar: Generated<string>;
  body: Generated<string>;
  body_ar: Generated<string>;
  link: Generated<string>;
  link_label: Generated<string>;
  link_label_ar: Generated<string>;
  image: string | null;
  image_set: string | null;
  starts_at: string | null;
  ends_at: string | null;
  promotion_id: string | null;
  updated_at: string;
}

/** The home page's testimonials, in the owner's order (migration 035). */
interface TestimonialsTable {
  id: string;
  position: number;
  name: string;
  name_ar: string;
  location: string;
  location_ar: string;
  text: string;
  text_ar: string;
  rating: number;
  hidden: number;
}

/** Delivery drivers (migration 022). */
interface DriversTable {
  id: string;
  name: string;
  phone: string;
  active: number;
  created_at: string;
}

interface OrderAssignmentsTable {
  id: string;
  order_id: string;
  /** null: taken back from the driver. */
  driver_id: string | null;
  driver_name: string | null;
  assigned_by: string;
  assigned_at: string;
}

interface CashHandoversTable {
  id: string;
  driver_id: string;
  /** The Qatar day it counts for. */
  day: string;
  amount: number;
  received_by: string;
  note: string | null;
  created_at: string;
}

/** Cash each driver collected per Qatar day, kept by triggers from the orders (migration 022). */
interface DriverCashDailyTable {
  day: string;
  driver_id: string;
  collected: number;
}

interface SlotBookingsTable {
  day: string;
  /** The window, "14:00-18:00". */
  slot: string;
  booked: number;
}

interface BundleProductsTable {
  bundle_id: string;
  product_id: string;
  position: number;
  /** The size the bundle holds (migration 034); null reads as the perfume's default size. */
  variant_id?: string | null;
}

export interface OrdersTable {
  id: string;
  created_at: string;
  updated_at: string;
  customer_name: string;
  customer_email: string | null;
  customer_phone: string;
  phone_number: string | null;
  customer_address: string;
  customer_city: string;
  order_notes: string | null;
  total_amount: number;
  shipping_cost: number;
  final_total: number;
  status: OrderStatus;
  payment_method: string;
  /** The blue address plate's numbers (migration 011); optional for writers that predate it. */
  address_zone?: string | null;
  address_street?: string | null;
  address_building?: string | null;
  /** Staff's review (migration 014, app/shared/order-review.ts). */
  confirmed_at?: string | null;
  confirmed_by?: string | null;
  confirmed_via?: string | null;
  cancel_reason?: string | null;
  cancel_note?: string | null;
  /** A BotFlag (migration 017): why the order looks placed by a bot. */
  bot_flag?: string | null;
  /** Delivery (migration 022): expected day, slot window, driver, what was collected. */
  delivery_date?: string | null;
  delivery_slot?: string | null;
  driver_id?: string | null;
  assigned_at?: string | null;
  assigned_day?: string | null;
  assigned_by?: string | null;
  collected?: number | null;
  collected_by?: string | null;
  collection_note?: string | null;
  delivered_at?: string | null;
  delivered_day?: string | null;
  /** The order's gift as JSON (migration 033, app/shared/gift.ts); null = not a gift. */
  gift?: string | null;
  /** The number people say (migration 010): given by the database as the order is stored. */
  number?: number | null;
  /** "en" | "ar": the storefront edition the order was placed in (migration 004). Optional for
   * writers and readers that predate it; the column defaults to "en". */
  language?: string;
  /** Dirhams off by promotions (migration 032); optional for writers that predate it. */
  discount?: number;
  /** Dirhams paid by store credit (migration 051); final_total is what is left to pay. */
  store_credit?: number;
  /** The online payment's state and provider reference, kept by migration 042's triggers; null: none. */
  payment_state?: string | null;
  payment_ref?: string | null;
  /** 1 while the order holds its stock, slot, promotion uses and store credit (migration 054). */
  held?: number;
}

export interface OrderItemsTable {
  order_id: string;
  position: number;
  item_type: string;
  /** Product id, bundle id, or null for a custom trio. */
  item_ref: string | null;
  name: string;
  image: string | null;
  quantity: number;
  unit_price: number;
  line_total: number;
  /** JSON array of the perfumes inside a bundle or trio: {id,name,quantity,price,image}. */
  products: string | null;
  /** The variant sold, as sold (migration 030); absent on lines stored before variants. */
  variant_id?: string | null;
  size_ml?: number | null;
  variant_kind?: string | null;
  sku?: string | null;
}

interface IdempotencyKeysTable {
  key: string;
  fingerprint: string;
  order_id: string;
  created_at: string;
}

interface StaffUsersTable {
  id: string;
  username: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
  last_login_at: string | null;
  /** owner | staff (migration 020). */
  role: Generated<string>;
  disabled_at: string | null;
  /** 1 while the password is a temporary one the person must replace. */
  must_change_password: Generated<number>;
  totp_secret: string | null;
  totp_pending: string | null;
  totp_last_step: number | null;
  /** "en" | "ar": the admin's language; null until the first sign-in sets it (migration 039). */
  language: string | null;
  /** 1: numbers in Arabic-Indic digits (migration 039). */
  arabic_digits: Generated<number>;
}

interface StaffRecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: string | null;
}

interface StaffSessionsTable {
  /** SHA-256 (hex) of the session cookie's token; the token itself is never stored. */
  id: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  ip: string | null;
  user_agent: string | null;
  /** Wrong answers in a row to a secret check while signed in (migration 025): at 5 it ends. */
  wrong_answers: Generated<number>;
}

interface LoginAttemptsTable {
  id: string;
  at: string;
  /** SHA-256 (hex) of the normalised username typed: a password typed there is not kept in clear. */
  username: string;
  /** The client address, or its /64 for IPv6 (the rate limiter's bucket). */
  ip: string;
  outcome: "pending" | "success" | "failure" | "blocked";
}

interface AuditLogTable {
  id: string;
  at: string;
  actor: string | null;
  actor_id: string | null;
  action: string;
  target: string | null;
  ip: string | null;
  /** JSON object; never a password or a session token. */
  detail: string | null;
}

interface OrderStatusHistoryTable {
  id: string;
  order_id: string;
  from_status: OrderStatus | null;
  status: OrderStatus;
  changed_by: string | null;
  changed_at: string;
}

/** Every order change, numbered in commit order: the SSE event id clients resume from. */
interface OrderEventsTable {
  id: Generated<number>;
  type: string;
  order_id: string;
  created_at: string;
}

/** Per Qatar day totals kept by triggers on orders, so stats never scan the orders table. */
interface OrderDailyStatsTable {
  day: string;
  orders: number;
  revenue: number;
  pending: number;
  /** Online orders' two statuses before payment (migration 040). */
  awaiting_payment: number;
  payment_failed: number;
  paid: number;
  processing: number;
  shipped: number;
  delivered: number;
  cancelled: number;
  other: number;
  /** Sum of the final totals of the day's cancelled orders (migration 007). */
  cancelled_revenue: number;
  /** Customers whose first order is on this day (migration 018). */
  new_customers: number;
  /** The day's orders confirmed with the customer, and cancelled as refused (migration 019). */
  confirmed: number;
  refused: number;
  /** The day's orders awaiting dispatch that nobody confirmed (migration 021). */
  unconfirmed: number;
}

/** One row per phone number, kept from the orders by the database (migration 018). */
interface CustomersTable {
  phone_number: string;
  /** The name on the customer's latest order. */
  name: string;
  /** lower(name): what a name search matches the start of. */
  name_key: string;
  orders: number;
  delivered: number;
  cancelled: number;
  refused: number;
  spent: number;
  first_order_at: string;
  last_order_at: string;
}

/** One row per accepted order and limit it counts toward (migration 006, server/customers/order-limits.ts). */
interface OrderLimitHitsTable {
  /** "phone:+97455551234" or "address:192.0.2.1" (an IPv6 client's /64). */
  bucket: string;
  at: string;
  order_id: string;
}

/** E-mails waiting to be sent, sent or given up on (migration 012, server/mail/outbox.ts). */
export interface MailOutboxTable {
  id: string;
  order_id: string;
  /** A MailKind (app/admin/orders/orders-contract.ts). */
  kind: string;
  recipient: string;
  status: Generated<string>;
  attempts: Generated<number>;
  created_at: string;
  next_attempt_at: string;
  claimed_until: string | null;
  last_attempt_at: string | null;
  sent_at: string | null;
  last_error: string | null;
  /** Dirhams the message is about (a refund's, migration 041); null for the others. */
  amount: Generated<number | null>;
  /** Where it goes (migration 043): "email" or "phone". */
  channel: Generated<string>;
  /** What a message not rendered from an order says (JSON), until it is sent or given up on. */
  body: string | null;
}

/** Every attempt to send a message: "sent" or "failed" with the mail server's answer. */
interface MailAttemptsTable {
  message_id: string;
  attempted_at: string;
  outcome: string;
  error: string | null;
}

/** Numbers whose orders are refused (migration 013, server/customers/blocked-phones.ts). */
interface BlockedPhonesTable {
  /** E.164, as orders.phone_number. */
  phone: string;
  reason: string;
  blocked_by: string | null;
  blocked_at: string;
}

/** Numbers whose phone order limit staff lifted (migration 016). */
interface TrustedPhonesTable {
  phone: string;
  trusted_by: string | null;
  trusted_at: string;
}

/** Orders refused per Qatar day and reason (migration 016, server/orders/refusals.ts). */
interface OrderRefusalsTable {
  day: string;
  /** A RefusalReason (app/admin/overview/overview-contract.ts). */
  reason: string;
  count: number;
}

/** One row, written by the readiness check after a full disk (server/db/availability.ts; migration 026). */
/** Uploaded photos on PostgreSQL (migration 046, docs/decisions/046); empty on SQLite. */
interface UploadFilesTable {
  /** "products/0123456789abcdef-640.webp": the path under /uploads. */
  name: string;
  content_type: string;
  data: Uint8Array;
  created_at: string;
}

/** The public endpoints' per-address counts in ten-second slots (migration 046, server/api/window-limiter.ts). */
interface RateCountsTable {
  scope: string;
  subject: string;
  slot: number;
  count: number;
}

interface HealthProbeTable {
  id: number;
  checked_at: string;
}

/** Promotions (migration 032, docs/decisions/035). */
interface PromotionsTable {
  id: string;
  /** JSON: app/shared/promotions/definition.ts's PromotionDefinition. */
  definition: string;
  automatic: number;
  usage_limit: number | null;
  usage_limit_per_phone: number | null;
  created_at: string;
  updated_at: string;
}

interface PromotionCodesTable {
  code: string;
  promotion_id: string;
  max_uses: number | null;
  created_at: string;
}

/** A promotion applied to an order; `counted` = 1 while it counts as a use (not cancelled). */
interface OrderPromotionsTable {
  order_id: string;
  promotion_id: string;
  name_en: string;
  name_ar: string;
  code: string | null;
  amount: number;
  phone: string | null;
  counted: number;
  at: string;
}

/** Online payment attempts (migration 036, docs/decisions/040); amounts in dirhams. */
export interface PaymentsTable {
  id: string;
  order_id: string;
  provider: string;
  provider_ref: string | null;
  /** A PaymentState (app/shared/payments/state.ts). */
  state: Generated<string>;
  amount: number;
  currency: string;
  refunded: Generated<number>;
  /**
   * What the refunds asked for add up to, failed ones given back (migration 042), and refunds the
   * provider confirmed that the shop did not ask for (migration 056): what is left to refund is
   * `amount` less this.
   */
  refund_requested: Generated<number>;
  url: string | null;
  created_at: string;
  updated_at: string;
}

/** Each refund the owner asked for (migration 042). */
export interface RefundsTable {
  id: string;
  payment_id: string;
  order_id: string;
  amount: number;
  reason: string;
  status: RefundStatus;
  provider_ref: string | null;
  requested_by: string;
  created_at: string;
  updated_at: string;
}

/** Each verified webhook event, once per (provider, event_id). */
interface PaymentEventsTable {
  provider: string;
  event_id: string;
  payment_id: string;
  kind: string;
  amount: number;
  outcome: string;
  state_after: string;
  received_at: string;
}

/** The sandbox provider's own charges (server/payments/sandbox.ts). */
export interface SandboxChargesTable {
  id: string;
  reference: string;
  amount: number;
  currency: string;
  description: string;
  return_url: string;
  webhook_url: string;
  status: SandboxStatus;
  refunded: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** The sandbox's signed webhooks waiting to be delivered, retried like the mail outbox. */
interface SandboxWebhooksTable {
  id: string;
  url: string;
  body: string;
  created_at: string;
  next_attempt_at: string;
  claimed_until: string | null;
  attempts: Generated<number>;
  delivered_at: string | null;
  last_error: string | null;
}

export interface Database {
  products: ProductsTable;
  fragrance_families: FragranceFamiliesTable;
  bundles: BundlesTable;
  bundle_products: BundleProductsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  idempotency_keys: IdempotencyKeysTable;
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  login_attempts: LoginAttemptsTable;
  audit_log: AuditLogTable;
  order_status_history: OrderStatusHistoryTable;
  order_events: OrderEventsTable;
  order_daily_stats: OrderDailyStatsTable;
  order_limit_hits: OrderLimitHitsTable;
  product_variants: ProductVariantsTable;
  order_variant_stock: OrderVariantStockTable;
  product_slugs: ProductSlugsTable;
  shop_settings: ShopSettingsTable;
  storefront_banners: StorefrontBannersTable;
  testimonials: TestimonialsTable;
  drivers: DriversTable;
  order_assignments: OrderAssignmentsTable;
  cash_handovers: CashHandoversTable;
  slot_bookings: SlotBookingsTable;
  driver_cash_daily: DriverCashDailyTable;
  mail_outbox: MailOutboxTable;
  mail_attempts: MailAttemptsTable;
  blocked_phones: BlockedPhonesTable;
  trusted_phones: TrustedPhonesTable;
  order_refusals: OrderRefusalsTable;
  customers: CustomersTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  health_probe: HealthProbeTable;
  upload_files: UploadFilesTable;
  rate_counts: RateCountsTable;
  promotions: PromotionsTable;
  promotion_codes: PromotionCodesTable;
  order_promotions: OrderPromotionsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  refunds: RefundsTable;
  sandbox_charges: SandboxChargesTable;
  sandbox_webhooks: SandboxWebhooksTable;
  server_secrets: ServerSecretsTable;
  review_invitations: ReviewInvitationsTable;
  reviews: ReviewsTable;
  review_votes: ReviewVotesTable;
  accounts: AccountsTable;
  account_sessions: AccountSessionsTable;
  account_addresses: AccountAddressesTable;
  account_codes: AccountCodesTable;
  account_code_requests: AccountCodeRequestsTable;
  wishlist_items: WishlistItemsTable;
  back_in_stock_requests: BackInStockRequestsTable;
  store_credit_balances: StoreCreditBalancesTable;
  store_credit_entries: StoreCreditEntriesTable;
  abandoned_carts: AbandonedCartsTable;
  reminder_confirmations: ReminderConfirmationsTable;
  returns: ReturnsTable;
  return_lines: ReturnLinesTable;
}

/** Keys the server makes for itself (migration 045): "review-links" signs the review invitations. */
interface ServerSecretsTable {
  name: string;
  value: string;
}

/** One perfume of a delivered order its buyer may review (migration 045). */
interface ReviewInvitationsTable {
  order_id: string;
  product_id: string;
  created_at: string;
}

/** A buyer's review (migration 045; app/shared/reviews.ts). */
export interface ReviewsTable {
  id: string;
  order_id: string;
  product_id: string;
  rating: number;
  body: Generated<string>;
  author: Generated<string>;
  language: string;
  status: ReviewStatus;
  held_for: string | null;
  helpful: Generated<number>;
  reply: string | null;
  replied_at: string | null;
  created_at: string;
  published_at: string | null;
}

interface ReviewVotesTable {
  review_id: string;
  voter: string;
  created_at: string;
}

/** A shopper's account (migration 043, server/accounts). */
interface AccountsTable {
  id: string;
  phone_number: string | null;
  email: string | null;
  email_verified: Generated<number>;
  name: string | null;
  language: Generated<string>;
  order_updates: Generated<number>;
  offers: Generated<number>;
  offers_consented_at: string | null;
  created_at: string;
  updated_at: string;
  last_sign_in_at: string | null;
}

interface AccountSessionsTable {
  id: string;
  account_id: string;
  created_at: string;
  last_seen_at: string;
  ip: string | null;
  user_agent: string | null;
}

interface AccountAddressesTable {
  id: string;
  account_id: string;
  label: string | null;
  address: string;
  city: string;
  zone: string | null;
  street: string | null;
  building: string | null;
  is_default: number;
  created_at: string;
  updated_at: string;
}

interface AccountCodesTable {
  id: string;
  recipient: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  tries: Generated<number>;
  used_at: string | null;
}

interface AccountCodeRequestsTable {
  bucket: string;
  at: string;
}

/** A perfume an account saved (migration 048). */
interface WishlistItemsTable {
  account_id: string;
  product_id: string;
  created_at: string;
}

/** A request to be told when a sold-out size is back (migration 048); sent once, then `sent_at`. */
interface BackInStockRequestsTable {
  id: string;
  variant_id: string;
  product_id: string;
  channel: string;
  recipient: string;
  account_id: string | null;
  language: string;
  product_url: string;
  created_at: string;
  sent_at: string | null;
}

/** What a phone (E.164) may spend in store credit (migration 051, server/store-credit). */
interface StoreCreditBalancesTable {
  phone: string;
  balance: number;
  /** When the whole balance lapses; null = never. */
  expires_at: string | null;
  updated_at: string;
}

/** One change to a phone's store credit, signed, with the balance after it (migration 051). */
interface StoreCreditEntriesTable {
  id: string;
  phone: string;
  kind: StoreCreditKind;
  amount: number;
  balance_after: number;
  reason: string | null;
  order_id: string | null;
  source_kind: StoreCreditSource["kind"] | null;
  source_id: string | null;
  /** The staff member's username, for an adjustment. */
  staff: string | null;
  created_at: string;
}

/** A cart kept for reminders (migration 049, server/carts, docs/decisions/049-abandoned-carts.md). */
interface AbandonedCartsTable {
  id: string;
  token: string;
  account_id: string | null;
  phone: string | null;
  email: string | null;
  language: string;
  consent: number;
  consented_at: string | null;
  items: string;
  item_count: number;
  value: number;
  started_at: string;
  created_at: string;
  updated_at: string;
  reminders_sent: Generated<number>;
  last_reminded_at: string | null;
  stopped_at: string | null;
  stop_reason: string | null;
  /** When the recipient proved their consent (their own session, or the confirmation link); migration 055. */
  confirmed_at: string | null;
  /** SHA-256 (hex) of the confirmation link's secret, while one is out. */
  confirm_hash: string | null;
}

/** Per recipient ("phone:+974…", "email:…"): the last cart reminder confirmation sent, and its answer (migration 055). */
interface ReminderConfirmationsTable {
  recipient: string;
  asked_at: string;
  confirmed_at: string | null;
}

/** Returns (migration 050, docs/decisions/050-returns.md). */
export interface ReturnsTable {
  id: string;
  order_id: string;
  order_number: number;
  /** A ReturnStatus (app/shared/returns.ts). */
  status: ReturnStatus;
  reason: ReturnReason;
  /** What the shopper chose. */
  refund_choice: RefundKind;
  message: string | null;
  driver_id: string | null;
  pickup_day: string | null;
  refund_kind: RefundKind | null;
  refund_amount: number | null;
  refund_ref: string | null;
  refund_day: string | null;
  refunded_by: string | null;
  refunded_at: string | null;
  created_at: string;
  updated_at: string;
}

interface ReturnLinesTable {
  return_id: string;
  line: number;
  product_id: string | null;
  name: string;
  unit_price: number;
  quantity: number;
  received: number | null;
  damaged: number | null;
  restocked: Generated<number>;
  /** Dirhams the `quantity` units were paid, the order's discount spread over its lines (migration 056). */
  paid: number;
}
