// The orders table of docs/product.md: Order ID (first 8 characters, opens the dialog), Date, Customer,
// Phone, Total, Status badge, Actions (View, Delete); ours: a checkbox per row for the bulk actions
// (./bulk-actions.tsx), the delivery day, slot and driver, the delivery area, and under the total
// the discount with its code or promotions (./order-discount.tsx).
import { useCan } from "../team/admin-user";
import { format } from "../../i18n";
import { areaName, customerPhone } from "../ui/admin-format";
import { orderReference, type Order } from "../../shared/order";
import { Icon } from "../ui/icons";
import { useOrderActions } from "./order-actions";
import { StatusBadge } from "../ui/status-badge";
import { ReviewMarks } from "./review-marks";
import { OrderDiscount } from "./order-discount";
import { DeliveryLines } from "../delivery/order-dispatch";
import { Button } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { useAdminIntl } from "../ui/admin-intl";

export function OrdersTable({
  orders,
  caption,
  selected,
  onSelect,
}: {
  orders: Order[];
  caption: string;
  selected: ReadonlyMap<string, number>;
  onSelect(orders: Order[], on: boolean): void;
}) {
  const intl = useAdminIntl();
  const messages = useAdminMessages();
  const t = messages.orders;
  const actions = useOrderActions();
  const canDelete = useCan("orders.delete");
  const th =
    "px-2.5 py-3 first:ps-5 last:pe-5 sm:first:ps-6 sm:last:pe-6 text-start text-xs font-semibold uppercase tracking-[0.14em] text-ink/60";
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-ink/10 bg-ivory/60">
        <tr>
          <th scope="col" className={`${th} w-10`}>
            <input
              type="checkbox"
              aria-label={t.selectPage}
              checked={orders.length > 0 && orders.every((o) => selected.has(o.id))}
              onChange={(event) => onSelect(orders, event.target.checked)}
              className="size-4 accent-ink"
            />
          </th>
          <th scope="col" className={th}>
            {t.columns.id}
          </th>
          <th scope="col" className={th}>
            {t.columns.date}
          </th>
          <th scope="col" className={th}>
            {t.columns.customer}
          </th>
          <th scope="col" className={th}>
            {t.columns.phone}
          </th>
          <th scope="col" className={th}>
            {t.columns.delivery}
          </th>
          <th scope="col" className={th}>
            {t.columns.area}
          </th>
          <th scope="col" className={`${th} text-end`}>
            {t.columns.total}
          </th>
          <th scope="col" className={th}>
            {t.columns.status}
          </th>
          <th scope="col" className={`${th} text-end`}>
            {t.columns.actions}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-ink/[0.07]">
        {orders.map((order) => {
          const id = orderReference(order.orderNumber);
          return (
            <tr key={order.id} className="transition-colors hover:bg-ivory/70">
              <td className="py-3 ps-5 pe-1 sm:ps-6">
                <input
                  type="checkbox"
                  aria-label={format(t.selectOrder, { id })}
                  checked={selected.has(order.id)}
                  onChange={(event) => onSelect([order], event.target.checked)}
                  className="size-4 accent-ink"
                />
              </td>
              <td className="px-2.5 py-3">
                <button
                  type="button"
                  onClick={() => actions.view(order)}
                  dir="ltr"
                  className="rounded font-mono text-[0.8rem] text-gold-dark underline-offset-4 hover:underline"
                  title={order.id}
                >
                  {orderReference(order.orderNumber)}
                </button>
              </td>
              <td className="px-2.5 py-3 whitespace-nowrap text-ink/75">
                <time dateTime={order.createdAt} className="grid">
                  <span>{intl.date(order.createdAt)}</span>
                  <span className="text-xs text-ink/60">{intl.time(order.createdAt)}</span>
                </time>
              </td>
              <td className="max-w-[13rem] px-2.5 py-3 font-medium [overflow-wrap:anywhere]">
                <bdi>{order.customer.name}</bdi>
              </td>
              <td className="px-2.5 py-3 whitespace-nowrap text-ink/75" dir="ltr">
                {customerPhone(order)}
              </td>
              <td className="max-w-[10rem] px-3 py-3">
                <DeliveryLines order={order} />
              </td>
              <td className="max-w-[8rem] px-2.5 py-3 text-ink/80">{areaName(messages.labels.areas, order.customer.city)}</td>
              <td className="px-2.5 py-3 text-end font-semibold whitespace-nowrap tabular-nums">
                {intl.money(order.total)}
                <OrderDiscount order={order} className="justify-items-end" />
              </td>
              <td className="px-2.5 py-3">
                <div className="flex flex-wrap items-center gap-1.5">
                  <StatusBadge status={order.status} />
                  <ReviewMarks review={order.review} />
                </div>
              </td>
              <td className="py-3 ps-2.5 pe-5 sm:pe-6">
                <div className="flex justify-end gap-1">
                  <Button
                    size="sm"
                    tone="ghost"
                    aria-label={format(t.viewLabel, { id })}
                    title={t.view}
                    onClick={() => actions.view(order)}
                  >
                    <Icon name="eye" />
                    <span className="sr-only 2xl:not-sr-only">{t.view}</span>
                  </Button>
                  {canDelete && (
                    <Button
                      size="sm"
                      tone="ghost"
                      className="text-red-800 hover:bg-red-50 hover:text-red-900"
                      aria-label={format(t.deleteLabel, { id })}
                      title={t.delete}
                      disabled={actions.deletingId === order.id}
                      onClick={() => actions.remove(order)}
                    >
                      <Icon name="trash" />
                      <span className="sr-only 2xl:not-sr-only">{t.delete}</span>
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
