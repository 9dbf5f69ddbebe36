// The Abandoned carts section (docs/decisions/049-abandoned-carts.md): carts kept for reminders,
// newest activity first, filtered and paged by the server: value, lines, contact, last activity,
// reminders sent (or why they stopped), and a WhatsApp link with the cart's restore link in the
// shopper's language, which staff send themselves.
import { pageCount } from "../../shared/admin-filters";
import { PageButtons } from "../ui/pagination";
import { useId, useState } from "react";
import { format } from "../../i18n/format";
import { displayPhone } from "../../shared/phone";
import type { CartStopReason } from "../../shared/abandoned-carts";
import { useAdminIntl } from "../ui/admin-intl";
import { inputClass } from "../ui/form-fields";
import { Badge, Button, Card, PanelLoading, buttonClass } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { useAbandonedCarts } from "./carts-api";
import {
  CART_STATES,
  FOLLOW_UP_TEXT,
  type AbandonedCartFilters,
  type AdminAbandonedCart,
  type CartState,
} from "./carts-contract";

const STOP_TONE: Record<CartStopReason, "ok" | "warn" | "muted"> = { ordered: "ok", link: "muted", reply: "muted" };

/** wa.me wants the number's digits with the country code, and the text URL-encoded. */
function whatsAppLink(phone: string, text: string): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}

export function CartsSection() {
  const t = useAdminMessages().carts;
  const id = useId();
  const [filters, setFilters] = useState<AbandonedCartFilters>({ page: 1 });
  const [search, setSearch] = useState("");
  const list = useAbandonedCarts(filters);
  const intl = useAdminIntl();
  const set = (patch: Partial<AbandonedCartFilters>) => setFilters((f) => ({ ...f, ...patch, page: patch.page ?? 1 }));
  const pages = list.data ? pageCount(list.data.total, list.data.pageSize) : 1;
  const page = filters.page ?? 1;

  return (
    <div className="grid gap-6">
      <p className="text-sm text-ink/70">{t.intro}</p>
      <Card className="p-4 sm:p-5">
        <form
          role="search"
          aria-label={t.filters}
          className="flex flex-wrap items-end gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            set({ q: search.trim() || undefined });
          }}
        >
          <label className="grid gap-1 text-sm" htmlFor={`${id}-state`}>
            {t.state}
            <select
              id={`${id}-state`}
              className={inputClass}
              value={filters.state ?? ""}
              onChange={(e) => set({ state: (e.target.value || undefined) as CartState | undefined })}
            >
              <option value="">{t.allStates}</option>
              {CART_STATES.map((s) => (
                <option key={s} value={s}>
                  {t.states[s]}
                </option>
              ))}
            </select>
          </label>
          <label className="grid min-w-48 flex-1 gap-1 text-sm" htmlFor={`${id}-q`}>
            {t.search}
            <input
              id={`${id}-q`}
              type="search"
              className={inputClass}
              value={search}
              maxLength={80}
              placeholder={t.searchPlaceholder}
              onChange={(e) => setSearch(e.target.value)}
            />
          </label>
          <Button type="submit" size="sm">
            {t.apply}
          </Button>
        </form>
      </Card>
      {list.isPending ? (
        <PanelLoading label={t.loading} />
      ) : list.data?.carts.length ? (
        <>
          <p className="text-sm text-ink/70" aria-live="polite">
            {intl.counted(list.data.total, t.count)}
          </p>
          <ul className="grid gap-4" aria-label={t.listLabel}>
            {list.data.carts.map((cart) => (
              <CartCard key={cart.id} cart={cart} />
            ))}
          </ul>
        </>
      ) : (
        <Card className="p-4 sm:p-5">
          <p className="text-sm text-ink/70">{t.none}</p>
        </Card>
      )}
      <PageButtons page={page} pages={pages} onPage={(p) => set({ page: p })} />
    </div>
  );
}

function CartCard({ cart }: { cart: AdminAbandonedCart }) {
  const t = useAdminMessages().carts;
  const intl = useAdminIntl();
  const message = format(FOLLOW_UP_TEXT[cart.language], { link: cart.restoreUrl });
  return (
    <li>
      <Card className="grid gap-3 p-4 sm:p-5" data-testid="abandoned-cart">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <span className="font-display text-xl font-medium tabular-nums">{intl.money(cart.value)}</span>
            <span className="text-xs text-ink/60">{intl.counted(cart.itemCount, t.items)}</span>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {cart.stopReason ? (
              <Badge tone={STOP_TONE[cart.stopReason]}>{t.stopped[cart.stopReason]}</Badge>
            ) : (
              <Badge tone={cart.remindersSent ? "warn" : "muted"}>{intl.counted(cart.remindersSent, t.reminders)}</Badge>
            )}
            {cart.signedIn && <Badge tone="ok">{t.signedIn}</Badge>}
          </div>
        </div>
        <ul className="grid gap-1 text-sm">
          {cart.lines.map((line, i) => (
            <li key={i} className="flex justify-between gap-3">
              <span className="min-w-0 break-words" dir="auto">
                {line.name}
              </span>
              <span className="shrink-0 text-ink/70 tabular-nums">× {intl.count(line.quantity)}</span>
            </li>
          ))}
        </ul>
        <dl className="grid gap-x-6 gap-y-1 text-xs text-ink/70 sm:grid-cols-2">
          <div className="flex flex-wrap gap-1">
            <dt className="font-medium">{t.contact}:</dt>
            <dd dir="ltr" className="break-all">
              {[cart.phone ? (displayPhone(cart.phone) ?? cart.phone) : null, cart.email].filter(Boolean).join(" · ")}
            </dd>
          </div>
          <div className="flex flex-wrap gap-1">
            <dt className="font-medium">{t.lastActivity}:</dt>
            <dd>{intl.dateTime(cart.updatedAt)}</dd>
          </div>
          <div className="flex flex-wrap gap-1">
            <dt className="font-medium">{t.language}:</dt>
            <dd>{t.languages[cart.language]}</dd>
          </div>
          {cart.lastRemindedAt && (
            <div className="flex flex-wrap gap-1">
              <dt className="font-medium">{t.lastReminder}:</dt>
              <dd>{intl.dateTime(cart.lastRemindedAt)}</dd>
            </div>
          )}
        </dl>
        {cart.phone && (
          <div>
            <a
              href={whatsAppLink(cart.phone, message)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass("primary", "sm")}
            >
              {t.whatsApp}
            </a>
          </div>
        )}
      </Card>
    </li>
  );
}
