// The Cash section: for some Qatar days (today unless the URL says ?from=&to=), per day
// and driver, what drivers were given to collect, collected, took by card, handed over, brought
// back refused or returned, still have out, and the cash they still hold; the range's totals;
// recording a handover (the figures refresh); the range's handovers; and, for owners, the CSV.
// Every figure is the server's, computed from the orders and handovers: nothing is added up here.
// The figures are cash-figures.tsx, the handovers handover-form.tsx and handover-list.tsx.
import { useId, useMemo } from "react";
import { useSearchParams } from "react-router";
import { qatarDay } from "../../../shared/qatar-days";
import { useCan } from "../../team/admin-user";
import { inputClass } from "../../ui/form-fields";
import { Icon } from "../../ui/icons";
import { Button, buttonClass, Card, PanelLoading, Spinner } from "../../ui/ui";
import { useAdminMessages } from "../../ui/use-admin-messages";
import { useAdminIntl } from "../../ui/admin-intl";
import { useCashReport } from "../delivery-api";
import { CashTable, RowCard, rowHeading, Summary } from "./cash-figures";
import { cashExportHref, parseCashRange, type CashRange } from "./cash-range";
import { HandoverForm } from "./handover-form";
import { HandoverList } from "./handover-list";
import { CardPayments } from "../../payments/card-payments";

const labelClass = "text-xs font-semibold tracking-[0.12em] text-ink/65 uppercase";

export function CashSection() {
  const messages = useAdminMessages();
  const t = messages.cash;
  const intl = useAdminIntl();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const today = qatarDay(new Date());
  const range = useMemo(() => parseCashRange(params, today), [params, today]);
  const report = useCashReport(range);
  const canExport = useCan("cash.export");
  const setRange = (patch: Partial<CashRange>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { preventScrollReset: true });
  };
  const data = report.data;

  return (
    <div className="grid grid-cols-1 gap-6">
      <Card aria-labelledby="cash-title">
        <div className="border-b border-ink/10 px-5 py-5 sm:px-6">
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div className="max-w-2xl">
              <h2 id="cash-title" className="font-display text-2xl font-semibold">
                {t.title}
              </h2>
              <p className="mt-1 text-sm text-ink/60">{t.hint}</p>
            </div>
            {canExport && (
              <a href={cashExportHref(range)} download className={buttonClass("primary")}>
                <Icon name="download" />
                {t.export}
              </a>
            )}
          </div>
          <div className="mt-5 flex flex-wrap items-end gap-3">
            <div className="w-[calc(50%-0.375rem)] sm:w-44">
              <label htmlFor={`${id}-from`} className={labelClass}>
                {t.from}
              </label>
              <input
                id={`${id}-from`}
                type="date"
                value={range.from}
                max={range.to}
                onChange={(e) => setRange({ from: e.target.value })}
                className={inputClass}
              />
            </div>
            <div className="w-[calc(50%-0.375rem)] sm:w-44">
              <label htmlFor={`${id}-to`} className={labelClass}>
                {t.to}
              </label>
              <input
                id={`${id}-to`}
                type="date"
                value={range.to}
                min={range.from}
                onChange={(e) => setRange({ to: e.target.value })}
                className={inputClass}
              />
            </div>
            <Button disabled={range.from === today && range.to === today} onClick={() => setRange({ from: "", to: "" })}>
              {t.today}
            </Button>
            {report.isFetching && !report.isPending && <Spinner label={messages.dashboard.refreshing} className="ms-1" />}
          </div>
        </div>

        {!data ? (
          <PanelLoading label={t.loading} />
        ) : (
          <div
            className={report.isPlaceholderData ? "opacity-60 transition-opacity" : "transition-opacity"}
            aria-busy={report.isFetching}
          >
            <Summary totals={data.totals} to={data.to} />
            {data.rows.length === 0 ? (
              <p className="border-t border-ink/10 px-6 py-14 text-center text-ink/60">{t.empty}</p>
            ) : (
              <>
                <div className="hidden overflow-x-auto border-t border-ink/10 xl:block">
                  <CashTable report={data} />
                </div>
                <ul aria-label={t.title} className="divide-y divide-ink/10 border-t border-ink/10 xl:hidden">
                  {data.rows.map((row) => (
                    <li key={`${row.day}-${row.driverId ?? "none"}`} className="px-5 py-4 sm:px-6">
                      <RowCard heading={rowHeading(row, t, intl)} figures={row} />
                    </li>
                  ))}
                  <li className="bg-ivory/60 px-5 py-4 sm:px-6">
                    <RowCard heading={t.totals} figures={data.totals} />
                  </li>
                </ul>
              </>
            )}
          </div>
        )}
      </Card>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <HandoverForm />
        <HandoverList handovers={data?.handovers} />
      </div>

      <CardPayments range={range} />
    </div>
  );
}
