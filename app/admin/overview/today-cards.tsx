// The overview's day (docs/architecture.md, "Overview"): five cards counted by the server
// (GET /api/admin/stats/today), each a link to the list of exactly the orders it counts.
import { Link } from "react-router";
import { format } from "../../i18n";
import { Icon, type IconName } from "../ui/icons";
import { useAdminMessages } from "../ui/use-admin-messages";
import { useToday } from "./overview-api";
import { TODAY_CARDS, todayHref, type TodayCard } from "./today-links";
import { useAdminIntl } from "../ui/admin-intl";

const ICONS: Record<TodayCard, IconName> = {
  ordersToday: "bag",
  awaitingConfirmation: "pending",
  awaitingDispatch: "processing",
  outWithDrivers: "shipped",
  cashWithDrivers: "cash",
};

export function TodayCards() {
  const intl = useAdminIntl();
  const t = useAdminMessages().today;
  const { data } = useToday();
  const value = (card: TodayCard): string | null => {
    if (!data) return null;
    return card === "cashWithDrivers" ? intl.money(data.cashWithDrivers) : intl.count(data[card]);
  };
  const note = (card: TodayCard): string => {
    if (card === "ordersToday" && data) return format(t.revenueToday, { amount: intl.money(data.revenueToday) });
    return t.notes[card];
  };

  return (
    <section aria-labelledby="today-title">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="today-title" className="font-display text-2xl font-semibold">
          {t.title}
        </h2>
        {data && <p className="text-xs font-semibold tracking-[0.14em] text-gold-dark uppercase">{intl.longDay(data.day)}</p>}
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        {TODAY_CARDS.map((card) => {
          const shown = value(card);
          return (
            <li key={card} className={card === "ordersToday" ? "col-span-2 lg:col-span-1" : "min-w-0"}>
              <Link
                to={todayHref(card)}
                aria-label={shown === null ? t.labels[card] : `${t.labels[card]}: ${shown}`}
                className="group flex h-full min-w-0 flex-col rounded-xl border border-ink/10 bg-white p-4 shadow-[0_1px_2px_rgba(15,13,11,0.04)] transition-colors hover:border-gold/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-dark sm:p-5"
              >
                <span className="flex items-start justify-between gap-2">
                  <span className="pt-1 text-[0.68rem] font-semibold tracking-[0.14em] text-ink/60 uppercase sm:text-xs">
                    {t.labels[card]}
                  </span>
                  <span className="hidden size-9 shrink-0 place-items-center rounded-full bg-sand/70 text-gold-dark sm:grid">
                    <Icon name={ICONS[card]} className="size-[1.15rem]" />
                  </span>
                </span>
                <span
                  className="mt-2 block truncate font-display text-3xl font-semibold lining-nums sm:mt-3"
                  aria-busy={shown === null}
                >
                  {shown ?? (
                    <span className="inline-block h-8 w-16 max-w-full animate-pulse rounded bg-sand motion-reduce:animate-none" />
                  )}
                </span>
                <span className="mt-auto flex items-end justify-between gap-2 pt-2 text-xs text-ink/60 lining-nums">
                  <span>{note(card)}</span>
                  <Icon
                    name="arrow"
                    className="size-3.5 shrink-0 text-gold-dark opacity-60 transition-opacity group-hover:opacity-100 rtl:-scale-x-100"
                  />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
