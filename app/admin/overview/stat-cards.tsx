// The four stat cards of the overview and analytics sections, figures computed by the database.
import { format } from "../../i18n";
import type { RangeFilter } from "../../shared/admin-filters";
import { Icon, type IconName } from "../ui/icons";
import { useStats } from "./overview-api";
import { useAdminMessages } from "../ui/use-admin-messages";
import { useAdminIntl } from "../ui/admin-intl";

export function StatCards({ range }: { range: RangeFilter }) {
  const intl = useAdminIntl();
  const t = useAdminMessages().stats;
  const { data } = useStats(range);
  const cards: { label: string; value: string | null; icon: IconName; note?: string }[] = [
    {
      label: t.totalRevenue,
      // Cancelled and refused orders bring no money: left out, the figure with them said below.
      value: data ? intl.money(data.revenueWithoutCancelled) : null,
      icon: "revenue",
      note: data ? format(t.revenueWithoutCancelled, { amount: intl.money(data.totalRevenue) }) : undefined,
    },
    { label: t.totalOrders, value: data ? intl.count(data.totalOrders) : null, icon: "bag" },
    { label: t.avgOrderValue, value: data ? intl.money(data.avgOrderValue) : null, icon: "average" },
    { label: t.pendingOrders, value: data ? intl.count(data.byStatus.Pending ?? 0) : null, icon: "pending" },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {cards.map((card) => (
        <li
          key={card.label}
          className="min-w-0 rounded-xl border border-ink/10 bg-white p-4 shadow-[0_1px_2px_rgba(15,13,11,0.04)] sm:p-5"
        >
          <div className="flex items-start justify-between gap-2">
            <p className="pt-1 text-[0.68rem] font-semibold tracking-[0.14em] text-ink/60 uppercase sm:text-xs">{card.label}</p>
            <span className="hidden size-9 shrink-0 place-items-center rounded-full bg-sand/70 text-gold-dark sm:grid">
              <Icon name={card.icon} className="size-[1.15rem]" />
            </span>
          </div>
          <p
            className="mt-2 truncate font-display text-2xl font-semibold lining-nums sm:mt-3 sm:text-3xl"
            aria-busy={card.value === null}
          >
            {card.value ?? (
              <span className="inline-block h-8 w-24 max-w-full animate-pulse rounded bg-sand motion-reduce:animate-none" />
            )}
          </p>
          {card.note && <p className="mt-1 text-xs text-ink/60 lining-nums">{card.note}</p>}
        </li>
      ))}
    </ul>
  );
}
