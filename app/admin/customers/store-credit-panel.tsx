// A customer's store credit in the Customers section (docs/decisions/051-store-credit.md): the
// balance, when it lapses, the ledger, and, for owners, the adjust form (a signed amount in QR and
// a reason, both required; the server audits it). Staff read it.
import { useId, useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { format } from "../../i18n";
import { useToast } from "../../components/toaster";
import { parseQR } from "../../shared/money-input";
import { ADJUST_REASON_MAX, type StoreCreditView } from "../../shared/store-credit";
import { adminRequest, errorMessage, isUnauthorized } from "../api/admin-api";
import { useCan } from "../team/admin-user";
import { useAdminIntl } from "../ui/admin-intl";
import { Field, inputClass } from "../ui/form-fields";
import { Button } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";

const creditKey = (phone: string) => ["admin", "customer-credit", phone] as const;
const creditPath = (phone: string) => `/api/admin/customers/${encodeURIComponent(phone)}/credit`;

export function StoreCreditPanel({ phone }: { phone: string }) {
  const t = useAdminMessages().storeCredit;
  const intl = useAdminIntl();
  const credit = useQuery({
    queryKey: creditKey(phone),
    queryFn: ({ signal }) => adminRequest<StoreCreditView>(creditPath(phone), { signal }),
  });
  const canAdjust = useCan("credit.adjust");
  if (!credit.data) return null;
  const { balance, expiresAt, entries } = credit.data;
  return (
    <section
      aria-labelledby={`credit-${phone}`}
      className="rounded-xl border border-ink/10 bg-white p-4"
      data-testid="customer-credit"
    >
      <h3 id={`credit-${phone}`} className="text-xs font-semibold tracking-[0.12em] text-ink/65 uppercase">
        {t.title}
      </h3>
      <p className="mt-1">
        <span className="font-display text-2xl font-semibold tabular-nums" data-testid="customer-credit-balance">
          {intl.money(balance)}
        </span>
        {expiresAt && <span className="ms-2 text-sm text-ink/65">{format(t.expires, { date: intl.date(expiresAt) })}</span>}
      </p>
      {entries.length > 0 ? (
        <ul className="mt-3 max-h-56 divide-y divide-ink/10 overflow-y-auto text-sm">
          {entries.map((e) => (
            <li key={e.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="min-w-0">
                <span className="font-medium">{t.kinds[e.kind]}</span>
                {e.orderNumber ? ` · ${format(t.order, { number: e.orderNumber })}` : ""}
                {e.staff ? ` · ${e.staff}` : ""}
                {e.reason && <span className="block [overflow-wrap:anywhere] text-ink/70">{e.reason}</span>}
                <span className="block text-xs text-ink/60">{intl.dateTime(e.createdAt)}</span>
              </span>
              <span className="text-end tabular-nums">
                <span dir="ltr">
                  {e.amount > 0 ? "+" : "−"}
                  {intl.money(Math.abs(e.amount))}
                </span>
                <span className="block text-xs text-ink/60">{format(t.after, { balance: intl.money(e.balanceAfter) })}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-ink/65">{t.none}</p>
      )}
      {canAdjust && <AdjustForm phone={phone} />}
    </section>
  );
}

function AdjustForm({ phone }: { phone: string }) {
  const t = useAdminMessages().storeCredit;
  const id = useId();
  const toast = useToast();
  const client = useQueryClient();
  const [direction, setDirection] = useState<"add" | "remove">("add");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const adjust = useMutation({
    mutationFn: (body: { amount: number; reason: string }) =>
      adminRequest<StoreCreditView>(creditPath(phone), { method: "POST", body }),
    onSuccess: (view) => {
      client.setQueryData(creditKey(phone), view);
      setAmount("");
      setReason("");
      toast({ title: t.title, description: format(t.saved, { balance: view.balance }) });
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({ title: t.title, description: format(t.error, { message: errorMessage(error) }), variant: "destructive" });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const dirhams = parseQR(amount);
    const next = {
      amount: dirhams === null || dirhams === 0 ? t.amountInvalid : undefined,
      reason: reason.trim() ? undefined : t.reasonRequired,
    };
    setErrors(next);
    if (next.amount || next.reason || dirhams === null) return;
    adjust.mutate({ amount: direction === "add" ? dirhams : -dirhams, reason: reason.trim() });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-3 border-t border-ink/10 pt-4" data-testid="credit-adjust">
      <fieldset className="flex gap-4 text-sm">
        <legend className="sr-only">{t.direction}</legend>
        {(["add", "remove"] as const).map((d) => (
          <label key={d} className="flex items-center gap-1.5">
            <input type="radio" name={`${id}-direction`} checked={direction === d} onChange={() => setDirection(d)} />
            {t[d]}
          </label>
        ))}
      </fieldset>
      <Field id={`${id}-amount`} label={t.amount} error={errors.amount}>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          dir="ltr"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-invalid={errors.amount ? true : undefined}
          className={inputClass}
        />
      </Field>
      <Field id={`${id}-reason`} label={t.reason} error={errors.reason}>
        <input
          id={`${id}-reason`}
          value={reason}
          maxLength={ADJUST_REASON_MAX}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={errors.reason ? true : undefined}
          className={inputClass}
        />
      </Field>
      <div>
        <Button type="submit" size="sm" disabled={adjust.isPending}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
