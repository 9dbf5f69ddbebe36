// An online order's payment in its dialog (docs/decisions/040, "The admin"): the attempt's state,
// provider and reference, what was paid and refunded, the refunds with their reasons, and, for
// owners, a refund of part or all of what is left, with a reason (the server keeps it under what
// was paid, audits it and asks the provider).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useToast } from "../../components/toaster";
import { format } from "../../i18n";
import { parseQR } from "../../shared/money-input";
import { toDecimalString } from "../../shared/money";
import { AdminApiError, errorMessage, isUnauthorized } from "../api/admin-api";
import { orderKeys } from "../orders/orders-api";
import { useCan } from "../team/admin-user";
import { useAdminIntl } from "../ui/admin-intl";
import { FieldError, inputClass } from "../ui/form-fields";
import { Button, Spinner } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { paymentKeys, paymentsApi, useOrderPayment } from "./payments-api";
import type { PaymentAttempt } from "./payments-contract";

const labelClass = "text-xs font-semibold tracking-[0.12em] text-ink/65 uppercase";

export function OrderPayment({ orderId }: { orderId: string }) {
  const t = useAdminMessages().payments;
  const intl = useAdminIntl();
  const payment = useOrderPayment(orderId);
  const canRefund = useCan("payments.refund");
  const [refunding, setRefunding] = useState(false);
  const data = payment.data;
  // The attempt that took money, else the newest.
  const attempt: PaymentAttempt | undefined =
    data?.attempts.filter((a) => ["paid", "partially_refunded", "refunded"].includes(a.state)).at(-1) ?? data?.attempts.at(-1);

  return (
    <section
      aria-labelledby="order-payment"
      className="rounded-xl border border-ink/10 bg-white p-4 sm:p-5"
      data-testid="order-payment"
    >
      <h3 id="order-payment" className="font-display text-xl font-semibold">
        {t.heading}
      </h3>
      {!data ? (
        <Spinner className="mt-3" label={t.loading} />
      ) : !attempt ? (
        <p className="mt-3 text-sm text-ink/60">{t.none}</p>
      ) : (
        <>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
            <dt className="text-ink/60">{t.state}</dt>
            <dd className="font-semibold">{t.states[attempt.state]}</dd>
            <dt className="text-ink/60">{t.provider}</dt>
            <dd>{(t.providers as Record<string, string>)[attempt.provider] ?? attempt.provider}</dd>
            <dt className="text-ink/60">{t.reference}</dt>
            <dd className="min-w-0 font-mono text-xs [overflow-wrap:anywhere] sm:col-span-3">
              <bdi dir="ltr">{attempt.providerRef ?? t.reconcile.none}</bdi>
            </dd>
            <dt className="text-ink/60">{t.amountPaid}</dt>
            <dd className="tabular-nums">{intl.money(attempt.amount)}</dd>
            <dt className="text-ink/60">{t.refunded}</dt>
            <dd className="tabular-nums">
              {intl.money(attempt.refunded)}
              {attempt.refundRequested > attempt.refunded && (
                <span className="ms-2 text-xs text-amber-800">
                  {format(t.awaitingProvider, { amount: intl.money(attempt.refundRequested - attempt.refunded) })}
                </span>
              )}
            </dd>
          </dl>
          {data.refunds.length > 0 && (
            <>
              <h4 id="order-refunds" className="mt-4 text-xs font-semibold tracking-[0.18em] text-ink/60 uppercase">
                {t.refunds}
              </h4>
              <ul aria-labelledby="order-refunds" className="mt-2 grid gap-1.5 text-sm">
                {data.refunds.map((r) => (
                  <li key={r.id} className={r.status === "failed" ? "text-ink/50 line-through" : ""}>
                    <span className="font-medium">
                      {format(t.refundLine, {
                        amount: intl.money(r.amount),
                        user: r.requestedBy,
                        date: intl.dateTime(r.createdAt),
                      })}
                    </span>
                    <span className="ms-2 text-xs text-ink/60">({t.refundStatus[r.status]})</span>
                    <span dir="auto" className="block text-ink/70">
                      {r.reason}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
          {canRefund && data.refundable && !refunding && (
            <Button size="sm" tone="outline" className="mt-4" onClick={() => setRefunding(true)}>
              {t.refund.open}
            </Button>
          )}
          {canRefund && data.refundable && refunding && (
            <RefundForm orderId={orderId} left={data.refundable.left} onDone={() => setRefunding(false)} />
          )}
        </>
      )}
    </section>
  );
}

function RefundForm({ orderId, left, onDone }: { orderId: string; left: number; onDone(): void }) {
  const t = useAdminMessages().payments.refund;
  const intl = useAdminIntl();
  const id = useId();
  const toast = useToast();
  const client = useQueryClient();
  const [amount, setAmount] = useState(toDecimalString(left));
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const dirhams = parseQR(amount);
  const refund = useMutation({
    mutationFn: (body: { amount: number; reason: string }) => paymentsApi.refund(orderId, body),
    onSuccess: (answer) => {
      toast({ title: format(t.done, { amount: intl.money(answer.refund.amount) }), description: t.doneHint });
      void client.invalidateQueries({ queryKey: paymentKeys.order(orderId) });
      void client.invalidateQueries({ queryKey: orderKeys.order(orderId) });
      void client.invalidateQueries({ queryKey: paymentKeys.cardAll });
      onDone();
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      if (error instanceof AdminApiError && error.status === 422 && error.fields.length) {
        const byField = Object.fromEntries(error.fields.map((f) => [f.field, f.detail]));
        setErrors({ amount: byField.amount, reason: byField.reason });
        return;
      }
      toast({ title: t.title, description: format(t.failed, { message: errorMessage(error) }), variant: "destructive" });
    },
  });
  const submit = () => {
    const next = {
      amount:
        dirhams === null || dirhams <= 0
          ? t.invalidAmount
          : dirhams > left
            ? format(t.tooMuch, { amount: intl.money(left) })
            : undefined,
      reason: reason.trim().length < 3 ? t.noReason : undefined,
    };
    setErrors(next);
    if (next.amount || next.reason || dirhams === null) return;
    refund.mutate({ amount: dirhams, reason: reason.trim() });
  };
  const invalid = (field: "amount" | "reason") => ({
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${id}-${field}-error` : `${id}-${field}-hint`,
  });

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="mt-4 grid gap-3 rounded-lg border border-gold/30 bg-ivory/60 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h4 id={`${id}-title`} className="font-semibold">
        {t.title}
      </h4>
      <div>
        <label htmlFor={`${id}-amount`} className={labelClass}>
          {t.amount}
        </label>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            dir="ltr"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            className={`${inputClass} max-w-40`}
            {...invalid("amount")}
          />
          <Button size="sm" tone="ghost" onClick={() => setAmount(toDecimalString(left))}>
            {t.full}
          </Button>
        </div>
        <p id={`${id}-amount-hint`} className="mt-1 text-xs text-ink/60">
          {format(t.amountHint, { amount: intl.money(left) })}
        </p>
        <FieldError id={`${id}-amount-error`} message={errors.amount} />
      </div>
      <div>
        <label htmlFor={`${id}-reason`} className={labelClass}>
          {t.reason}
        </label>
        <textarea
          id={`${id}-reason`}
          rows={2}
          maxLength={300}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className={`${inputClass} mt-1`}
          {...invalid("reason")}
        />
        <p id={`${id}-reason-hint`} className="mt-1 text-xs text-ink/60">
          {t.reasonHint}
        </p>
        <FieldError id={`${id}-reason-error`} message={errors.reason} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" tone="danger" disabled={refund.isPending}>
          {format(t.submit, { amount: dirhams !== null && dirhams > 0 ? intl.money(dirhams) : "" })}
        </Button>
        <Button size="sm" tone="outline" onClick={onDone}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
