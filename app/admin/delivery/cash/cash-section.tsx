// The Cash section (issue 22): for some Qatar days (today unless the URL says ?from=&to=), per day
// and driver, what drivers were given to collect, collected, took by card, handed over, brought
// back refused or returned, still have out, and the cash they still hold; the range's totals;
// recording a handover (the figures refresh); the range's handovers; and, for owners, the CSV.
// Every figure is the server's, computed from the orders and handovers: nothing is added up here.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { format } from "../../../i18n";
import { useToast } from "../../../components/toaster";
import type { CashFigure, CashReport, CashRow, Driver, Handover } from "../delivery-contract";
import { formatQR } from "../../../shared/money";
import { parseQR } from "../../../shared/money-input";
import { qatarDay } from "../../../shared/qatar-days";
import { errorMessage, isUnauthorized } from "../../api/admin-api";
import { formatDateTime, formatDeliveryDay } from "../../ui/admin-format";
import { useCan } from "../../team/admin-user";
import { cashExportHref, parseCashRange, type CashRange } from "./cash-range";
import { FieldError, inputClass } from "../../ui/form-fields";
import { Icon } from "../../ui/icons";
import { deliveryApi, useCashReport, useDrivers } from "../delivery-api";
import { Button, buttonClass, Card, PanelLoading, Spinner } from "../../ui/ui";
import { useAdminMessages } from "../../ui/use-admin-messages";

const labelClass = "text-xs font-semibold tracking-[0.12em] text-ink/65 uppercase";

type CashTexts = ReturnType<typeof useAdminMessages>["cash"];
type Totals = CashReport["totals"];

export function CashSection() {
  const messages = useAdminMessages();
  const t = messages.cash;
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
                      <RowCard heading={rowHeading(row, t)} figures={row} />
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
    </div>
  );
}

const rowHeading = (row: CashRow, t: CashTexts) => `${formatDeliveryDay(row.day)} · ${row.driverName ?? t.noDriver}`;

function ordersText(t: CashTexts, count: number) {
  return count === 1 ? t.orders.one : format(t.orders.many, { count });
}

/** The four figures the owner asks first: collected, handed over, still held, and card. */
function Summary({ totals, to }: { totals: Totals; to: string }) {
  const t = useAdminMessages().cash;
  const tiles = [
    { key: "collected", label: t.summary.collected, value: totals.collected.amount, note: ordersText(t, totals.collected.count) },
    { key: "handed-over", label: t.summary.handedOver, value: totals.handedOver, note: null },
    {
      key: "outstanding",
      label: t.summary.outstanding,
      value: totals.outstanding,
      note: format(t.summary.outstandingHint, { day: formatDeliveryDay(to) }),
      strong: true,
    },
    { key: "card", label: t.summary.card, value: totals.card.amount, note: ordersText(t, totals.card.count) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-px bg-ink/10 lg:grid-cols-4">
      {tiles.map((tile) => (
        <div key={tile.key} className={`px-5 py-4 sm:px-6 ${tile.strong ? "bg-ivory" : "bg-white"}`}>
          <dt className="text-xs font-semibold tracking-[0.12em] text-ink/60 uppercase">{tile.label}</dt>
          <dd
            className="mt-1.5 font-display text-2xl font-semibold tabular-nums sm:text-3xl"
            data-testid={`cash-total-${tile.key}`}
          >
            {formatQR(tile.value)}
          </dd>
          {tile.note && <dd className="mt-0.5 text-xs text-ink/55">{tile.note}</dd>}
        </div>
      ))}
    </dl>
  );
}

type Figures = Omit<CashRow, "day" | "driverId" | "driverName">;
const FIGURE_COLUMNS = ["assigned", "collected", "card", "refused", "returned", "stillOut"] as const;

function CashTable({ report }: { report: CashReport }) {
  const t = useAdminMessages().cash;
  // One day (the usual case) is named above the table: each row is a driver then.
  const days = report.from !== report.to;
  const th = "px-3 py-3 first:ps-6 last:pe-6 align-bottom text-xs font-semibold uppercase tracking-[0.12em] text-ink/60";
  const columns = [
    ...FIGURE_COLUMNS.slice(0, 3).map((key) => ({ key, label: t.columns[key] })),
    { key: "handedOver" as const, label: t.columns.handedOver },
    ...FIGURE_COLUMNS.slice(3).map((key) => ({ key, label: t.columns[key] })),
    { key: "outstanding" as const, label: t.columns.outstanding },
  ];
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{t.title}</caption>
      <thead className="border-b border-ink/10 bg-ivory/60">
        <tr>
          {days && (
            <th scope="col" className={`${th} text-start`}>
              {t.columns.day}
            </th>
          )}
          <th scope="col" className={`${th} text-start`}>
            {t.columns.driver}
          </th>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={`${th} text-end`}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-ink/[0.07]">
        {report.rows.map((row) => (
          <tr key={`${row.day}-${row.driverId ?? "none"}`} className="align-top hover:bg-ivory/70">
            {days && <td className="px-3 py-3 ps-6 whitespace-nowrap text-ink/75">{formatDeliveryDay(row.day)}</td>}
            <th scope="row" className="px-3 py-3 text-start font-medium first:ps-6">
              <bdi>{row.driverName ?? t.noDriver}</bdi>
            </th>
            {columns.map((column) => (
              <FigureCell key={column.key} figures={row} column={column.key} />
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t-2 border-ink/15 bg-ivory/60 font-semibold">
        <tr className="align-top">
          <th scope="row" colSpan={days ? 2 : 1} className="px-3 py-3 ps-6 text-start">
            {t.totals}
          </th>
          {columns.map((column) => (
            <FigureCell key={column.key} figures={report.totals} column={column.key} />
          ))}
        </tr>
      </tfoot>
    </table>
  );
}

function FigureCell({ figures, column }: { figures: Figures; column: keyof Figures }) {
  const t = useAdminMessages().cash;
  const value = figures[column];
  const outstanding = column === "outstanding" && value !== 0;
  return (
    <td className={`px-3 py-3 text-end whitespace-nowrap tabular-nums last:pe-6 ${outstanding ? "text-gold-dark" : ""}`}>
      {typeof value === "number" ? (
        <span className={value === 0 ? "text-ink/40" : ""}>{formatQR(value)}</span>
      ) : (
        <Figure figure={value} t={t} />
      )}
    </td>
  );
}

function Figure({ figure, t }: { figure: CashFigure; t: CashTexts }) {
  return (
    <span className="grid">
      <span className={figure.count === 0 ? "text-ink/40" : ""}>{formatQR(figure.amount)}</span>
      {figure.count > 0 && <span className="text-xs font-normal text-ink/55">{ordersText(t, figure.count)}</span>}
    </span>
  );
}

/** A day and driver on a narrow screen: the same figures as two columns of terms. */
function RowCard({ heading, figures }: { heading: string; figures: Figures }) {
  const t = useAdminMessages().cash;
  const terms: { key: keyof Figures; label: string }[] = [
    { key: "assigned", label: t.columns.assigned },
    { key: "collected", label: t.columns.collected },
    { key: "card", label: t.columns.card },
    { key: "handedOver", label: t.columns.handedOver },
    { key: "refused", label: t.columns.refused },
    { key: "returned", label: t.columns.returned },
    { key: "stillOut", label: t.columns.stillOut },
    { key: "outstanding", label: t.columns.outstanding },
  ];
  return (
    <>
      <p className="font-medium">
        <bdi>{heading}</bdi>
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {terms.map(({ key, label }) => {
          const value = figures[key];
          return (
            <div key={key} className="min-w-0">
              <dt className="text-xs text-ink/55">{label}</dt>
              <dd className={`tabular-nums ${key === "outstanding" ? "font-semibold" : ""}`}>
                {typeof value === "number" ? formatQR(value) : <Figure figure={value} t={t} />}
              </dd>
            </div>
          );
        })}
      </dl>
    </>
  );
}

function HandoverForm() {
  const messages = useAdminMessages();
  const t = messages.cash.handover;
  const id = useId();
  const toast = useToast();
  const client = useQueryClient();
  const drivers = useDrivers();
  const active = (drivers.data?.drivers ?? []).filter((d) => d.active);
  const today = qatarDay(new Date());
  const [driverId, setDriverId] = useState("");
  const [amount, setAmount] = useState("");
  const [note, setNote] = useState("");
  const [day, setDay] = useState(today);
  const [errors, setErrors] = useState<{ driverId?: string; amount?: string }>({});
  const record = useMutation({
    mutationFn: deliveryApi.recordHandover,
    onSuccess: (handover: Handover) => {
      toast({
        title: messages.cash.handovers.title,
        description: format(t.recorded, { amount: formatQR(handover.amount), driver: handover.driverName }),
      });
      setAmount("");
      setNote("");
      setErrors({});
      void client.invalidateQueries({ queryKey: ["admin", "cash"] });
    },
    onError: (error) => {
      if (!isUnauthorized(error))
        toast({ title: t.title, description: format(t.failed, { message: errorMessage(error) }), variant: "destructive" });
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const dirhams = parseQR(amount);
    const found = {
      driverId: driverId ? undefined : t.driverRequired,
      amount: dirhams === null ? t.invalidAmount : dirhams === 0 ? t.positive : undefined,
    };
    setErrors(found);
    if (found.driverId || found.amount || dirhams === null) return;
    record.mutate({ driverId, amount: dirhams, note: note.trim() || undefined, day });
  };
  const invalid = (field: keyof typeof errors) => ({
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${id}-${field}-error` : undefined,
  });

  return (
    <Card aria-labelledby={`${id}-title`} className="px-5 py-5 sm:px-6">
      <h2 id={`${id}-title`} className="font-display text-xl font-semibold">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-ink/60">{t.hint}</p>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
        <div>
          <label htmlFor={`${id}-driverId`} className={labelClass}>
            {t.driver}
          </label>
          <select
            id={`${id}-driverId`}
            value={driverId}
            onChange={(e) => setDriverId(e.target.value)}
            className={inputClass}
            {...invalid("driverId")}
          >
            <option value="">{active.length ? t.choose : t.noDrivers}</option>
            {active.map((driver: Driver) => (
              <option key={driver.id} value={driver.id}>
                {driver.name}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-driverId-error`} message={errors.driverId} />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-amount`} className={labelClass}>
              {t.amount}
            </label>
            <input
              id={`${id}-amount`}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              className={`${inputClass} tabular-nums`}
              {...invalid("amount")}
            />
            <FieldError id={`${id}-amount-error`} message={errors.amount} />
          </div>
          <div>
            <label htmlFor={`${id}-day`} className={labelClass}>
              {t.day}
            </label>
            <input
              id={`${id}-day`}
              type="date"
              value={day}
              max={today}
              onChange={(e) => setDay(e.target.value || today)}
              className={inputClass}
            />
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-note`} className={labelClass}>
            {t.note}
          </label>
          <input
            id={`${id}-note`}
            value={note}
            maxLength={500}
            autoComplete="off"
            onChange={(e) => setNote(e.target.value)}
            className={inputClass}
          />
        </div>
        <div>
          <Button type="submit" tone="primary" disabled={record.isPending}>
            <Icon name="cash" />
            {record.isPending ? t.saving : t.submit}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function HandoverList({ handovers }: { handovers: Handover[] | undefined }) {
  const cash = useAdminMessages().cash;
  const t = cash.handovers;
  const id = useId();
  return (
    <Card aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="border-b border-ink/10 px-5 py-5 font-display text-xl font-semibold sm:px-6">
        {t.title}
      </h2>
      {!handovers ? (
        <PanelLoading label={cash.loading} />
      ) : handovers.length === 0 ? (
        <p className="px-6 py-10 text-center text-sm text-ink/60">{t.empty}</p>
      ) : (
        <ol aria-labelledby={`${id}-title`} className="divide-y divide-ink/5">
          {handovers.map((handover) => (
            <li key={handover.id} className="grid gap-x-4 gap-y-0.5 px-5 py-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:px-6">
              <p className="min-w-0">
                <bdi className="font-medium">{handover.driverName}</bdi>
                <span className="text-ink/60"> · {format(t.receivedBy, { user: handover.receivedBy })}</span>
              </p>
              <p className="font-semibold tabular-nums sm:row-span-2 sm:self-center sm:text-end">{formatQR(handover.amount)}</p>
              <p className="text-xs text-ink/55">
                <time dateTime={handover.createdAt}>{formatDateTime(handover.createdAt)}</time>
                {handover.note && (
                  <>
                    {" · "}
                    <bdi className="text-ink/75">{handover.note}</bdi>
                  </>
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
