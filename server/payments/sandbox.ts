// The sandbox payment provider (PAYMENT_PROVIDER=sandbox, docs/decisions/040): the same interface as
// Tap, no network. Its charges live in sandbox_charges; its hosted page is served by this server
// (sandbox-page.ts); its webhooks wait in sandbox_webhooks and are posted, signed, by a sender that
// retries with the mail outbox's back-off, so a webhook our endpoint failed to take comes again.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { formatProviderAmount, fromProviderAmount } from "../../app/shared/payments/amounts";
import type { PaymentEventKind } from "../../app/shared/payments/state";
import type { Db } from "../db/database";
import type { SandboxChargesTable } from "../db/schema";
import type { Selectable } from "kysely";
import type { Logger } from "../log";
import { nextAttemptAt } from "../mail/backoff";
import type { FetchLike, PaymentProvider, ProviderPayment, RefundResult, WebhookVerdict } from "./provider";

export const SIGNATURE_HEADER = "x-sandbox-signature";
/** A signature older (or newer) than this is stale: a replay of a captured delivery is refused. */
const TOLERANCE_SECONDS = 300;

/** The test cards, as on the hosted page. */
export const TEST_CARDS = {
  "4242424242424242": "succeeds",
  "4000000000000002": "declined",
  "4000000000003220": "3-D Secure",
  "4000000000000119": "times out",
} as const;

/** A sandbox charge's status, as Tap names the same happenings. */
export type SandboxStatus = "INITIATED" | "REQUIRES_ACTION" | "CAPTURED" | "DECLINED" | "TIMEDOUT";

const KIND: Record<SandboxStatus | "REFUNDED", PaymentEventKind | "pending"> = {
  INITIATED: "pending",
  REQUIRES_ACTION: "requires_action",
  CAPTURED: "paid",
  DECLINED: "failed",
  TIMEDOUT: "expired",
  REFUNDED: "refunded",
};

const eventSchema = z.object({
  id: z.string().min(1).max(100),
  charge_id: z.string().min(1).max(100),
  status: z.enum(["REQUIRES_ACTION", "CAPTURED", "DECLINED", "TIMEDOUT", "REFUNDED"]),
  // A refund's webhook names the refund, as Tap's refund object does (its id, our reference).
  refund_id: z.string().min(1).max(100).optional(),
  reference: z.string().min(1).max(100).optional(),
  amount: z.string(),
  currency: z.string().length(3),
  created: z.string(),
});

export function signSandbox(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${body}`).digest("hex")}`;
}

export function verifySandboxSignature(secret: string, body: string, header: string | null, now: Date): WebhookVerdict | null {
  if (!header) return { ok: false, reason: "unsigned" };
  const parts = Object.fromEntries(header.split(",").map((p) => p.trim().split("=", 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/i.test(parts.v1 ?? "")) return { ok: false, reason: "bad-signature" };
  const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(parts.v1, "hex"))) return { ok: false, reason: "bad-signature" };
  if (Math.abs(now.getTime() / 1000 - t) > TOLERANCE_SECONDS) return { ok: false, reason: "stale" };
  return null;
}

type Charge = Selectable<SandboxChargesTable>;

export interface SandboxProvider extends PaymentProvider {
  readonly name: "sandbox";
  charge(id: string): Promise<Charge | null>;
  /** The shopper submitted a card on the hosted page: what happens next. */
  payWithCard(id: string, card: string, now?: Date): Promise<"paid" | "declined" | "3ds" | "timeout" | "unknown-card" | "closed">;
  /** The 3-D Secure page's answer. */
  confirm3ds(id: string, approve: boolean, now?: Date): Promise<"paid" | "declined" | "closed">;
  /** Posts due webhooks once; the sender's loop calls it, tests call it directly. */
  deliverDue(now?: Date): Promise<number>;
  /** Starts the loop that posts due webhooks every second. */
  startSender(): void;
  stopSender(): void;
}

export function createSandboxProvider(options: {
  db: Db;
  secret: string;
  /** This server's origin: the hosted page is under it. */
  origin: string;
  log: Logger;
  fetch?: FetchLike;
  /** How long a timed-out card's charge stays open before its TIMEDOUT webhook (Tap's default: 30 minutes). */
  expiryMs?: number;
  firstRetryMs?: number;
}): SandboxProvider {
  const { db, secret, log } = options;
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const expiryMs = options.expiryMs ?? 30 * 60 * 1000;
  const firstRetryMs = options.firstRetryMs ?? 30_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

  /** Stores the webhook for a charge's new status; it is posted when due. */
  async function enqueue(
    trx: Pick<typeof db.kysely, "insertInto">,
    charge: Charge,
    status: SandboxStatus | "REFUNDED",
    amount: number,
    now: Date,
    due = now,
    refund?: { id: string; reference: string },
  ) {
    const body = JSON.stringify({
      id: id("evt"),
      charge_id: charge.id,
      status,
      amount: formatProviderAmount(amount, charge.currency),
      currency: charge.currency,
      created: now.toISOString(),
      ...(refund && { refund_id: refund.id, reference: refund.reference }),
    });
    await trx
      .insertInto("sandbox_webhooks")
      .values({ id: id("whk"), url: charge.webhook_url, body, created_at: now.toISOString(), next_attempt_at: due.toISOString() })
      .execute();
  }

  /** Moves an open charge to `status` and queues its webhook, in one transaction. */
  async function settle(chargeId: string, from: SandboxStatus[], status: SandboxStatus, now: Date, due = now): Promise<boolean> {
    return db.kysely.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable("sandbox_charges")
        .set({ status, updated_at: now.toISOString() })
        .where("id", "=", chargeId)
        .where("status", "in", from)
        .returningAll()
        .executeTakeFirst();
      if (!moved) return false;
      await enqueue(trx, moved, status, moved.amount, now, due);
      return true;
    });
  }

  const charge = async (chargeId: string) =>
    (await db.kysely.selectFrom("sandbox_charges").selectAll().where("id", "=", chargeId).executeTakeFirst()) ?? null;

  async function deliverDue(now = new Date()): Promise<number> {
    const at = now.toISOString();
    const due = await db.kysely
      .selectFrom("sandbox_webhooks")
      .selectAll()
      .where("delivered_at", "is", null)
      .where("next_attempt_at", "<=", at)
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", at)]))
      .orderBy("next_attempt_at")
      .limit(20)
      .execute();
    let delivered = 0;
    for (const hook of due) {
      // A claim, so that another process's sender does not post the same webhook meanwhile.
      const claimed = await db.kysely
        .updateTable("sandbox_webhooks")
        .set({ claimed_until: new Date(now.getTime() + 60_000).toISOString() })
        .where("id", "=", hook.id)
        .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", at)]))
        .where("delivered_at", "is", null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      let error: string | null = null;
      try {
        const sentAt = new Date();
        const res = await fetchImpl(hook.url, {
          method: "POST",
          headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signSandbox(secret, hook.body, sentAt) },
          body: hook.body,
        });
        if (!res.ok) error = `answered ${res.status}`;
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
      }
      const attempts = hook.attempts + 1;
      if (error === null) {
        delivered++;
        await db.kysely
          .updateTable("sandbox_webhooks")
          .set({ delivered_at: new Date().toISOString(), attempts, claimed_until: null, last_error: null })
          .where("id", "=", hook.id)
          .execute();
      } else {
        const next = nextAttemptAt(new Date(hook.created_at), attempts, new Date(), firstRetryMs);
        if (!next) log.warn("sandbox webhook given up", { id: hook.id, error });
        await db.kysely
          .updateTable("sandbox_webhooks")
          .set({
            attempts,
            claimed_until: null,
            last_error: error,
            next_attempt_at: next ? next.toISOString() : "9999-12-31T00:00:00.000Z",
          })
          .where("id", "=", hook.id)
          .execute();
      }
    }
    return delivered;
  }

  return {
    name: "sandbox",

    async createPayment(request) {
      const at = new Date().toISOString();
      // Idempotent on our attempt's id, as Tap's reference.idempotent is: a second request, even at
      // the same moment, gets the first charge.
      await db.kysely
        .insertInto("sandbox_charges")
        .values({
          id: id("sbx"),
          reference: request.paymentId,
          amount: request.amount,
          currency: request.currency,
          description: request.description,
          return_url: request.returnUrl,
          webhook_url: request.webhookUrl,
          status: "INITIATED",
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.column("reference").doNothing())
        .execute();
      const { id: chargeId } = await db.kysely
        .selectFrom("sandbox_charges")
        .select("id")
        .where("reference", "=", request.paymentId)
        .executeTakeFirstOrThrow();
      return { providerRef: chargeId, url: `${options.origin}/sandbox-pay/${chargeId}` };
    },

    verifyWebhook(rawBody, headers, now = new Date()): WebhookVerdict {
      const refused = verifySandboxSignature(secret, rawBody, headers.get(SIGNATURE_HEADER), now);
      if (refused) return refused;
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: "malformed" };
      }
      const event = eventSchema.safeParse(parsed);
      if (!event.success) return { ok: false, reason: "malformed" };
      const amount = fromProviderAmount(event.data.amount, event.data.currency);
      const kind = KIND[event.data.status];
      if (amount === null || kind === "pending") return { ok: false, reason: "malformed" };
      return {
        ok: true,
        event: {
          eventId: event.data.id,
          providerRef: event.data.charge_id,
          kind,
          amount,
          currency: event.data.currency,
          ...(event.data.refund_id && { refund: { ref: event.data.refund_id, ours: event.data.reference ?? null } }),
        },
      };
    },

    async fetchPayment(providerRef): Promise<ProviderPayment> {
      const c = await charge(providerRef);
      if (!c) throw new Error(`No sandbox charge ${providerRef}`);
      const kind = c.refunded > 0 ? "refunded" : KIND[c.status];
      return { providerRef: c.id, kind, amount: c.amount, currency: c.currency };
    },

    async refund(request): Promise<RefundResult> {
      const now = new Date();
      const refundRef = id("sbr");
      const ok = await db.kysely.transaction().execute(async (trx) => {
        const c = await trx.selectFrom("sandbox_charges").selectAll().where("id", "=", request.providerRef).executeTakeFirst();
        if (!c || c.status !== "CAPTURED" || c.refunded + request.amount > c.amount) return false;
        await trx
          .updateTable("sandbox_charges")
          .set({ refunded: c.refunded + request.amount, updated_at: now.toISOString() })
          .where("id", "=", c.id)
          .execute();
        await enqueue(trx, c, "REFUNDED", request.amount, now, now, { id: refundRef, reference: request.refundId });
        return true;
      });
      return { refundRef, status: ok ? "pending" : "failed" };
    },

    charge,

    async payWithCard(chargeId, card, now = new Date()) {
      // One charge, one outcome, as Tap's: trying again is a new attempt from the shop.
      const open: SandboxStatus[] = ["INITIATED"];
      const outcome = TEST_CARDS[card.replace(/\D/g, "") as keyof typeof TEST_CARDS];
      switch (outcome) {
        case "succeeds":
          return (await settle(chargeId, open, "CAPTURED", now)) ? "paid" : "closed";
        case "declined":
          return (await settle(chargeId, open, "DECLINED", now)) ? "declined" : "closed";
        case "3-D Secure":
          return (await settle(chargeId, open, "REQUIRES_ACTION", now)) ? "3ds" : "closed";
        case "times out":
          // The bank never answers: the charge expires when Tap's would, and only then is it said.
          return (await settle(chargeId, open, "TIMEDOUT", now, new Date(now.getTime() + expiryMs))) ? "timeout" : "closed";
        default:
          return "unknown-card";
      }
    },

    async confirm3ds(chargeId, approve, now = new Date()) {
      const moved = await settle(chargeId, ["REQUIRES_ACTION"], approve ? "CAPTURED" : "DECLINED", now);
      if (!moved) return "closed";
      return approve ? "paid" : "declined";
    },

    async deliverDue(now) {
      // One pass at a time in this process: the loop and a test may both call it.
      while (running) await running;
      running = deliverDue(now);
      try {
        return await running;
      } finally {
        running = null;
      }
    },

    startSender() {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        void this.deliverDue().catch((error) => log.error("sandbox webhooks failed", error));
      }, 1000);
      timer.unref();
    },

    stopSender() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
