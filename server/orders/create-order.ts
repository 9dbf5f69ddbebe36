// Places an order: validates and prices it from the catalogue, then stores order, items and the
// idempotency key in one transaction, so a retried request can never make a second order.
// On SQLite the order goes to the database's write thread as compiled statements (server/db/
// write-thread.ts), which commits it together with the orders arriving at the same moment (one
// fsync for many), with its "created" event. PostgreSQL (and an in-memory SQLite database) gives
// each order its own transaction and records the event right after the commit.
import { createHash } from "node:crypto";
import type { Catalogue } from "../../app/shared/catalogue";
import { CASH, INITIAL_STATUS, PAY_ONLINE, type Order } from "../../app/shared/order";
import { orderTotal } from "../../app/shared/order-total";
import { CreditShort, storeCreditBalance, storeCreditStatements, useStoreCredit } from "../store-credit/ledger";
import type { OrderRequest } from "../../app/shared/order-schema";
import { displayPhone, toE164 } from "../../app/shared/phone";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import type { Kysely, Transaction } from "kysely";
import { templateInsert } from "../db/insert-template";
import type { WriteStatement } from "../db/write-thread";
import type { OrderEvent } from "../../app/admin/orders/orders-contract";
import { eventInsert, eventRow } from "../realtime/event-store";
import { newOrderId } from "./order-id";
import { findOrder, insertOrder, orderInsertStatements } from "./order-store";
import type { FieldMessage } from "../../app/shared/field-errors";
import { priceOrder } from "./pricing";
import { DEFAULT_GIFT_WRAP, giftCharge, priceGift } from "../../app/shared/gift";
import {
  findRefusal,
  insertLimitHits,
  LimitReached,
  limitStatements,
  type LimitBucket,
  type LimitRefusal,
} from "../customers/order-limits";
import { formatQR } from "../../app/shared/money";
import { exceedsCodMax } from "../../app/shared/prices";
import { enqueue, newOrderMessages, outboxStatement } from "../mail/outbox";
import { NO_REVIEW } from "../../app/shared/order-review";
import type { BotFlag } from "../../app/shared/bot-flags";
import { planDelivery } from "../delivery/delivery-plan";
import { bookSlot, SlotFull, slotIsFull, slotStatements } from "../delivery/slots";
import {
  OutOfStock,
  shortLines,
  soldOutAmong,
  stockNeeds,
  stockStatements,
  takeStock,
  tookTheLast,
  type ShortLine,
} from "./stock";
import type { PromotionMessage } from "../../app/shared/promotions/messages";
import {
  codeRefusal,
  orderPromotions,
  promotionsFor,
  type KnownPromotions,
  PromotionUsedUp,
  recordUses,
  usedUpAmong,
  promotionUseStatements,
} from "../promotions/order-promotions";

export type CreateOrderResult =
  /** `soldOut`: a perfume of this order has none left now (the storefront must say so). */
  | { kind: "created"; order: Order; soldOut?: boolean }
  | { kind: "replayed"; order: Order }
  | { kind: "invalid"; errors: FieldMessage[] }
  | { kind: "key-reused" }
  /** A phone or address limit is full (server/customers/order-limits.ts). */
  | { kind: "limited"; refusal: LimitRefusal }
  /** Too little stock for these lines (server/orders/stock.ts); nothing was written. */
  | { kind: "out-of-stock"; lines: ShortLine[] }
  /** The chosen delivery slot filled up meanwhile (server/delivery/slots.ts); nothing was written. */
  | { kind: "slot-full" }
  /**
   * The code does not apply (used up, expired, not for these items…), or the discount is smaller
   * than the one the shopper was shown (`discount` is the server's); nothing was written (decision 035).
   */
  | { kind: "promotion-refused"; message: PromotionMessage; discount?: number }
  /** The store credit shown is no longer all there (`balance` is what is); nothing was written (decision 051). */
  | { kind: "credit-refused"; balance: number };

/** Where a new order's "created" event goes (services.events). */
export interface OrderEventSink {
  /** Records an event in a transaction of its own. */
  publish(event: OrderEvent): Promise<unknown>;
  /** Wakes live subscribers after a commit that recorded an event itself. */
  poke(): void;
}

/** The e-mails a new order causes (server/mail): stored with the order, sent after the commit. */
export interface OrderMailSink {
  /** Staff's copy of every new order (STORE_ORDERS_EMAIL); null = none. */
  staffEmail: string | null;
  /** Wakes the sender once the order (and so its messages) is committed. */
  poke(): void;
}

/** Thrown inside the transaction when a concurrent request with the same key won the race. */
class KeyTaken extends Error {}

function fingerprint(request: OrderRequest): string {
  return createHash("sha256").update(JSON.stringify(request)).digest("hex");
}

export async function createOrder(
  db: Db,
  catalogue: Catalogue,
  request: OrderRequest,
  options: {
    idempotencyKey?: string;
    now?: Date;
    events?: OrderEventSink;
    /** The limits this order counts toward; none = unlimited. */
    limits?: LimitBucket[];
    /** The largest total (dirhams) taken on Cash on Delivery; 0 or absent = none. */
    maxTotal?: number;
    /** Absent: the order causes no e-mail. */
    mail?: OrderMailSink;
    /** Stored with the order when it looks placed by a bot. */
    botFlag?: BotFlag;
    /** The promotions read with the catalogue; absent = read from the database. */
    knownPromotions?: KnownPromotions;
    /** A payment provider is configured: "Pay Online" orders are taken, as "Awaiting payment". */
    onlinePayment?: boolean;
    /**
     * The signed-in shopper's phone (E.164): the only balance an order may pay from, and only when
     * it is also the order's phone (decision 051). Absent: the order uses no credit.
     */
    creditPhone?: string | null;
  } = {},
): Promise<CreateOrderResult> {
  const now = options.now ?? new Date();
  const priced = priceOrder(request.items, catalogue);
  if (!priced.ok) return { kind: "invalid", errors: priced.errors };
  // The area's fee, the expected day, the slot and the payment method, from the shop's settings.
  const planned = planDelivery(catalogue.delivery, request, priced.order.subtotal, now, options.onlinePayment);
  if (!planned.ok) return { kind: "invalid", errors: planned.errors };
  const plan = planned.plan;
  // The wrap at the shop's price, whatever the client sent (app/shared/gift.ts).
  const gifted = priceGift(request.gift, catalogue.giftWrap ?? DEFAULT_GIFT_WRAP);
  if (!gifted.ok) return { kind: "invalid", errors: gifted.errors };
  // Promotions (decision 035): priced on the server from the stored promotions, whatever the client says.
  const phoneE164 = toE164(request.customer.phone);
  const promotions = await promotionsFor(db, catalogue, priced.order.items, {
    code: request.code,
    phone: phoneE164,
    area: request.customer.city,
    delivery: plan.fee,
    freeDeliveryOver: null,
    now,
    known: options.knownPromotions,
  });
  const refusedCode = request.code?.trim() ? codeRefusal(promotions) : null;
  if (refusedCode) return { kind: "promotion-refused", message: refusedCode };
  const discount = promotions.pricing.discount;
  if (request.expectedDiscount !== undefined && discount < request.expectedDiscount) {
    return { kind: "promotion-refused", message: { code: "expired" }, discount };
  }
  // The one money rule (app/shared/order-total.ts), as the checkout showed it. The wrap is never
  // discounted: promotions price the perfumes and the delivery only. Store credit (decision 051):
  // what was asked for, up to the total, from the account's own phone; the balance is checked next.
  const totals = orderTotal({
    subtotal: priced.order.subtotal,
    delivery: plan.fee,
    discount,
    wrap: giftCharge(gifted.gift),
    credit: { requested: request.storeCredit ?? 0, balance: Number.MAX_SAFE_INTEGER },
  });
  const credit = totals.storeCredit;
  if (credit > 0) {
    if (!options.creditPhone || options.creditPhone !== phoneE164) {
      return { kind: "invalid", errors: [{ field: "storeCredit", message: CREDIT_PHONE_MESSAGE }] };
    }
    const { balance } = await storeCreditBalance(db.kysely, phoneE164, now);
    if (balance < credit) return { kind: "credit-refused", balance };
  }
  const total = totals.total;
  // Nothing left to pay: no payment page to send the shopper to, nothing to collect at the door.
  const paymentMethod = total === 0 && plan.paymentMethod === PAY_ONLINE ? CASH : plan.paymentMethod;
  const online = paymentMethod === PAY_ONLINE;
  // The cap is on cash (and card) carried to the door; an order paid first carries none (decision 040).
  if (!online && options.maxTotal && exceedsCodMax(total, options.maxTotal)) {
    return { kind: "invalid", errors: [{ field: "items", message: codMaxMessage(options.maxTotal) }] };
  }
  const limits = options.limits ?? [];
  const items = promotions.freeItems.length ? [...priced.order.items, ...promotions.freeItems] : priced.order.items;
  const needs = stockNeeds(items, catalogue);

  const key = options.idempotencyKey;
  const print = key ? fingerprint(request) : "";
  const at = now.toISOString();
  const { customer } = request;
  const order: Order = {
    id: newOrderId(now),
    // Given by the database as the order is stored (migration 010).
    orderNumber: 0,
    createdAt: at,
    updatedAt: at,
    // Holds its stock, slot and promotion uses like any order until paid or released (decision 040).
    status: online ? "Awaiting payment" : INITIAL_STATUS,
    paymentMethod,
    language: request.language ?? "en",
    customer: {
      name: customer.name,
      email: customer.email ?? null,
      // Stored as staff read it, whatever the shopper typed (the schema has checked it is valid).
      phone: displayPhone(customer.phone) ?? customer.phone,
      phoneNumber: phoneE164,
      address: customer.address,
      city: customer.city,
      zone: customer.zone ?? null,
      street: customer.street ?? null,
      building: customer.building ?? null,
      notes: customer.notes ?? null,
    },
    items,
    subtotal: priced.order.subtotal,
    shippingCost: plan.fee,
    ...(discount > 0 ? { discount } : {}),
    ...(promotions.pricing.applied.length > 0 ? { promotions: orderPromotions(promotions) } : {}),
    ...(credit > 0 ? { storeCredit: credit } : {}),
    total,
    delivery: { date: plan.date, slot: plan.slot ? `${plan.slot.from}-${plan.slot.to}` : null },
    gift: gifted.gift,
    ...(options.botFlag ? { review: { ...NO_REVIEW, botFlag: options.botFlag } } : {}),
  };

  // Answers a request whose key is already stored with the first order; with no stored key, the
  // order was refused by a limit.
  const replay = async (): Promise<CreateOrderResult> => {
    const existing = key
      ? await db.kysely
          .selectFrom("idempotency_keys")
          .select(["fingerprint", "order_id"])
          .where("key", "=", key)
          .executeTakeFirst()
      : undefined;
    if (!existing) return refused();
    if (existing.fingerprint !== print) return { kind: "key-reused" };
    const first = await findOrder(db, existing.order_id);
    if (!first) throw new Error("idempotent order vanished");
    return { kind: "replayed", order: first };
  };

  // The unit was undone and no key explains it: a perfume ran short, or a limit filled up.
  const refused = async (): Promise<CreateOrderResult> => {
    if (credit > 0) {
      const { balance } = await storeCreditBalance(db.kysely, phoneE164!, new Date());
      if (balance < credit) return { kind: "credit-refused", balance };
    }
    const lines = await shortLines(db, order.items, needs);
    if (lines.length === 0) {
      const usedUp = await usedUpAmong(db, promotions);
      if (usedUp) return { kind: "promotion-refused", message: usedUp };
    }
    if (lines.length === 0 && (await slotIsFull(db, plan.slot))) return { kind: "slot-full" };
    if (lines.length > 0 || limits.length === 0) return { kind: "out-of-stock", lines };
    return limited();
  };

  const limited = async (): Promise<CreateOrderResult> => {
    const refusal = await findRefusal(db, limits, now);
    // The bucket filled up and then emptied in between: as good as full a moment ago.
    return { kind: "limited", refusal: refusal ?? { scope: limits[0]?.scope ?? "address", retryAfterSeconds: 1 } };
  };

  // Full already: no write at all, so a flood costs a read per request. A replay of an order
  // made before the bucket filled still gets its order.
  if (limits.length > 0 && (await findRefusal(db, limits, now))) return replay();

  const events = options.events;
  const mail = options.mail;
  const creditUse = credit > 0 ? { phone: phoneE164!, amount: credit, orderId: order.id, at } : null;
  const messages = mail ? newOrderMessages(order.id, order.customer.email, mail.staffEmail, at) : [];
  const keyRow = () => ({ key: key!, fingerprint: print, order_id: order.id, created_at: at });
  const keyInsert = (kysely: Kysely<Database>) =>
    kysely
      .insertInto("idempotency_keys")
      .values(keyRow())
      .onConflict((oc) => oc.column("key").doNothing());

  if (db.writer) {
    const k = db.kysely;
    const statements: WriteStatement[] = [
      ...orderInsertStatements(k, order),
      ...stockStatements(k, order.id, needs),
      ...slotStatements(k, plan.slot),
      ...promotionUseStatements(k, order.id, promotions, at),
      ...(creditUse ? storeCreditStatements(k, creditUse) : []),
    ];
    // A key already stored (now, or by an order earlier in the same batch) inserts nothing: the
    // unit is undone and this request is answered with the first order.
    if (key)
      statements.push({ ...templateInsert(k, "idempotency_keys", [keyRow()], () => keyInsert(k).compile()), mustChange: true });
    statements.push(...limitStatements(k, limits, order.id, now));
    if (messages.length) statements.push(outboxStatement(k, messages));
    if (events) {
      const event = { type: "created", orderId: order.id } as const;
      statements.push(templateInsert(k, "order_events", [eventRow(event)], () => eventInsert(k, event).compile()));
    }
    const stored = await db.writer.run({ statements });
    if (stored === "conflict") return replay();
    // What the insert and the stock takes returned (their RETURNING rows, in statement order): the
    // number the order was given, and what is left of each size it took.
    order.orderNumber = (stored.returned[0] as { number: number }).number;
    const takes = stored.returned.slice(1, 1 + needs.size);
    db.searchIndex?.nudge();
    events?.poke();
    if (messages.length) mail?.poke();
    return { kind: "created", order, soldOut: tookTheLast(takes) };
  }

  try {
    await db.kysely.transaction().execute(async (trx: Transaction<Database>) => {
      order.orderNumber = await insertOrder(trx, order);
      if (key) {
        // A concurrent transaction holding the same key makes this wait for it to commit; then
        // nothing is inserted, and this transaction (and its order) rolls back.
        const inserted = await keyInsert(trx).executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) throw new KeyTaken();
      }
      await enqueue(trx, messages);
      await insertLimitHits(trx, db.engine, limits, order.id, now);
      // What other orders may be waiting for (a size's stock, a slot, a code's uses) is taken
      // last: each stays locked until COMMIT, so the fewer round trips after it the better
      // (docs/decisions/056).
      await takeStock(trx, order.id, needs);
      await bookSlot(trx, plan.slot);
      await recordUses(trx, db.engine, order.id, promotions, at);
      if (creditUse) await useStoreCredit(trx, creditUse);
    });
  } catch (error) {
    if (
      error instanceof KeyTaken ||
      error instanceof LimitReached ||
      error instanceof OutOfStock ||
      error instanceof SlotFull ||
      error instanceof PromotionUsedUp ||
      error instanceof CreditShort
    )
      return replay();
    throw error;
  }
  db.searchIndex?.nudge();
  if (messages.length) mail?.poke();
  // publish() never throws; it is awaited so the event row exists before the shopper hears back.
  if (events) await events.publish({ type: "created", orderId: order.id });
  return { kind: "created", order, soldOut: await soldOutAmong(db, needs) };
}

const CREDIT_PHONE_MESSAGE = "Store credit can be used only with the phone number of the account you are signed in with.";

const codMaxMessage = (maxTotal: number) =>
  `Cash on Delivery orders are limited to ${formatQR(maxTotal)}. Please contact us to place a larger order.`;
