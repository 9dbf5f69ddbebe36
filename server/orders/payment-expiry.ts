// An online order holds its stock, slot and promotion uses for 30 minutes (decision 040). Past
// that, with no paid attempt, it is Payment failed and gives them back. Before that, the provider
// is asked for each attempt's state, to catch a webhook that never came: a payment the provider
// reports taken is not released (its webhook, retried by the provider, marks it Paid; only a
// verified webhook does), and a provider that cannot answer is asked again on the next round.
import type { Db } from "../db/database";
import type { Logger } from "../log";
import type { PaymentsService } from "../payments/service";
import { ProviderError } from "../payments/provider";
import { applyPaymentOutcome } from "./payment-status";

const PAYMENT_HOLD_MS = 30 * 60_000;
const BATCH = 50;

/** Expires the online orders waiting longer than the hold; answers how many were released. */
export async function expireUnpaidOrders(db: Db, payments: PaymentsService, log: Logger, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - PAYMENT_HOLD_MS).toISOString();
  const waiting = await db.kysely
    .selectFrom("orders")
    .select("id")
    .where("status", "=", "Awaiting payment")
    .where("created_at", "<", cutoff)
    // A shopper's new try (server/orders/shopper-payment.ts) holds for 30 minutes from then.
    .where("updated_at", "<", cutoff)
    .orderBy("created_at")
    .limit(BATCH)
    .execute();
  let released = 0;
  for (const { id } of waiting) {
    const attempts = await payments.ofOrder(id);
    if (attempts.some((attempt) => attempt.state === "paid")) continue;
    let taken = false;
    try {
      for (const attempt of attempts) {
        if (!attempt.providerRef) continue;
        const reported = await payments.provider.fetchPayment(attempt.providerRef);
        if (reported.kind === "paid") taken = true;
      }
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      log.warn("payment state unavailable, expiry postponed", { orderId: id, error: error.message });
      continue;
    }
    if (taken) {
      log.warn("provider reports a payment its webhook has not brought yet", { orderId: id });
      continue;
    }
    const change = await db.kysely
      .transaction()
      .execute((trx) => applyPaymentOutcome(trx, db.engine, id, "failed", "payment:expiry", now));
    if (change.kind === "changed") released++;
  }
  return released;
}

/** The periodic job started with the server: once a minute, in the background. */
export function startPaymentExpiry(db: Db, payments: PaymentsService, log: Logger, onReleased: () => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireUnpaidOrders(db, payments, log)
      .then((n) => {
        if (n > 0) onReleased();
      })
      .catch((error) => log.error("payment expiry failed", error))
      .finally(() => {
        running = false;
      });
  }, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
