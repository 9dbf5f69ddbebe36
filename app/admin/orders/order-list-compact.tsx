// Orders as compact cards: the overview's 'Recent Orders' (item summary, phone, total, status,
// view and delete) and the orders list on narrow screens, where the table cannot fit; there each
// card has a checkbox for the bulk actions, with "select all on this page" above them.
import { useCan } from "../team/admin-user";
import { format } from "../../i18n";
import { areaName, customerPhone, itemSummary } from "../ui/admin-format";
import { orderReference, type Order } from "../../shared/order";
import { Icon } from "../ui/icons";
import { useOrderActions } from "./order-actions";
import { StatusBadge } from "../ui/status-badge";
import { ReviewMarks } from "./review-marks";
import { OrderDiscount } from "./order-discount";
import { Button } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { useAdminIntl } from "../ui/admin-intl";

/** Ticking orders for the bulk actions (the orders list; the overview has none). */
interface Selection {
  selected: ReadonlyMap<string, number>;
  onSelect(orders: Order[], on: boolean): void;
}

export function CompactOrderList({ orders, label, selection }: { orders: Order[]; label: string; selection?: Selection }) {
  const t = useAdminMessages().orders;
  return (
    <>
      {selection && (
        <label className="flex w-fit items-center gap-3 pt-4 text-sm font-medium text-ink/75">
          <input
            type="checkbox"
            checked={orders.length > 0 && orders.every((o) => selection.selected.has(o.id))}
            onChange={(event) => selection.onSelect(orders, event.target.checked)}
            className="size-5 accent-ink"
          />
          {t.selectPage}
        </label>
      )}
      <ul aria-label={label} className="divide-y divide-ink/10">
        {orders.map((order) => (
          <CompactOrder key={order.id} order={order} selection={selection} />
        ))}
      </ul>
    </>
  );
}

function CompactOrder({ order, selection }: { order: Order; selection?: Selection }) {
  const intl = useAdminIntl();
  const messages = useAdminMessages();
  const t = messages.orders;
  const actions = useOrderActions();
  const canDelete = useCan("orders.delete");
  const summary = itemSummary(order.items);
  const id = orderReference(order.orderNumber);
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:gap-5">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        {selection && (
          <input
            type="checkbox"
            aria-label={format(t.selectOrder, { id })}
            checked={selection.selected.has(order.id)}
            onChange={(event) => selection.onSelect([order], event.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-ink"
          />
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <bdi className="font-medium [overflow-wrap:anywhere]">{order.customer.name}</bdi>
            <StatusBadge status={order.status} />
            <ReviewMarks review={order.review} />
          </div>
          <p className="mt-1 truncate text-sm text-ink/75">
            {summary.text}
            {summary.more > 0 && <span className="text-ink/60"> {format(t.itemsMore, { count: summary.more })}</span>}
          </p>
          <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-ink/60">
            <span className="font-mono" dir="ltr">
              {orderReference(order.orderNumber)}
            </span>
            <span dir="ltr">{customerPhone(order)}</span>
            <time dateTime={order.createdAt}>{intl.dateTime(order.createdAt)}</time>
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-ink/70">
            <Icon name="shipped" className="size-3.5 text-gold-dark" />
            <span className="font-medium text-ink/80">{areaName(messages.labels.areas, order.customer.city)}</span>
            {intl.deliveryWhen(order.delivery) && <span>{intl.deliveryWhen(order.delivery)}</span>}
            {order.dispatch?.driverName && <bdi className="font-medium">{order.dispatch.driverName}</bdi>}
          </p>
        </div>
      </div>
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        <span className="grid justify-items-end font-semibold tabular-nums">
          {intl.money(order.total)}
          <OrderDiscount order={order} className="justify-items-end" />
        </span>
        <span className="flex gap-2">
          <Button size="sm" aria-label={format(t.viewLabel, { id })} onClick={() => actions.view(order)}>
            <Icon name="eye" />
            {t.view}
          </Button>
          {canDelete && (
            <Button
              size="sm"
              tone="danger"
              aria-label={format(t.deleteLabel, { id })}
              disabled={actions.deletingId === order.id}
              onClick={() => actions.remove(order)}
            >
              <Icon name="trash" />
              {t.delete}
            </Button>
          )}
        </span>
      </div>
    </li>
  );
}
