import { statusStyle } from "./admin-status";

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${statusStyle(status).badge}`}
      data-status={status}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full" style={{ backgroundColor: statusStyle(status).color }} />
      {status}
    </span>
  );
}
