// The sandbox provider's hosted payment page (docs/decisions/040), served by this server under
// /sandbox-pay/:id so the whole payment runs with no network: a card form with the test cards, a
// 3-D Secure confirmation, then the shopper goes back to the shop. What happened reaches the shop
// by the sandbox's signed webhook, as it would from Tap, never by this redirect.
import { Hono } from "hono";
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { formatProviderAmount } from "../../app/shared/payments/amounts";
import { TEST_CARDS, type SandboxProvider } from "./sandbox";

const STYLE = `
  *{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f6f1ea;
  font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#2b2118}
  main{width:min(420px,92vw);background:#fff;border-radius:14px;box-shadow:0 10px 30px rgba(60,40,20,.12);padding:28px}
  .badge{display:inline-block;font-size:12px;letter-spacing:.08em;text-transform:uppercase;background:#fdf0d5;color:#8a5a00;
  border-radius:99px;padding:2px 10px}h1{font-size:20px;margin:12px 0 4px}.amount{font-size:32px;font-weight:650;margin:8px 0 20px}
  label{display:block;font-size:14px;margin-bottom:6px}input{width:100%;font:inherit;padding:10px 12px;border:1px solid #d8cbbb;border-radius:8px}
  button{font:inherit;border:0;border-radius:8px;padding:11px 16px;cursor:pointer}.primary{width:100%;margin-top:14px;background:#2b2118;color:#fff}
  .cards{margin-top:22px;border-top:1px solid #eee3d6;padding-top:14px;font-size:14px}.cards button{background:#f6f1ea;margin:4px 4px 0 0;padding:6px 10px;font-size:13px}
  .note{padding:10px 12px;border-radius:8px;margin-bottom:14px}.bad{background:#fde8e6;color:#8c1d12}.ok{background:#e7f5ea;color:#1e5b2c}
  .row{display:flex;gap:10px}.row button{flex:1}.ghost{background:#f6f1ea;color:#2b2118}a{color:#8a5a00}`;

function page(title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · Sandbox payment</title>
        <style>
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        <main><span class="badge">Sandbox · no real money</span>${body}</main>
      </body>
    </html>`;
}

const CARD_LABEL: Record<string, string> = {
  "4242424242424242": "4242 4242 4242 4242 · pays",
  "4000000000000002": "4000 0000 0000 0002 · declined",
  "4000000000003220": "4000 0000 0000 3220 · 3-D Secure",
  "4000000000000119": "4000 0000 0000 0119 · times out",
};

/** Where the shopper goes back to, carrying the charge id as Tap's return carries tap_id. */
function back(returnUrl: string, chargeId: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set("payment_ref", chargeId);
  return url.toString();
}

export function sandboxPages(sandbox: SandboxProvider) {
  const app = new Hono();

  const cardForm = (id: string, amount: string, description: string, message?: { kind: "bad" | "ok"; text: string }) =>
    page(
      "Pay",
      html`<h1>${description}</h1>
        <div class="amount">QAR ${amount}</div>
        ${message ? html`<p class="note ${message.kind}" role="status">${message.text}</p>` : ""}
        <form method="post" action="/sandbox-pay/${id}">
          <label for="card">Card number</label>
          <input id="card" name="card" inputmode="numeric" autocomplete="off" placeholder="4242 4242 4242 4242" required />
          <button class="primary" type="submit">Pay QAR ${amount}</button>
        </form>
        <form class="cards" method="post" action="/sandbox-pay/${id}">
          Test cards:
          ${Object.keys(TEST_CARDS).map((n) => html`<button type="submit" name="card" value="${n}">${CARD_LABEL[n]}</button>`)}
        </form>`,
    );

  const finished = (title: string, text: string, kind: "bad" | "ok", returnUrl: string, id: string) =>
    page(
      title,
      html`<h1>${title}</h1>
        <p class="note ${kind}">${text}</p>
        <p><a href="${back(returnUrl, id)}">Back to the shop</a></p>`,
    );

  app.get("/:id", async (c) => {
    const charge = await sandbox.charge(c.req.param("id"));
    if (!charge) return c.html(page("Not found", html`<h1>No such payment</h1>`), 404);
    const amount = formatProviderAmount(charge.amount, charge.currency);
    switch (charge.status) {
      case "INITIATED":
        return c.html(cardForm(charge.id, amount, charge.description));
      case "REQUIRES_ACTION":
        return c.redirect(`/sandbox-pay/${charge.id}/3ds`, 303);
      case "CAPTURED":
        return c.html(finished("Paid", `QAR ${amount} was paid.`, "ok", charge.return_url, charge.id));
      case "TIMEDOUT":
        return c.html(
          finished("No answer", "The bank did not answer. This payment will expire.", "bad", charge.return_url, charge.id),
        );
      default:
        return c.html(finished("Declined", "The card was declined.", "bad", charge.return_url, charge.id));
    }
  });

  app.post("/:id", async (c) => {
    const charge = await sandbox.charge(c.req.param("id"));
    if (!charge) return c.html(page("Not found", html`<h1>No such payment</h1>`), 404);
    const form = await c.req.parseBody();
    const card = typeof form.card === "string" ? form.card : "";
    const outcome = await sandbox.payWithCard(charge.id, card);
    const amount = formatProviderAmount(charge.amount, charge.currency);
    switch (outcome) {
      case "paid":
        return c.redirect(back(charge.return_url, charge.id), 303);
      case "3ds":
        return c.redirect(`/sandbox-pay/${charge.id}/3ds`, 303);
      case "declined":
        return c.html(
          finished("Declined", "The card was declined. No money was taken.", "bad", charge.return_url, charge.id),
          402,
        );
      case "timeout":
        return c.html(
          finished("No answer", "The bank did not answer. This payment will expire.", "bad", charge.return_url, charge.id),
        );
      case "unknown-card":
        return c.html(
          cardForm(charge.id, amount, charge.description, { kind: "bad", text: "This sandbox takes only the test cards below." }),
          422,
        );
      default:
        return c.redirect(`/sandbox-pay/${charge.id}`, 303);
    }
  });

  app.get("/:id/3ds", async (c) => {
    const charge = await sandbox.charge(c.req.param("id"));
    if (!charge) return c.html(page("Not found", html`<h1>No such payment</h1>`), 404);
    if (charge.status !== "REQUIRES_ACTION") return c.redirect(`/sandbox-pay/${charge.id}`, 303);
    const amount = formatProviderAmount(charge.amount, charge.currency);
    return c.html(
      page(
        "3-D Secure",
        html`<h1>Confirm it is you</h1>
          <p>Your bank asks you to confirm a payment of <strong>QAR ${amount}</strong> to ${charge.description}.</p>
          <form class="row" method="post" action="/sandbox-pay/${charge.id}/3ds">
            <button class="primary" type="submit" name="decision" value="approve">Confirm</button>
            <button class="primary ghost" type="submit" name="decision" value="reject">Fail authentication</button>
          </form>`,
      ),
    );
  });

  app.post("/:id/3ds", async (c) => {
    const charge = await sandbox.charge(c.req.param("id"));
    if (!charge) return c.html(page("Not found", html`<h1>No such payment</h1>`), 404);
    const form = await c.req.parseBody();
    const outcome = await sandbox.confirm3ds(charge.id, form.decision === "approve");
    if (outcome === "paid") return c.redirect(back(charge.return_url, charge.id), 303);
    if (outcome === "declined") {
      return c.html(finished("Declined", "Authentication failed. No money was taken.", "bad", charge.return_url, charge.id), 402);
    }
    return c.redirect(`/sandbox-pay/${charge.id}`, 303);
  });

  return app;
}
