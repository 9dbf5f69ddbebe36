// A driver's run sheet: the orders they have out now, grouped by delivery area (one area's
// stops before the next), each with its number, the items to hand over, the customer's name and
// phone, the address with the blue plate's zone, street and building, when it is due, how it is
// paid and the amount to collect (a gift to someone else: who receives it, and who pays; decision
// 036); then the cash and card totals and space to sign. Printed on A4 (one table-like list) and readable on a phone (one card per order).
import { useEffect, useState } from "react";
import { format, messages as texts } from "../../i18n";
import type { RunSheet } from "./delivery-contract";
import { plateText } from "../../shared/address-plate";
import { CARD, orderReference, type Order } from "../../shared/order";
import type { RootData } from "../../hooks/use-root-data";
import { AdminApiError, errorMessage } from "../api/admin-api";
import { areaName, customerPhone } from "../ui/admin-format";
import { useAdminIntl } from "../ui/admin-intl";
import { AdminProviders } from "../admin-providers";
import { navHref } from "../sections";
import { useRunSheet } from "./delivery-api";
import { PanelLoading } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { contentLabel } from "../../shared/variants";
import { telHref } from "../../shared/phone-links";

// The list is a table on A4 and wide screens, cards on a phone. Print is narrower than a wide
// screen's breakpoint, so the layout is written here once for both rather than with variants.
const SHEET_CSS = `
@page { size: A4; margin: 12mm; }
.run-sheet-row { display: grid; grid-template-columns: minmax(0, 1fr) auto; column-gap: 1rem; row-gap: 0.35rem; }
.run-sheet-row > .rs-amount { grid-column: 2; grid-row: 1; text-align: end; }
.run-sheet-row > .rs-wide, .run-sheet-row > .rs-items { grid-column: 1 / -1; }
.run-sheet-row > .rs-done, .run-sheet-head { display: none; }
@media (min-width: 768px), print {
  .run-sheet-row, .run-sheet-head {
    display: grid;
    grid-template-columns: 7.5rem minmax(0, 1fr) minmax(0, 1.35fr) 4.5rem 6.5rem 2rem;
    column-gap: 0.9rem;
  }
  .run-sheet-row > .rs-amount, .run-sheet-row > .rs-wide { grid-column: auto; grid-row: auto; }
  .run-sheet-row > .rs-items { grid-column: 2 / 5; grid-row: 2; }
  .run-sheet-row > .rs-done { display: block; }
}
@media print { .run-sheet-row { break-inside: avoid; } .run-sheet-area { break-after: avoid; } }
`;

export function RunSheetPage({ driverId, store }: { driverId: string; store: RootData["store"] }) {
  return (
    <AdminProviders>
      <RunSheetView driverId={driverId} store={store} />
    </AdminProviders>
  );
}

function RunSheetView({ driverId, store }: { driverId: string; store: RootData["store"] }) {
  const t = useAdminMessages().runSheet;
  const sheet = useRunSheet(driverId);
  // The time it was printed, set in the browser (the sheet is read there, not on the server).
  const [printedAt, setPrintedAt] = useState<string | null>(null);
  useEffect(() => setPrintedAt(new Date().toISOString()), [sheet.dataUpdatedAt]);
  const missing = sheet.error instanceof AdminApiError && sheet.error.status === 404;

  return (
    <div className="min-h-dvh bg-ivory text-ink print:bg-white">
      <style>{SHEET_CSS}</style>
      <nav
        aria-label={t.print}
        className="sticky top-0 z-10 flex flex-wrap items-center gap-3 border-b border-ink/10 bg-ivory/95 px-4 py-3 backdrop-blur sm:px-6 print:hidden"
      >
        <button
          type="button"
          onClick={() => window.print()}
          disabled={!sheet.data}
          className="inline-flex h-10 items-center gap-2 rounded-md bg-ink px-4 text-sm font-medium text-ivory hover:bg-ink/85 disabled:opacity-50"
        >
          {t.print}
        </button>
        <a href={navHref({ section: "drivers" })} className="text-sm text-ink/70 underline-offset-4 hover:underline">
          {t.back}
        </a>
      </nav>

      <main className="mx-auto max-w-[210mm] px-4 py-6 sm:px-8 sm:py-10 print:max-w-none print:p-0">
        {sheet.data ? (
          <SheetBody sheet={sheet.data} store={store} printedAt={printedAt} />
        ) : sheet.error ? (
          <p role="alert" className="rounded-xl border border-ink/10 bg-white px-6 py-10 text-center">
            {missing ? t.missing : format(t.failed, { message: errorMessage(sheet.error) })}
          </p>
        ) : (
          <PanelLoading label={t.loading} />
        )}
      </main>
    </div>
  );
}

function SheetBody({ sheet, store, printedAt }: { sheet: RunSheet; store: RootData["store"]; printedAt: string | null }) {
  const messages = useAdminMessages();
  const t = messages.runSheet;
  const intl = useAdminIntl();
  const { driver, stops } = sheet;
  const orders = stops.flatMap((stop) => stop.orders);
  const count = intl.counted(orders.length, t.ordersOut);
  return (
    <article
      aria-labelledby="run-sheet-title"
      className="rounded-2xl border border-ink/10 bg-white p-5 shadow-sm sm:p-8 print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-ink pb-4">
        <div>
          <p className="font-display text-2xl font-semibold tracking-[0.12em] uppercase sm:text-3xl">{store.brand}</p>
          <p className="mt-1 text-sm text-ink/70">
            <bdi dir="ltr">{store.phone}</bdi>
          </p>
        </div>
        <div className="sm:text-end">
          <h1 id="run-sheet-title" className="font-display text-3xl font-semibold sm:text-4xl">
            {t.title}
          </h1>
          <p className="mt-1 text-lg font-semibold">
            <bdi>{driver.name}</bdi>
            {!driver.active && <span className="ms-2 text-sm font-normal text-ink/60">({t.inactive})</span>}
          </p>
          <p className="text-sm text-ink/70">
            <bdi dir="ltr">{driver.phone}</bdi>
          </p>
          {printedAt && <p className="text-xs text-ink/55">{format(t.printedOn, { date: intl.dateTime(printedAt) })}</p>}
        </div>
      </header>

      <dl className="mt-5 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <Total label={t.cashTotal} value={intl.money(sheet.cashToCollect)} testId="run-sheet-cash" strong />
        <Total label={t.cardTotal} value={intl.money(sheet.cardToCollect)} testId="run-sheet-card" />
        <Total label={t.ordersLabel} value={intl.count(orders.length)} />
      </dl>

      {orders.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-ink/20 px-6 py-10 text-center text-ink/60">{t.empty}</p>
      ) : (
        <>
          <div
            aria-hidden="true"
            className="run-sheet-head mt-6 border-b border-ink pb-2 text-[0.7rem] font-semibold tracking-[0.12em] text-ink/70 uppercase"
          >
            <span>{t.columns.order}</span>
            <span>{t.columns.customer}</span>
            <span>{t.columns.address}</span>
            <span>{t.columns.payment}</span>
            <span className="text-end">{t.columns.amount}</span>
            <span className="text-center">✓</span>
          </div>
          <div aria-label={count} role="group">
            {stops.map((stop) => {
              const label = format(intl.counted(stop.orders.length, t.areaStops), {
                area: areaName(messages.labels.areas, stop.area),
              });
              return (
                <section key={stop.area} className="mt-5 first:mt-4 md:first:mt-2 print:first:mt-2">
                  <h2 className="run-sheet-area flex items-baseline gap-3 border-b-2 border-gold/60 pb-1.5 font-display text-xl font-semibold">
                    <span>{areaName(messages.labels.areas, stop.area)}</span>
                    <span className="font-sans text-xs font-medium tracking-[0.12em] text-ink/60 uppercase">
                      {intl.counted(stop.orders.length, t.stops)}
                    </span>
                  </h2>
                  <ol aria-label={label} className="divide-y divide-ink/15 border-b border-ink/15">
                    {stop.orders.map((order) => (
                      <SheetRow key={order.id} order={order} />
                    ))}
                  </ol>
                </section>
              );
            })}
          </div>
        </>
      )}

      {/* Returns to collect (decision 050), like deliveries, with the cash to hand back for a cash refund. */}
      {sheet.pickups.length > 0 && (
        <section className="mt-6" data-testid="run-sheet-pickups">
          <h2 className="flex items-baseline justify-between gap-3 border-b-2 border-gold/60 pb-1.5 font-display text-xl font-semibold">
            <span>{t.pickups}</span>
            <span className="font-sans text-sm font-medium">
              {t.cashToGiveBack}: <span className="tabular-nums">{intl.money(sheet.cashToGiveBack)}</span>
            </span>
          </h2>
          <ol className="divide-y divide-ink/15 border-b border-ink/15">
            {sheet.pickups.map((p) => (
              <li key={p.returnId} className="flex flex-wrap items-baseline justify-between gap-3 py-2.5 text-sm">
                <span className="font-semibold tabular-nums">#{p.orderNumber}</span>
                <bdi className="min-w-32 flex-1">{p.customerName}</bdi>
                <span className="text-ink/70">{intl.deliveryDay(p.day)}</span>
                <span className="min-w-40 flex-1 text-ink/70">{p.lines.map((l) => `${l.name} × ${l.quantity}`).join(" · ")}</span>
                <span className="font-semibold tabular-nums">{p.cashToGive ? intl.money(p.cashToGive) : "—"}</span>
              </li>
            ))}
          </ol>
        </section>
      )}

      <div className="mt-8 grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        {[t.signDriver, t.signShop].map((line) => (
          <p key={line} className="border-t border-ink/60 pt-1.5 text-xs text-ink/70">
            {line}
          </p>
        ))}
      </div>
    </article>
  );
}

function Total({ label, value, testId, strong = false }: { label: string; value: string; testId?: string; strong?: boolean }) {
  return (
    <div
      className={`rounded-lg border px-3 py-2.5 ${strong ? "col-span-2 border-ink bg-ink/[0.03] sm:col-span-1" : "border-ink/15"}`}
    >
      <dt className="text-[0.7rem] leading-tight font-semibold tracking-[0.1em] text-ink/65 uppercase">{label}</dt>
      <dd className="mt-1 text-lg font-semibold whitespace-nowrap tabular-nums sm:text-xl" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function SheetRow({ order }: { order: Order }) {
  const messages = useAdminMessages();
  const intl = useAdminIntl();
  const t = messages.runSheet;
  const plate = plateText(order.customer, messages.dialog.plateLabels);
  const phone = customerPhone(order);
  const card = order.paymentMethod === CARD;
  // Someone else receives the gift: the driver calls them, and collects from the shopper (decision 036).
  const recipient = order.gift?.recipient ?? null;
  return (
    <li className="run-sheet-row py-3.5 text-sm">
      <div>
        <p className="font-mono text-base font-semibold">{orderReference(order.orderNumber)}</p>
        <p className="text-xs text-ink/70">{intl.deliveryWhen(order.delivery) ?? t.noDate}</p>
      </div>
      {recipient ? (
        <div className="rs-wide min-w-0" data-testid="run-sheet-gift">
          <p className="[overflow-wrap:anywhere]">
            <span className="text-xs font-semibold tracking-[0.1em] text-ink/60 uppercase">{t.receives}:</span>{" "}
            <bdi className="font-medium">{recipient.name}</bdi>,{" "}
            <a href={telHref(recipient.phoneNumber ?? recipient.phone)} dir="ltr" className="whitespace-nowrap tabular-nums">
              {recipient.phone}
            </a>
          </p>
          <p className="[overflow-wrap:anywhere]">
            <span className="text-xs font-semibold tracking-[0.1em] text-ink/60 uppercase">{t.paidBy}:</span>{" "}
            <bdi>{order.customer.name}</bdi>,{" "}
            <a href={telHref(order.customer.phoneNumber ?? phone)} dir="ltr" className="whitespace-nowrap tabular-nums">
              {phone}
            </a>
          </p>
          <p className="text-xs font-semibold">{t.recipientPaysNothing}</p>
        </div>
      ) : (
        <div className="rs-wide min-w-0">
          <p className="font-medium [overflow-wrap:anywhere]">
            <bdi>{order.customer.name}</bdi>
          </p>
          <a
            href={telHref(order.customer.phoneNumber ?? phone)}
            dir="ltr"
            className="block w-fit whitespace-nowrap tabular-nums underline-offset-4 hover:underline"
          >
            {phone}
          </a>
        </div>
      )}
      <div className="rs-wide min-w-0">
        <p dir="auto" className="[overflow-wrap:anywhere] whitespace-pre-line">
          {order.customer.address}
        </p>
        {plate && <p className="font-semibold">{plate}</p>}
        <p className="text-ink/70">{areaName(messages.labels.areas, order.customer.city)}</p>
        {order.customer.notes && (
          <p dir="auto" className="mt-0.5 text-xs [overflow-wrap:anywhere] text-ink/65 italic">
            {order.customer.notes}
          </p>
        )}
      </div>
      <p className="rs-wide">
        <span
          className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${card ? "bg-sky-50 text-sky-900 ring-sky-200" : "bg-amber-50 text-amber-900 ring-amber-200"} print:bg-transparent`}
        >
          {card ? t.card : t.cash}
        </span>
        {order.gift && (
          <span className="ms-1.5 inline-block rounded-full bg-rose-50 px-2 py-0.5 text-xs font-medium text-rose-900 ring-1 ring-rose-200 print:bg-transparent">
            {order.gift.wrap ? `${t.gift} · ${t.giftWrap}` : t.gift}
          </span>
        )}
      </p>
      <p className="rs-amount text-base font-semibold whitespace-nowrap tabular-nums">{intl.money(order.total)}</p>
      <span aria-hidden="true" className="rs-done mx-auto mt-0.5 size-5 border border-ink" />
      <div className="rs-items rounded-md bg-ivory/70 px-2.5 py-1.5 text-xs print:bg-transparent print:px-0">
        <span className="font-semibold tracking-[0.1em] text-ink/60 uppercase">{t.items}</span>
        <ul className="mt-0.5 grid gap-0.5">
          {order.items.map((item, index) => (
            <li key={`${item.ref ?? item.name}-${index}`}>
              <span className="font-semibold tabular-nums">{item.quantity} ×</span> <bdi>{item.name}</bdi>
              {item.products.length > 0 && (
                <span className="text-ink/65">
                  {" "}
                  ({item.products.map((p) => contentLabel(p, "en", texts.en.common.variantKinds)).join(", ")})
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
