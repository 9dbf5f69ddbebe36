// The Cash section's figures (docs/decisions/025): the four totals the owner asks first, the table
// by day and driver (wide screens), and the same as cards (narrow ones). Every figure is the
// server's: nothing is added up here.
import { format } from "../../../i18n";
import { useAdminIntl, type AdminIntl } from "../../ui/admin-intl";
import { useAdminMessages } from "../../ui/use-admin-messages";
import type { CashFigure, CashReport, CashRow } from "../delivery-contract";

type CashTexts = ReturnType<typeof useAdminMessages>["cash"];
type Totals = CashReport["totals"];

export const rowHeading = (row: CashRow, t: CashTexts, intl: AdminIntl) =>
  `${intl.deliveryDay(row.day)} · ${row.driverName ?? t.noDriver}`;

const ordersText = (t: CashTexts, count: number, intl: AdminIntl) => intl.counted(count, t.orders);

/** The four figures the owner asks first: collected, handed over, still held, and card. */
export function Summary({ totals, to }: { totals: Totals; to: string }) {
  const t = useAdminMessages().cash;
  const intl = useAdminIntl();
  const tiles = [
    {
      key: "collected",
      label: t.summary.collected,
      value: totals.collected.amount,
      note: ordersText(t, totals.collected.count, intl),
    },
    { key: "handed-over", label: t.summary.handedOver, value: totals.handedOver, note: null },
    {
      key: "outstanding",
      label: t.summary.outstanding,
      value: totals.outstanding,
      note: format(t.summary.outstandingHint, { day: intl.deliveryDay(to) }),
      strong: true,
    },
    { key: "card", label: t.summary.card, value: totals.card.amount, note: ordersText(t, totals.card.count, intl) },
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
            {intl.money(tile.value)}
          </dd>
          {tile.note && <dd className="mt-0.5 text-xs text-ink/65">{tile.note}</dd>}
        </div>
      ))}
    </dl>
  );
}

type Figures = Omit<CashRow, "day" | "driverId" | "driverName">;
const FIGURE_COLUMNS = ["assigned", "collected", "card", "refused", "returned", "stillOut", "refundsPaid"] as const;

export function CashTable({ report }: { report: CashReport }) {
  const t = useAdminMessages().cash;
  const intl = useAdminIntl();
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
            {days && <td className="px-3 py-3 ps-6 whitespace-nowrap text-ink/75">{intl.deliveryDay(row.day)}</td>}
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
  const intl = useAdminIntl();
  const value = figures[column];
  const outstanding = column === "outstanding" && value !== 0;
  return (
    <td className={`px-3 py-3 text-end whitespace-nowrap tabular-nums last:pe-6 ${outstanding ? "text-gold-dark" : ""}`}>
      {typeof value === "number" ? (
        <span className={value === 0 ? "text-ink/60" : ""}>{intl.money(value)}</span>
      ) : (
        <Figure figure={value} t={t} />
      )}
    </td>
  );
}

function Figure({ figure, t }: { figure: CashFigure; t: CashTexts }) {
  const intl = useAdminIntl();
  return (
    <span className="grid">
      <span className={figure.count === 0 ? "text-ink/60" : ""}>{intl.money(figure.amount)}</span>
      {figure.count > 0 && <span className="text-xs font-normal text-ink/65">{ordersText(t, figure.count, intl)}</span>}
    </span>
  );
}

/** A day and driver on a narrow screen: the same figures as two columns of terms. */
export function RowCard({ heading, figures }: { heading: string; figures: Figures }) {
  const t = useAdminMessages().cash;
  const intl = useAdminIntl();
  const terms: { key: keyof Figures; label: string }[] = [
    { key: "assigned", label: t.columns.assigned },
    { key: "collected", label: t.columns.collected },
    { key: "card", label: t.columns.card },
    { key: "handedOver", label: t.columns.handedOver },
    { key: "refused", label: t.columns.refused },
    { key: "returned", label: t.columns.returned },
    { key: "stillOut", label: t.columns.stillOut },
    { key: "refundsPaid", label: t.columns.refundsPaid },
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
              <dt className="text-xs text-ink/65">{label}</dt>
              <dd className={`tabular-nums ${key === "outstanding" ? "font-semibold" : ""}`}>
                {typeof value === "number" ? intl.money(value) : <Figure figure={value} t={t} />}
              </dd>
            </div>
          );
        })}
      </dl>
    </>
  );
}
