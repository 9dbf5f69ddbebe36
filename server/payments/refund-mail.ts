// The shopper's refund e-mail (docs/decisions/040): "We have refunded QAR X for your order", in the
// order's language, through the mail outbox. The refund flow calls it once per refund the
// provider confirms, in its own transaction (so the message is stored with the refund or not at
// all), then wakes the mail sender.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema";
import { enqueueRefundMessage } from "../mail/outbox";

/**
 * Queues the refund message of `amount` dirhams (a whole number above 0) for the order; false when
 * the shopper gave no e-mail address (nothing queued). The caller pokes services.mail after its commit.
 */
export async function paymentRefunded(
  executor: Kysely<Database> | Transaction<Database>,
  order: { id: string; customer: { email: string | null } },
  amount: number,
  now = new Date(),
): Promise<boolean> {
  if (!Number.isInteger(amount) || amount <= 0) throw new RangeError("A refund is a whole number of dirhams above 0.");
  if (!order.customer.email) return false;
  await enqueueRefundMessage(executor, order.id, order.customer.email, amount, now.toISOString());
  return true;
}
