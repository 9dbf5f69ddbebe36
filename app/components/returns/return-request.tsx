// A delivered order's return request on the tracking page (docs/decisions/050-returns.md): the
// owner's policy in the page's language first, then the lines and how many of each go back, a
// reason and how the money comes back. The rules (window, quantities) are the server's: the form
// offers only what POST /api/returns/options says is left, and shows the server's answer.
import { useId, useState } from "react";
import { returnTexts } from "../../content/returns";
import { useRootData } from "../../hooks/use-root-data";
import { format } from "../../i18n";
import { formatDeliveryDay } from "../../i18n/delivery";
import { formatPrice } from "../../shared/money";
import { RETURN_REASONS, type RefundKind, type ReturnOptions, type ReturnReason } from "../../shared/returns";

type State =
  { kind: "idle" } | { kind: "loading" } | { kind: "ready"; options: ReturnOptions } | { kind: "error"; message: string };

const fieldClass =
  "mt-1 block w-full rounded-md border border-ink/20 bg-white px-3 py-2.5 text-base text-ink focus:border-gold-dark focus:ring-1 focus:ring-gold-dark focus:outline-none";

export function ReturnRequest({ orderNumber, phone }: { orderNumber: number; phone: string }) {
  const { locale } = useRootData();
  const t = returnTexts[locale];
  const id = useId();
  const [state, setState] = useState<State>({ kind: "idle" });
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<ReturnReason | "">("");
  const [refund, setRefund] = useState<RefundKind>("store_credit");
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const post = (path: string, body: unknown) =>
    fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  const load = async () => {
    setState({ kind: "loading" });
    try {
      const res = await post("/api/returns/options", { orderNumber, phone });
      if (!res.ok) return setState({ kind: "error", message: res.status === 429 ? t.tooMany : t.failed });
      const options = (await res.json()) as ReturnOptions;
      setState({ kind: "ready", options });
      setRefund(options.refundKinds[0] ?? "store_credit");
    } catch {
      setState({ kind: "error", message: t.failed });
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const lines = Object.entries(quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([line, quantity]) => ({ line: Number(line), quantity }));
    if (lines.length === 0 || !reason) return setNotice({ ok: false, text: t.chooseItems });
    setBusy(true);
    setNotice(null);
    try {
      const res = await post("/api/returns", { orderNumber, phone, lines, reason, refund });
      if (res.status === 201) {
        setQuantities({});
        setReason("");
        setNotice({ ok: true, text: t.sent });
        await load();
      } else if (res.status === 422) {
        const problem = (await res.json()) as { errors?: { detail: string }[] };
        setNotice({ ok: false, text: problem.errors?.map((e) => e.detail).join(" ") ?? t.failed });
      } else setNotice({ ok: false, text: res.status === 429 ? t.tooMany : t.failed });
    } catch {
      setNotice({ ok: false, text: t.failed });
    } finally {
      setBusy(false);
    }
  };

  const options = state.kind === "ready" ? state.options : null;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-8 rounded-xl border border-ink/10 bg-white p-5 sm:p-6"
      data-testid="track-returns"
    >
      <p className="text-xs font-semibold tracking-[0.2em] text-gold-dark uppercase">{t.heading}</p>
      <h3 id={`${id}-heading`} className="mt-1 font-display text-2xl font-medium">
        {t.intro}
      </h3>
      {state.kind === "idle" && (
        <button
          type="button"
          onClick={load}
          className="mt-4 inline-flex min-h-11 items-center rounded-full border border-ink/25 px-5 text-sm font-medium text-ink hover:border-gold-dark"
        >
          {t.start}
        </button>
      )}
      {state.kind === "loading" && <p className="mt-4 text-sm text-ink/60">{t.loading}</p>}
      {state.kind === "error" && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {state.message}
        </p>
      )}
      {options && (
        <div className="mt-4">
          <details open className="rounded-lg bg-sand/40 p-4 text-sm leading-relaxed text-ink/80" data-testid="return-policy">
            <summary className="cursor-pointer font-medium text-ink">{t.policy}</summary>
            <p className="mt-2 whitespace-pre-line">{options.policy[locale]}</p>
            {options.until && options.open && (
              <p className="mt-2 font-medium text-ink">
                {format(t.until, { date: formatDeliveryDay(options.until.slice(0, 10), locale) })}
              </p>
            )}
          </details>
          {options.returns.length > 0 && <YourReturns options={options} />}
          {!options.open && options.closedBecause && (
            <p className="mt-4 text-sm text-ink/70">{t.closed[options.closedBecause]}</p>
          )}
          {options.open && (
            <form onSubmit={submit} noValidate className="mt-5 space-y-5" data-testid="return-form">
              <fieldset>
                <legend className="text-sm font-medium text-ink">{t.quantity}</legend>
                <ul className="mt-2 divide-y divide-ink/10 border-y border-ink/10">
                  {options.lines.map((line) => (
                    <li key={line.line} className="flex items-center justify-between gap-4 py-3">
                      <label htmlFor={`${id}-line-${line.line}`} className="min-w-0">
                        <span className="block truncate">{line.name}</span>
                        <span className="text-xs text-ink/60">
                          {formatPrice(line.unitPrice, locale)} · {format(t.of, { n: line.bought })}
                        </span>
                      </label>
                      <select
                        id={`${id}-line-${line.line}`}
                        value={quantities[line.line] ?? 0}
                        disabled={line.returnable === 0}
                        onChange={(e) => setQuantities({ ...quantities, [line.line]: Number(e.target.value) })}
                        className="min-h-11 w-24 rounded-md border border-ink/20 bg-white px-3 text-base"
                      >
                        {Array.from({ length: line.returnable + 1 }, (_, n) => (
                          <option key={n} value={n}>
                            {n === 0 ? t.none : n}
                          </option>
                        ))}
                      </select>
                    </li>
                  ))}
                </ul>
              </fieldset>
              <div>
                <label htmlFor={`${id}-reason`} className="text-sm font-medium text-ink">
                  {t.reason}
                </label>
                <select
                  id={`${id}-reason`}
                  value={reason}
                  onChange={(e) => setReason(e.target.value as ReturnReason)}
                  className={fieldClass}
                >
                  <option value="">{t.chooseReason}</option>
                  {RETURN_REASONS.map((r) => (
                    <option key={r} value={r}>
                      {t.reasons[r]}
                    </option>
                  ))}
                </select>
              </div>
              <fieldset>
                <legend className="text-sm font-medium text-ink">{t.refund}</legend>
                <div className="mt-2 grid gap-2 sm:grid-cols-2">
                  {options.refundKinds.map((kind) => (
                    <label
                      key={kind}
                      htmlFor={`${id}-refund-${kind}`}
                      className={`grid cursor-pointer grid-cols-[auto_1fr] gap-x-3 rounded-lg border p-3 text-sm [&>small]:col-start-2 ${refund === kind ? "border-gold-dark bg-ivory" : "border-ink/15"}`}
                    >
                      <input
                        id={`${id}-refund-${kind}`}
                        type="radio"
                        name={`${id}-refund`}
                        value={kind}
                        checked={refund === kind}
                        onChange={() => setRefund(kind)}
                        className="row-span-2 mt-1 accent-gold-dark"
                      />
                      <b className="font-medium">{t.refunds[kind]}</b>
                      <small className="text-sm text-ink/60">{t.refundHints[kind]}</small>
                    </label>
                  ))}
                </div>
              </fieldset>
              <button
                type="submit"
                disabled={busy}
                className="inline-flex min-h-11 items-center rounded-full bg-ink px-6 text-sm font-medium text-ivory hover:bg-gold-dark disabled:opacity-60"
              >
                {busy ? t.sending : t.submit}
              </button>
            </form>
          )}
          {notice && (
            <p
              role={notice.ok ? "status" : "alert"}
              className={`mt-4 text-sm ${notice.ok ? "text-emerald-800" : "text-red-700"}`}
            >
              {notice.text}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

function YourReturns({ options }: { options: ReturnOptions }) {
  const { locale } = useRootData();
  const t = returnTexts[locale];
  return (
    <div className="mt-5">
      <h4 className="text-sm font-medium text-ink">{t.yours}</h4>
      <ul className="mt-2 space-y-2" data-testid="return-list">
        {options.returns.map((r) => (
          <li key={r.id} className="rounded-lg border border-ink/10 p-3 text-sm">
            <p className="flex flex-wrap items-center justify-between gap-2">
              <span>{r.lines.map((l) => `${l.name} × ${l.quantity}`).join(" · ")}</span>
              <span className="rounded-full bg-sand px-2.5 py-0.5 text-xs font-medium">{t.statuses[r.status]}</span>
            </p>
            {r.pickupDay && r.status === "pickup_scheduled" && (
              <p className="mt-1 text-ink/65">{format(t.pickup, { day: formatDeliveryDay(r.pickupDay, locale) })}</p>
            )}
            {r.refundAmount !== null && r.refundAmount > 0 && (
              <p className="mt-1 text-ink/65">{format(t.refunded, { amount: formatPrice(r.refundAmount, locale) })}</p>
            )}
            {r.message && <p className="mt-1 text-ink/65">{format(t.message, { message: r.message })}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}
