// The Cash section's Card payments view (docs/decisions/040, "The admin"): for the section's days,
// what the provider confirmed paid and refunded online, per Qatar day, and the reconciliation of
// the provider's settlement report (owners upload its CSV; the server matches it against the
// payments recorded here). Every figure is the server's.
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { format } from "../../i18n";
import { orderReference } from "../../shared/order";
import { errorMessage, isUnauthorized } from "../api/admin-api";
import { useCan } from "../team/admin-user";
import { useAdminIntl } from "../ui/admin-intl";
import { FieldError } from "../ui/form-fields";
import { Button, Card, PanelLoading } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { paymentsApi, useCardPayments } from "./payments-api";
import type { ReconcileOutcome, Reconciliation } from "./payments-contract";
import { SETTLEMENT_COLUMNS } from "../../shared/payments/settlement";

const cell = "px-4 py-2.5 text-end tabular-nums";
const head = "px-4 py-2.5 text-end text-xs font-semibold tracking-[0.12em] text-ink/65 uppercase";

export function CardPayments({ range }: { range: { from: string; to: string } }) {
  const t = useAdminMessages().payments.card;
  const intl = useAdminIntl();
  const report = useCardPayments(range);
  const canReconcile = useCan("payments.reconcile");
  const data = report.data;

  return (
    <Card aria-labelledby="card-payments-title">
      <div className="border-b border-ink/10 px-5 py-5 sm:px-6">
        <h2 id="card-payments-title" className="font-display text-2xl font-semibold">
          {t.title}
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-ink/60">{t.hint}</p>
      </div>
      {!data ? (
        <PanelLoading label={t.loading} />
      ) : data.days.length === 0 ? (
        <p className="px-6 py-10 text-center text-ink/60">{t.empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="card-payments">
            <thead className="bg-ivory/60">
              <tr>
                <th scope="col" className={`${head} text-start`}>
                  {t.day}
                </th>
                <th scope="col" className={head}>
                  {t.paid}
                </th>
                <th scope="col" className={head}>
                  {t.refunded}
                </th>
                <th scope="col" className={head}>
                  {t.net}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink/10">
              {[...data.days, { ...data.totals, day: "" }].map((d) => (
                <tr key={d.day || "totals"} className={d.day ? "" : "bg-ivory/60 font-semibold"}>
                  <th scope="row" className="px-4 py-2.5 text-start font-medium">
                    {d.day ? intl.longDay(d.day) : t.totals}
                  </th>
                  <td className={cell}>
                    {intl.money(d.paid.amount)}
                    <span className="block text-xs font-normal text-ink/60">{intl.counted(d.paid.count, t.payments)}</span>
                  </td>
                  <td className={cell}>
                    {intl.money(d.refunded.amount)}
                    <span className="block text-xs font-normal text-ink/60">{intl.counted(d.refunded.count, t.refunds)}</span>
                  </td>
                  <td className={cell}>{intl.money(d.net)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canReconcile && <Reconcile />}
    </Card>
  );
}

const OUTCOME_TONE: Record<ReconcileOutcome, string> = {
  matched: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  mismatch: "bg-rose-50 text-rose-900 ring-rose-200",
  missing: "bg-amber-50 text-amber-900 ring-amber-200",
  unknown: "bg-sky-50 text-sky-900 ring-sky-200",
};
const OUTCOMES: ReconcileOutcome[] = ["matched", "mismatch", "missing", "unknown"];

function Reconcile() {
  const t = useAdminMessages().payments.reconcile;
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const run = useMutation({
    mutationFn: async (chosen: File) => paymentsApi.reconcile(await chosen.text()),
    onMutate: () => setProblem(undefined),
    onError: (error) => {
      if (isUnauthorized(error)) return;
      const fields = (error as { fields?: { detail: string }[] }).fields;
      setProblem(format(t.failed, { message: fields?.length ? fields.map((f) => f.detail).join(" ") : errorMessage(error) }));
    },
  });

  return (
    <div className="border-t border-ink/10 px-5 py-5 sm:px-6">
      <h3 id={`${id}-title`} className="font-display text-xl font-semibold">
        {t.title}
      </h3>
      <p className="mt-1 max-w-2xl text-sm text-ink/60">{t.hint}</p>
      {/* The columns as the file names them: code, left to right in either language. */}
      <code dir="ltr" className="mt-2 inline-block rounded bg-sand/60 px-2 py-1 font-mono text-xs text-ink/75">
        {SETTLEMENT_COLUMNS.join(",")}
      </code>
      <form
        className="mt-4 flex flex-wrap items-end gap-3"
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => {
          event.preventDefault();
          if (file) run.mutate(file);
        }}
      >
        <div>
          <label htmlFor={`${id}-file`} className="text-xs font-semibold tracking-[0.12em] text-ink/65 uppercase">
            {t.file}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            className="mt-1 block text-sm"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-file-error` : undefined}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <Button type="submit" tone="primary" disabled={!file || run.isPending}>
          {run.isPending ? t.working : t.submit}
        </Button>
      </form>
      <FieldError id={`${id}-file-error`} message={problem} />
      {run.data && <ReconcileResult result={run.data} />}
    </div>
  );
}

function ReconcileResult({ result }: { result: Reconciliation }) {
  const t = useAdminMessages().payments.reconcile;
  const intl = useAdminIntl();
  const money = (n: number | null) => (n === null ? t.none : intl.money(n));
  return (
    <div className="mt-5" data-testid="reconciliation">
      <p className="text-sm text-ink/70">
        {format(t.period, { from: intl.longDay(result.from), to: intl.longDay(result.to) })} ·{" "}
        {format(t.fees, { amount: intl.money(result.fees) })}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2 text-sm">
        {OUTCOMES.map((outcome) => (
          <li key={outcome} className={`rounded-full px-3 py-1 font-medium ring-1 ${OUTCOME_TONE[outcome]}`}>
            {t.outcomes[outcome]}: {intl.count(result.counts[outcome])}
          </li>
        ))}
      </ul>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="bg-ivory/60">
            <tr>
              <th scope="col" className={`${head} text-start`}>
                {t.charge}
              </th>
              <th scope="col" className={`${head} text-start`}>
                {t.order}
              </th>
              <th scope="col" className={head}>
                {t.ours}
              </th>
              <th scope="col" className={head}>
                {t.reported}
              </th>
              <th scope="col" className={head}>
                {t.fee}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink/10">
            {result.rows.map((row) => (
              <tr key={row.chargeId}>
                <td className="px-4 py-2.5">
                  <span dir="ltr" className="font-mono text-xs">
                    {row.chargeId}
                  </span>
                  <span className={`ms-2 rounded-full px-2 py-0.5 text-xs ring-1 ${OUTCOME_TONE[row.outcome]}`}>
                    {t.outcomes[row.outcome]}
                  </span>
                </td>
                <td className="px-4 py-2.5">{row.orderNumber ? orderReference(row.orderNumber) : t.none}</td>
                <td className={cell}>{money(row.ours)}</td>
                <td className={cell}>{money(row.reported)}</td>
                <td className={cell}>{money(row.fee)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
