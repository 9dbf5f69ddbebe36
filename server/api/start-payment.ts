// Starting an online order's payment, at checkout and when the shopper tries again (decision 040):
// after the order's transaction has committed, so a slow provider never holds one open. When the
// provider cannot start, the order is Payment failed and gives back what it held, and the answer
// is 503 payment_unavailable: the shop is fine, its payment service is not.
import { localizePath } from "../../app/shared/locale";
import { orderReference, type Order } from "../../app/shared/order";
import { failUnstartedPayment } from "../orders/payment-status";
import { ProviderError } from "../payments/provider";
import { shopOrigin, type AppServices } from "../services";
import type { ApiAnswer } from "./answer";
import { problemAnswer } from "./problem";

export async function startOrderPayment(
  services: AppServices,
  order: Order,
): Promise<{ ok: true; url: string } | { ok: false; answer: ApiAnswer }> {
  const payments = services.payments!;
  try {
    const started = await payments.start({
      orderId: order.id,
      amount: order.total,
      description: `Order ${orderReference(order.orderNumber)}`,
      customer: {
        name: order.customer.name,
        email: order.customer.email,
        phone: order.customer.phoneNumber ?? order.customer.phone,
      },
      // Back to the confirmation in the shopper's language: it waits there for the webhook.
      returnUrl: `${shopOrigin(services.config)}${localizePath("/order-confirmation", order.language)}`,
    });
    return { ok: true, url: started.url };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    services.log.warn("payment could not start", { orderId: order.id, error: error.message });
    const failed = await failUnstartedPayment(services.db, order.id, `payment:${payments.provider.name}`);
    if (failed.kind === "changed") {
      services.events.poke();
      if (failed.stockChanged) services.catalogue.invalidate();
    }
    return {
      ok: false,
      answer: problemAnswer(503, "Online payment is unavailable.", {
        code: "payment_unavailable",
        detail: "We could not start your online payment. Nothing was charged. Please try again, or choose Cash on Delivery.",
      }),
    };
  }
}
