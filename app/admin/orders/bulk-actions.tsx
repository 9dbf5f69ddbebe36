// The bar over the orders list once orders are ticked (in the table or on the phone's cards):
// confirm them, give them to a driver, set their status, print their packing slips on one page,
// or (owners) delete them. The server works each order with its single action's rule and answers
// per order; the bar says what was done and what was refused, and keeps the refused ones ticked.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { format } from "../../i18n";
import { useToast } from "../../components/toaster";
import { STAFF_SETTABLE_STATUSES, type OrderStatus } from "../../shared/order";
import { CONFIRM_CHANNELS, type ConfirmChannel } from "../../shared/order-review";
import { adminRequest, errorMessage, isUnauthorized } from "../api/admin-api";
import { adminKeys } from "../api/admin-query";
import { useLocalChanges } from "../admin-providers";
import { useDrivers } from "../delivery/delivery-api";
import { useCan } from "../team/admin-user";
import { Icon } from "../ui/icons";
import { Button } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { useAdminIntl } from "../ui/admin-intl";
import { bulkSummary } from "./bulk-summary";
import { CancelReasonForm } from "./cancel-reason-form";
import type { Cancellation } from "./order-actions";
import type { BulkResult } from "./orders-contract";

/** What the bar sends (POST /api/admin/orders/bulk), without the orders. */
type BulkRequest =
  | { action: "confirm"; via: ConfirmChannel }
  | { action: "assign"; driverId: string }
  | ({ action: "status"; status: OrderStatus } & Partial<Cancellation>)
  | { action: "delete" };

const selectClass =
  "h-9 min-w-0 rounded-md border border-ink/15 bg-white px-2.5 text-sm text-ink focus:border-gold-dark focus:outline-none focus-visible:ring-2 focus-visible:ring-gold/40";
const groupLabel = "sr-only";

export function BulkActions({
  selected,
  onSettled,
  onClear,
}: {
  /** Ticked orders: id → order number. */
  selected: ReadonlyMap<string, number>;
  /** The orders done, to untick them. */
  onSettled(doneNumbers: ReadonlySet<number>): void;
  onClear(): void;
}) {
  const messages = useAdminMessages();
  const intl = useAdminIntl();
  const t = messages.orders.bulk;
  const id = useId();
  const toast = useToast();
  const client = useQueryClient();
  const local = useLocalChanges();
  const canDelete = useCan("orders.delete");
  const active = (useDrivers().data?.drivers ?? []).filter((d) => d.active);
  const [via, setVia] = useState<ConfirmChannel>("phone");
  const [driverId, setDriverId] = useState("");
  const [status, setStatus] = useState<OrderStatus | "">("");
  const [cancelling, setCancelling] = useState(false);
  const [summary, setSummary] = useState<string | null>(null);

  const run = useMutation({
    mutationFn: (request: BulkRequest) =>
      adminRequest<BulkResult>("/api/admin/orders/bulk", {
        method: "POST",
        body: { ...request, orderNumbers: [...selected.values()] },
      }),
    onMutate: () => {
      for (const orderId of selected.keys()) local.mark(orderId);
      setSummary(null);
    },
    onSuccess: (result) => {
      setSummary(bulkSummary(result, t, messages.labels.statuses, intl.language));
      setCancelling(false);
      onSettled(new Set(result.outcomes.filter((o) => o.done).map((o) => o.orderNumber)));
    },
    onError: (error) => {
      if (!isUnauthorized(error))
        toast({ title: t.summaryTitle, description: format(t.failed, { message: errorMessage(error) }), variant: "destructive" });
    },
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });

  const count = selected.size;
  if (count === 0 && !summary) return null;
  const busy = run.isPending;
  const ids = [...selected.keys()];

  return (
    <section aria-labelledby={`${id}-title`} className="border-b border-ink/10 bg-sand/50 px-5 py-4 sm:px-6">
      <h3 id={`${id}-title`} className="sr-only">
        {t.label}
      </h3>
      {count > 0 && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
          <p className="flex items-center gap-2 text-sm font-semibold" aria-live="polite">
            <span className="inline-grid size-6 place-items-center rounded-full bg-ink text-xs text-ivory tabular-nums">
              {count}
            </span>
            {intl.counted(count, t.selected)}
            <button
              type="button"
              onClick={onClear}
              className="text-xs font-normal text-ink/65 underline underline-offset-4 hover:text-ink"
            >
              {t.clear}
            </button>
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <div role="group" aria-label={t.confirm} className="flex items-center gap-1.5">
              <label htmlFor={`${id}-via`} className={groupLabel}>
                {t.confirmVia}
              </label>
              <select
                id={`${id}-via`}
                value={via}
                onChange={(e) => setVia(e.target.value as ConfirmChannel)}
                className={selectClass}
              >
                {CONFIRM_CHANNELS.map((channel) => (
                  <option key={channel} value={channel}>
                    {messages.labels.confirmChannels[channel]}
                  </option>
                ))}
              </select>
              <Button size="sm" tone="primary" disabled={busy} onClick={() => run.mutate({ action: "confirm", via })}>
                <Icon name="delivered" />
                {t.confirm}
              </Button>
            </div>
            <div role="group" aria-label={t.assign} className="flex items-center gap-1.5">
              <label htmlFor={`${id}-driver`} className={groupLabel}>
                {t.chooseDriver}
              </label>
              <select id={`${id}-driver`} value={driverId} onChange={(e) => setDriverId(e.target.value)} className={selectClass}>
                <option value="">{t.chooseDriver}</option>
                {active.map((driver) => (
                  <option key={driver.id} value={driver.id}>
                    {driver.name}
                  </option>
                ))}
              </select>
              <Button size="sm" disabled={busy || !driverId} onClick={() => run.mutate({ action: "assign", driverId })}>
                <Icon name="shipped" />
                {t.assign}
              </Button>
            </div>
            <div role="group" aria-label={t.status} className="flex items-center gap-1.5">
              <label htmlFor={`${id}-status`} className={groupLabel}>
                {t.chooseStatus}
              </label>
              <select
                id={`${id}-status`}
                value={status}
                onChange={(e) => {
                  setStatus(e.target.value as OrderStatus | "");
                  setCancelling(false);
                }}
                className={selectClass}
              >
                <option value="">{t.chooseStatus}</option>
                {STAFF_SETTABLE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
              <Button
                size="sm"
                disabled={busy || !status}
                onClick={() => {
                  if (status === "Cancelled") setCancelling(true);
                  else if (status) run.mutate({ action: "status", status });
                }}
              >
                {t.apply}
              </Button>
            </div>
            <Button
              size="sm"
              tone="ghost"
              onClick={() =>
                window.open(`/admin/packing-slips?ids=${ids.map(encodeURIComponent).join(",")}`, "_blank", "noopener")
              }
            >
              <Icon name="orders" />
              {format(messages.orders.printSlips, { count })}
            </Button>
            {canDelete && (
              <Button
                size="sm"
                tone="danger"
                disabled={busy}
                onClick={() => {
                  if (window.confirm(format(t.deleteAsk, { count }))) run.mutate({ action: "delete" });
                }}
              >
                <Icon name="trash" />
                {t.delete}
              </Button>
            )}
            {busy && <span className="text-sm text-ink/60">{t.working}</span>}
          </div>
        </div>
      )}
      {cancelling && count > 0 && (
        <div className="max-w-xl">
          <CancelReasonForm
            onKeep={() => setCancelling(false)}
            onCancel={(cancellation) => run.mutate({ action: "status", status: "Cancelled", ...cancellation })}
          />
        </div>
      )}
      {summary && (
        <div
          role="status"
          className={`${count > 0 ? "mt-3" : ""} flex items-start justify-between gap-3 rounded-lg border border-gold/40 bg-white px-4 py-3 text-sm shadow-sm`}
        >
          <p>
            <span className="me-2 text-xs font-semibold tracking-[0.14em] text-gold-dark uppercase">{t.summaryTitle}</span>
            {summary}
          </p>
          <button
            type="button"
            onClick={() => setSummary(null)}
            className="shrink-0 text-xs text-ink/60 underline underline-offset-4 hover:text-ink"
          >
            {t.dismiss}
          </button>
        </div>
      )}
    </section>
  );
}
