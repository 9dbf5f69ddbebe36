import type { OrderStatus } from "../../shared/order";
import { STATUS_STYLES } from "./admin-status";
import { useAdminMessages } from "./use-admin-messages";

export function StatusBadge({ status }: { status: OrderStatus }) {
  const style = STATUS_STYLES[status];
  const label = useAdminMessages().labels.statuses[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${style.badge}`}
      data-status={status}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full" style={{ backgroundColor: style.color }} />
      {label}
    </span>
  );
}
