// The e-mails about an order, in its dialog: what, to whom, when, and how it went, with
// Resend for a message that was sent, given up on or skipped (a new message; the first keeps its history).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { format } from "../../i18n";
import { useToast } from "../../components/toaster";
import type { OrderMessage } from "./orders-contract";
import type { Order } from "../../shared/order";
import { adminRequest, errorMessage, isUnauthorized } from "../api/admin-api";
import { useAdminIntl } from "../ui/admin-intl";
import { messageState, type MessageState } from "./message-state";
import { orderKeys } from "./orders-api";
import { Button } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";

const BADGE: Record<MessageState, string> = {
  sending: "border-sky-200 bg-sky-50 text-sky-900",
  sent: "border-emerald-200 bg-emerald-50 text-emerald-900",
  retrying: "border-amber-200 bg-amber-50 text-amber-900",
  failed: "border-red-200 bg-red-50 text-red-900",
  skipped: "border-ink/15 bg-ink/5 text-ink/75",
};

export function OrderMessages({ order, messages }: { order: Order; messages: OrderMessage[] }) {
  const t = useAdminMessages().mail;
  const intl = useAdminIntl();
  const toast = useToast();
  const client = useQueryClient();
  const resend = useMutation({
    mutationFn: (id: string) =>
      adminRequest<{ message: OrderMessage }>(`/api/admin/messages/${encodeURIComponent(id)}/resend`, { method: "POST" }),
    onSuccess: () => toast({ title: t.resend, description: t.resent }),
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({ title: t.resend, description: format(t.resendError, { message: errorMessage(error) }), variant: "destructive" });
    },
    onSettled: () => client.invalidateQueries({ queryKey: orderKeys.order(order.id) }),
  });

  return (
    <section aria-labelledby="order-mail">
      <h3 id="order-mail" className="font-display text-xl font-semibold">
        {t.heading}
      </h3>
      {messages.length === 0 ? (
        <p className="mt-3 text-sm text-ink/60">{order.customer.email ? t.none : t.noAddress}</p>
      ) : (
        <ul className="mt-3 grid grid-cols-1 gap-2 text-sm">
          {messages.map((message) => {
            const state = messageState(message);
            return (
              <li
                key={message.id}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-ink/10 bg-white px-3 py-2"
              >
                <span className="font-medium">{t.kinds[message.kind]}</span>
                <span className="min-w-0 [overflow-wrap:anywhere] text-ink/65">
                  {format(t.to, { recipient: message.recipient })}
                </span>
                <span className={`rounded-full border px-2 py-0.5 text-xs font-medium ${BADGE[state]}`}>{t.states[state]}</span>
                <time dateTime={message.sentAt ?? message.createdAt} className="text-ink/60">
                  {intl.dateTime(message.sentAt ?? message.createdAt)}
                </time>
                {message.attempts > 1 && <span className="text-ink/60">{format(t.attempts, { n: message.attempts })}</span>}
                {(state === "sent" || state === "failed" || state === "skipped") && (
                  <Button size="sm" className="ms-auto" disabled={resend.isPending} onClick={() => resend.mutate(message.id)}>
                    {t.resend}
                  </Button>
                )}
                {state !== "sent" && message.lastError && (
                  <p
                    className={`w-full text-xs [overflow-wrap:anywhere] ${state === "skipped" ? "text-ink/65" : "text-red-800"}`}
                  >
                    {message.lastError}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
