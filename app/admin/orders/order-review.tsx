// Confirming a Cash on Delivery order with the customer before dispatch, and why it was cancelled
//: who confirmed it, how and when, or the two buttons to record it.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { format } from "../../i18n";
import { useToast } from "../../components/toaster";
import { orderReference, type Order } from "../../shared/order";
import type { ConfirmChannel } from "../../shared/order-review";
import { adminRequest, errorMessage, isUnauthorized } from "../api/admin-api";
import { useAdminIntl } from "../ui/admin-intl";
import { adminKeys } from "../api/admin-query";
import { Button } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";

export function OrderReviewPanel({ order }: { order: Order }) {
  const messages = useAdminMessages();
  const intl = useAdminIntl();
  const t = messages.review;
  const toast = useToast();
  const client = useQueryClient();
  const confirm = useMutation({
    mutationFn: (via: ConfirmChannel) =>
      adminRequest<{ order: Order }>(`/api/admin/orders/${encodeURIComponent(order.id)}/confirm`, {
        method: "POST",
        body: { via },
      }),
    onSuccess: () => toast({ title: t.heading, description: format(t.confirmed, { id: orderReference(order.orderNumber) }) }),
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({ title: t.heading, description: format(t.confirmError, { message: errorMessage(error) }), variant: "destructive" });
    },
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
  const review = order.review;

  return (
    <div className="mt-5 border-t border-ink/10 pt-4">
      {review?.botFlag && (
        <p role="note" className="mb-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
          {messages.labels.botFlags[review.botFlag]}
        </p>
      )}
      <h4 className="text-xs font-semibold tracking-[0.18em] text-ink/60 uppercase">{t.heading}</h4>
      {review?.confirmedAt ? (
        <p className="mt-2 text-sm text-emerald-900">
          {format(t.confirmedBy, {
            user: review.confirmedBy ?? "—",
            via: messages.labels.confirmChannels[review.confirmedVia ?? "phone"],
            date: intl.dateTime(review.confirmedAt),
          })}
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-ink/70">{t.notConfirmed}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" disabled={confirm.isPending} onClick={() => confirm.mutate("phone")}>
              {t.confirmPhone}
            </Button>
            <Button size="sm" disabled={confirm.isPending} onClick={() => confirm.mutate("whatsapp")}>
              {t.confirmWhatsapp}
            </Button>
          </div>
        </>
      )}
      {order.status === "Cancelled" && review?.cancelReason && (
        <p className="mt-3 text-sm text-red-900">
          {format(t.cancelled, { reason: messages.labels.cancelReasons[review.cancelReason] })}
          {review.cancelNote && <span className="block [overflow-wrap:anywhere] text-ink/70">{review.cancelNote}</span>}
        </p>
      )}
    </div>
  );
}
