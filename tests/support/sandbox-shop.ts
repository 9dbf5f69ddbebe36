// A shop taking online payments through the sandbox provider (docs/decisions/040), its webhooks
// posted back to the app itself, with an owner signed in: the setup of the suites that play
// payments against orders.
import { createApp } from "../../server/app";
import { createPaymentsService } from "../../server/payments/service";
import { createSandboxProvider, signSandbox, SIGNATURE_HEADER } from "../../server/payments/sandbox";
import type { FetchLike } from "../../server/payments/provider";
import type { Db } from "../../server/db/database";
import { testServices } from "./test-db";
import { signIn, staffRequest, useFastAuth } from "./admin";

const ORIGIN = "http://shop.test";
const SECRET = "sandbox-test-secret-1234";

export async function sandboxShop(db: Db, env: Record<string, string> = {}) {
  const services = useFastAuth(testServices(db, { PAYMENT_PROVIDER: "sandbox", ...env }));
  const loopback: FetchLike = async (url, init) => {
    const u = new URL(url);
    return app.request(u.pathname + u.search, init);
  };
  const sandbox = createSandboxProvider({ db, log: services.log, origin: ORIGIN, secret: SECRET, fetch: loopback });
  services.sandbox = sandbox;
  services.payments = createPaymentsService({ db, log: services.log, origin: ORIGIN, provider: sandbox });
  const app = createApp(services);
  const owner = await signIn(app, services, "owner");
  /**
   * The provider's webhook saying the charge was taken (after all), signed as the sandbox signs:
   * what a late payment looks like. Answers the webhook endpoint's response.
   */
  const captured = async (chargeId: string, eventId: string) => {
    const charge = await db.kysely
      .selectFrom("sandbox_charges")
      .select(["amount", "currency"])
      .where("id", "=", chargeId)
      .executeTakeFirstOrThrow();
    const body = JSON.stringify({
      id: eventId,
      charge_id: chargeId,
      status: "CAPTURED",
      amount: (charge.amount / 100).toFixed(2),
      currency: charge.currency,
      created: new Date().toISOString(),
    });
    return app.request("/api/payments/webhook/sandbox", {
      method: "POST",
      headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signSandbox(SECRET, body, new Date()) },
      body,
    });
  };
  return { services, app, sandbox, admin: staffRequest(app, () => owner), captured };
}
