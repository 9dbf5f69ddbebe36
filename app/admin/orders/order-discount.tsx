// An order's discount as the orders list shows it, under its total: the dirhams off, then the code
// typed or else the promotions' names (decision 035), cut short where the column is narrow; the
// whole list is the title. Nothing for an order without promotions.
import { format } from "../../i18n";
import type { Order } from "../../shared/order";
import { useAdminIntl } from "../ui/admin-intl";
import { useAdminMessages } from "../ui/use-admin-messages";

/** The code(s) the shopper typed, else the promotions' names in the staff member's language. */
function promotionsLabel(order: Order, language: "en" | "ar"): string {
  const applied = order.promotions ?? [];
  const codes = [...new Set(applied.flatMap((p) => (p.code ? [p.code] : [])))];
  return codes.length ? codes.join(", ") : applied.map((p) => p.name[language]).join(", ");
}

export function OrderDiscount({ order, className = "" }: { order: Order; className?: string }) {
  const t = useAdminMessages().orders;
  const intl = useAdminIntl();
  const language = intl.language;
  const discount = order.discount ?? 0;
  const label = promotionsLabel(order, language);
  if (!discount && !label) return null;
  const names = (order.promotions ?? []).map((p) => (p.code ? `${p.name[language]} (${p.code})` : p.name[language])).join(", ");
  return (
    <span className={`grid text-xs font-normal text-emerald-800 ${className}`} title={names || undefined}>
      {discount > 0 && (
        <span aria-label={format(t.discountLabel, { amount: intl.money(discount) })}>
          {format(t.discount, { amount: intl.money(discount) })}
        </span>
      )}
      {label && <bdi className="max-w-[9rem] truncate text-ink/60">{label}</bdi>}
    </span>
  );
}
