// An online order's payment after checkout (docs/decisions/040), on the confirmation and the
// tracking pages: asks POST /api/orders/payment how it stands, and while it waits for the
// provider's webhook asks again every few seconds for a minute (the return from the provider's page
// proves nothing; only the webhook marks Paid). A failed payment offers "Try again" (a new payment
// on the provider's page) and "Pay on delivery instead" (Cash on Delivery, within its limit).
import { useEffect, useRef, useState } from "react";
import { onlinePaymentTexts } from "../../content/online-payment";
import { useLocale } from "../../hooks/use-locale";
import { PAY_ONLINE } from "../../shared/order";
import { shortageOfCode, type HoldShortage } from "../../shared/order-holds";
import type { OrderPaymentView } from "../../shared/order-payment-request";
import { ghostDarkButton, goldButton } from "../home/button-styles";

/** The order, as the API finds it: its number with its id (confirmation) or the checkout phone (/track). */
export type OrderPaymentKey = { orderNumber: number; orderId: string } | { orderNumber: number; phone: string };

const POLL_MS = 2000;
const POLL_FOR_MS = 60_000;

type Problem = "overCodMax" | HoldShortage | "error";

async function ask(path: string, key: OrderPaymentKey): Promise<Response> {
  return fetch(`/api/orders/payment${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(key),
  });
}

export function OnlinePaymentPanel({
  orderKey,
  onView,
  poll = true,
}: {
  orderKey: OrderPaymentKey;
  /** False: asked once (by phone, the answers are counted per minute as /track's lookups). */
  poll?: boolean;
  /** The answer, each time it changes (the page shows the total's note from it). */
  onView?: (view: OrderPaymentView) => void;
}) {
  const t = onlinePaymentTexts[useLocale()];
  const [view, setView] = useState<OrderPaymentView | null>(null);
  const [waitedOut, setWaitedOut] = useState(false);
  const [busy, setBusy] = useState<"retry" | "cash" | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [switched, setSwitched] = useState(false);
  const keyText = JSON.stringify(orderKey);
  const onViewRef = useRef(onView);
  onViewRef.current = onView;

  const show = (next: OrderPaymentView) => {
    setView(next);
    onViewRef.current?.(next);
  };

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const key = JSON.parse(keyText) as OrderPaymentKey;
    const poll = async () => {
      let next: OrderPaymentView | null = null;
      try {
        const res = await ask("", key);
        if (res.ok) next = (await res.json()) as OrderPaymentView;
      } catch {
        // The network: asked again below.
      }
      if (stopped) return;
      if (next) show(next);
      if (next && next.status !== "Awaiting payment") return;
      if (!poll || Date.now() - started >= POLL_FOR_MS) {
        setWaitedOut(true);
        return;
      }
      timer = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // show only sets state and calls the latest onView.
  }, [keyText, poll]);

  const retry = async () => {
    setBusy("retry");
    setProblem(null);
    try {
      const res = await ask("/retry", orderKey);
      if (res.status === 201) {
        const { payment } = (await res.json()) as { payment: { url: string } };
        // To the provider's page, which brings the shopper back here.
        window.location.assign(payment.url);
        return;
      }
      const body = (await res.json().catch(() => ({}))) as { code?: string };
      setProblem(shortageOfCode(body.code) ?? "error");
    } catch {
      setProblem("error");
    }
    setBusy(null);
  };

  const payOnDelivery = async () => {
    setBusy("cash");
    setProblem(null);
    try {
      const res = await ask("/cash", orderKey);
      if (res.ok) {
        show((await res.json()) as OrderPaymentView);
        setSwitched(true);
      } else if (res.status === 422) setProblem("overCodMax");
      else {
        const body = (await res.json().catch(() => ({}))) as { code?: string };
        setProblem(shortageOfCode(body.code) ?? "error");
      }
    } catch {
      setProblem("error");
    }
    setBusy(null);
  };

  // Switched to Cash on Delivery (here or earlier): the order is paid at the door now.
  const onDelivery = view !== null && view.paymentMethod !== PAY_ONLINE;
  const state = !view
    ? "loading"
    : onDelivery
      ? "switched"
      : view.status === "Awaiting payment"
        ? "awaiting"
        : view.status === "Payment failed"
          ? "failed"
          : "paid";
  const title = { loading: t.awaiting, awaiting: t.awaiting, failed: t.failed, paid: t.paid, switched: t.cashTitle }[state];
  const tone =
    state === "failed"
      ? "border-red-200 bg-red-50"
      : state === "paid"
        ? "border-emerald-200 bg-emerald-50"
        : "border-gold/40 bg-gold/10";

  return (
    <section
      aria-labelledby="online-payment-heading"
      aria-busy={state === "loading" || state === "awaiting" || undefined}
      className={`rounded-2xl border p-6 md:p-8 ${tone}`}
      data-testid="online-payment"
      data-state={state}
    >
      <h2 id="online-payment-heading" className="text-xs font-semibold tracking-[0.16em] text-ink/70 uppercase">
        {t.heading}
      </h2>
      <p className="mt-2 flex items-center gap-3 font-display text-3xl font-medium" data-testid="payment-status" role="status">
        {(state === "loading" || state === "awaiting") && (
          <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-5 animate-spin motion-reduce:animate-none">
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
            <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
        )}
        {title}
      </p>
      <p className="mt-2 leading-relaxed text-ink/80">
        {state === "switched"
          ? t.switched
          : state === "failed"
            ? t.failedText
            : state === "paid"
              ? t.paidText
              : waitedOut
                ? t.stillWaiting
                : t.awaitingText}
      </p>
      {state === "failed" && !switched && (view?.canRetry || view?.canPayOnDelivery) && (
        <div className="mt-5 flex flex-wrap gap-3">
          {view.canRetry && (
            <button type="button" onClick={() => void retry()} disabled={busy !== null} className={goldButton}>
              {t.tryAgain}
            </button>
          )}
          {view.canPayOnDelivery && (
            <button type="button" onClick={() => void payOnDelivery()} disabled={busy !== null} className={ghostDarkButton}>
              {t.payOnDelivery}
            </button>
          )}
        </div>
      )}
      {problem && (
        <p role="alert" className="mt-4 text-sm text-red-800">
          {t[problem]}
        </p>
      )}
    </section>
  );
}
