// The Customers section: every phone number that ordered, with what became of their
// orders and what they spent, newest customers first; searched by the start of a number or a name
// and paged on the server. A customer opens in a dialog with their history, where staff block the
// number or lift its daily order limit.
import * as Dialog from "@radix-ui/react-dialog";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { format } from "../../i18n";
import type { CustomerSummary } from "./customers-contract";
import { PAGE_SIZE, parseCustomerFilters } from "../../shared/admin-filters";
import { CUSTOMER_COUNT_CAP } from "../../shared/customer-search";
import { displayPhone } from "../../shared/phone";
import { BlockPhone } from "./block-phone";
import { CustomerHistoryPanel } from "./customer-history";
import { CustomerAccountPanel } from "./customer-account";
import { CustomerMarks } from "./customer-marks";
import { Icon } from "../ui/icons";
import { SearchBox } from "../orders/order-filters";
import { Pagination } from "../ui/pagination";
import { useCustomersPage } from "./customers-api";
import { TrustPhone } from "./trust-phone";
import { StoreCreditPanel } from "./store-credit-panel";
import { Button, Card, PanelLoading } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { useFilterParams } from "../ui/use-filter-params";
import { useAdminIntl } from "../ui/admin-intl";

const shown = (phone: string) => displayPhone(phone) ?? phone;

export function CustomersSection() {
  const intl = useAdminIntl();
  const t = useAdminMessages().customers;
  const [params] = useSearchParams();
  const [, update] = useFilterParams();
  const filters = useMemo(() => parseCustomerFilters(params), [params]);
  const query = useCustomersPage(filters);
  const data = query.data;
  // The phone of the customer shown in the dialog; their figures follow the list as it refreshes.
  const [openPhone, setOpenPhone] = useState<string | null>(null);
  const open = data?.customers.find((c) => c.phone === openPhone) ?? null;
  const setOpen = (c: CustomerSummary | null) => setOpenPhone(c?.phone ?? null);
  const th =
    "px-3 py-3 first:ps-5 last:pe-5 sm:first:ps-6 sm:last:pe-6 text-xs font-semibold uppercase tracking-[0.14em] text-ink/60";
  const title = data
    ? format(data.totalCapped ? t.titleAtLeast : t.title, { count: intl.count(data.total) })
    : format(t.title, { count: "…" });

  return (
    <Card aria-labelledby="customers-title">
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-ink/10 px-5 py-5 sm:px-6">
        <div>
          <h2 id="customers-title" className="font-display text-2xl font-semibold">
            {title}
          </h2>
          <p className="mt-1 text-sm text-ink/60">{t.hint}</p>
        </div>
        <div className="w-full sm:w-80">
          <SearchBox value={filters.q} onChange={(q) => update({ q })} label={t.searchLabel} placeholder={t.searchPlaceholder} />
        </div>
      </div>

      {data?.totalCapped && (
        <p className="border-b border-ink/10 bg-sand/40 px-5 py-2 text-sm text-ink/70 sm:px-6">
          {format(t.wide, { count: intl.count(CUSTOMER_COUNT_CAP) })}
        </p>
      )}

      {query.isPending ? (
        <PanelLoading label={t.loading} />
      ) : !data || data.customers.length === 0 ? (
        <p className="px-6 py-16 text-center text-ink/60">{t.empty}</p>
      ) : (
        <div
          className={query.isPlaceholderData ? "opacity-60 transition-opacity" : "transition-opacity"}
          aria-busy={query.isFetching}
        >
          <div className="hidden overflow-x-auto lg:block">
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="border-b border-ink/10 bg-ivory/60">
                <tr>
                  <th scope="col" className={`${th} text-start`}>
                    {t.columns.customer}
                  </th>
                  <th scope="col" className={`${th} text-end`}>
                    {t.columns.orders}
                  </th>
                  <th scope="col" className={`${th} text-end`}>
                    {t.columns.delivered}
                  </th>
                  <th scope="col" className={`${th} text-end`}>
                    {t.columns.cancelled}
                  </th>
                  <th scope="col" className={`${th} text-end`}>
                    {t.columns.spent}
                  </th>
                  <th scope="col" className={`${th} text-start`}>
                    {t.columns.lastOrder}
                  </th>
                  <th scope="col" className={`${th} text-end`}>
                    <span className="sr-only">{t.columns.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.customers.map((c) => (
                  <tr key={c.phone} className="border-b border-ink/5 last:border-0 hover:bg-ivory/50">
                    <td className="px-3 py-3 ps-5 sm:ps-6">
                      <p className="font-medium [overflow-wrap:anywhere]">
                        <bdi>{c.name}</bdi>
                      </p>
                      <p className="text-ink/60 tabular-nums" dir="ltr">
                        {shown(c.phone)}
                      </p>
                      <CustomerMarks customer={c} className="mt-1" />
                    </td>
                    <td className="px-3 py-3 text-end tabular-nums">{intl.count(c.orders)}</td>
                    <td className="px-3 py-3 text-end tabular-nums">{intl.count(c.delivered)}</td>
                    <td className="px-3 py-3 text-end tabular-nums">
                      {intl.count(c.cancelled)}
                      {c.refused > 0 && <span className="block text-xs text-red-800">{format(t.refused, { n: c.refused })}</span>}
                    </td>
                    <td className="px-3 py-3 text-end font-medium tabular-nums">{intl.money(c.totalSpent)}</td>
                    <td className="px-3 py-3 text-ink/70">{intl.date(c.lastOrderAt)}</td>
                    <td className="px-3 py-3 pe-5 text-end sm:pe-6">
                      <Button size="sm" onClick={() => setOpen(c)} aria-label={format(t.viewLabel, { phone: shown(c.phone) })}>
                        <Icon name="eye" />
                        {t.view}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul aria-label={title} className="grid grid-cols-1 divide-y divide-ink/5 lg:hidden">
            {data.customers.map((c) => (
              <li key={c.phone} className="px-5 py-4 sm:px-6">
                <button
                  type="button"
                  onClick={() => setOpen(c)}
                  aria-label={format(t.viewLabel, { phone: shown(c.phone) })}
                  className="grid w-full grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-start"
                >
                  <bdi className="font-medium [overflow-wrap:anywhere]">{c.name}</bdi>
                  <span className="font-medium tabular-nums">{intl.money(c.totalSpent)}</span>
                  <span className="text-sm text-ink/60 tabular-nums" dir="ltr">
                    {shown(c.phone)}
                  </span>
                  <span className="text-end text-sm text-ink/60">
                    {intl.count(c.orders)} {t.columns.orders.toLowerCase()}
                  </span>
                </button>
                <CustomerMarks customer={c} className="mt-2" />
              </li>
            ))}
          </ul>
          <div className="border-t border-ink/10">
            <Pagination page={filters.page} total={data.total} pageSize={PAGE_SIZE} />
          </div>
        </div>
      )}
      <CustomerDialog customer={open} onClose={() => setOpen(null)} />
    </Card>
  );
}

function CustomerDialog({ customer, onClose }: { customer: CustomerSummary | null; onClose(): void }) {
  const intl = useAdminIntl();
  const t = useAdminMessages().customers;
  return (
    <Dialog.Root open={customer !== null} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-ink/60 p-3 backdrop-blur-[2px] sm:p-6">
          {customer && (
            <Dialog.Content
              aria-describedby={undefined}
              className="relative w-full max-w-xl rounded-2xl border border-gold/20 bg-ivory text-ink shadow-2xl focus:outline-none"
            >
              <header className="flex items-start justify-between gap-3 border-b border-ink/10 px-5 py-5 sm:px-7">
                <div className="min-w-0">
                  <Dialog.Title className="font-display text-3xl leading-tight font-semibold [overflow-wrap:anywhere]">
                    <bdi>{customer.name}</bdi>
                  </Dialog.Title>
                  <p className="mt-1 text-sm text-ink/65">
                    <span dir="ltr" className="tabular-nums">
                      {shown(customer.phone)}
                    </span>
                    <span aria-hidden="true" className="mx-2 text-gold-dark">
                      ·
                    </span>
                    {format(t.since, { date: intl.date(customer.firstOrderAt) })}
                  </p>
                  <CustomerMarks customer={customer} className="mt-2" />
                </div>
                <Dialog.Close asChild>
                  <Button size="sm" tone="ghost" aria-label={t.close}>
                    <Icon name="cancelled" />
                  </Button>
                </Dialog.Close>
              </header>
              <div className="grid grid-cols-1 gap-4 px-5 py-5 sm:px-7">
                <CustomerHistoryPanel phone={customer.phone} onLeave={onClose} recent={10} />
                <CustomerAccountPanel phone={customer.phone} />
                <StoreCreditPanel phone={customer.phone} />
                <div>
                  <TrustPhone phone={customer.phone} shown={shown(customer.phone)} />
                  <BlockPhone phone={customer.phone} shown={shown(customer.phone)} />
                </div>
              </div>
            </Dialog.Content>
          )}
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
