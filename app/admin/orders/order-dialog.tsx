// The order detail dialog (docs/product.md 'Order detail dialog'): customer, payment summary with status
// buttons, delivery and driver, items with bundle contents, the status history and
// delete. Everything the customer typed is rendered as text by React: no HTML from an order ever
// reaches the page as markup.
import { useCan } from "../team/admin-user";
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { format } from "../../i18n";
import { AdminApiError } from "../api/admin-api";
import { PrintLanguage, withPrintLanguage } from "../ui/print-language";
import type { StaffLanguage } from "../../shared/staff-language";
import { areaName, confirmationMessage, customerPhone, whatsappHref } from "../ui/admin-format";
import { checkoutAr } from "../../i18n/checkout.ar";
import { useRootData } from "../../hooks/use-root-data";
import { canSetStatus } from "../ui/admin-status";
import { orderReference, PAY_ONLINE, STAFF_SETTABLE_STATUSES, UNPAID_STATUSES, type Order } from "../../shared/order";
import { plateText } from "../../shared/address-plate";
import { recipientPays } from "../../shared/gift";
import { Icon } from "../ui/icons";
import { OrderItems } from "./order-items";
import { useOrderActions } from "./order-actions";
import { useOrderDetail } from "./orders-api";
import { StatusBadge } from "../ui/status-badge";
import { Button, buttonClass, Spinner } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { BlockPhone } from "../customers/block-phone";
import { TrustPhone } from "../customers/trust-phone";
import { CancelReasonForm } from "./cancel-reason-form";
import { CustomerHistoryPanel } from "../customers/customer-history";
import { OrderMessages } from "./order-messages";
import { OrderReviewPanel } from "./order-review";
import { DeliveredForm, DispatchPanel } from "../delivery/order-dispatch";
import { useAdminIntl } from "../ui/admin-intl";
import { OrderPayment } from "../payments/order-payment";
import { OrderReturns } from "../returns/order-returns";

export function OrderDialog({ order, onClose }: { order: Order | null; onClose(): void }) {
  return (
    <Dialog.Root open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-ink/60 p-3 backdrop-blur-[2px] sm:p-6">
          {order && <DialogBody key={order.id} initial={order} onClose={onClose} />}
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DialogBody({ initial, onClose }: { initial: Order; onClose(): void }) {
  const intl = useAdminIntl();
  const messages = useAdminMessages();
  const t = messages.dialog;
  const actions = useOrderActions();
  const canDelete = useCan("orders.delete");
  const detail = useOrderDetail(initial.id);
  const gone = detail.error instanceof AdminApiError && detail.error.status === 404;
  const order = detail.data?.order ?? initial;
  const saving = actions.savingStatus?.orderId === order.id ? actions.savingStatus.status : null;
  // Online and not paid: only cancelling, or switching to cash (server/orders/change-status.ts).
  const unpaid = order.paymentMethod === PAY_ONLINE && UNPAID_STATUSES.includes(order.status);
  const deleting = actions.deletingId === order.id;
  const whatsapp = whatsappHref(order);
  const { store } = useRootData();
  // The city as the customer chose it, in the order's language.
  const cityNames: Record<string, string> = checkoutAr.texts.checkout.shipping.cityNames;
  const city = order.language === "ar" ? (cityNames[order.customer.city] ?? order.customer.city) : order.customer.city;
  const confirm = whatsappHref(order, confirmationMessage(order, store.brand, city));
  const plate = plateText(order.customer, t.plateLabels);
  // Cancelling asks why first.
  const [cancelling, setCancelling] = useState(false);
  // The printed documents' language, this once (?lang=); the order's by default.
  const [printLanguage, setPrintLanguage] = useState<StaffLanguage | "">("");
  // Delivering asks what the driver collected.
  const [delivering, setDelivering] = useState(false);

  return (
    <Dialog.Content
      // Radix gives Escape to the topmost layer, which is a toast while one shows: the dialog
      // listens itself (only to keys from inside it, not from a confirmation opened over it).
      onKeyDown={(event) => {
        if (event.key === "Escape" && event.currentTarget.contains(event.target as Node)) onClose();
      }}
      className="relative w-full max-w-3xl rounded-2xl border border-gold/20 bg-ivory text-ink shadow-2xl focus:outline-none"
      aria-describedby={undefined}
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-ink/10 px-5 py-5 sm:px-8">
        <div>
          <Dialog.Title className="font-display text-3xl leading-tight font-semibold">
            {format(t.title, { id: orderReference(order.orderNumber) })}
          </Dialog.Title>
          <p className="mt-1 flex flex-col text-sm text-ink/65 sm:flex-row sm:flex-wrap sm:gap-x-2">
            <span>{format(t.placed, { date: intl.dateTime(order.createdAt) })}</span>
            <span aria-hidden="true" className="hidden text-gold-dark sm:inline">
              ·
            </span>
            <span>{format(t.updated, { date: intl.dateTime(order.updatedAt) })}</span>
          </p>
        </div>
        <StatusBadge status={order.status} />
      </header>

      {gone ? (
        <p role="alert" className="px-5 py-10 text-center text-ink/75 sm:px-8">
          {t.missing}
        </p>
      ) : (
        <div className="grid grid-cols-1 gap-6 px-5 py-6 sm:px-8">
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
            <section aria-labelledby="order-customer" className="rounded-xl border border-ink/10 bg-white p-4 sm:p-5">
              <h3 id="order-customer" className="font-display text-xl font-semibold">
                {t.customer}
              </h3>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <Field label={t.name} value={order.customer.name} />
                <Field label={t.email} value={order.customer.email || t.notAvailable} />
                <Field label={t.phone} value={customerPhone(order) || t.notAvailable} />
                <Field label={t.address} value={order.customer.address} />
                {plate && <Field label={t.plate} value={plate} strong />}
                <Field label={t.city} value={areaName(messages.labels.areas, order.customer.city)} />
                {order.customer.notes && <Field label={t.notes} value={order.customer.notes} />}
              </dl>
              {confirm && (
                <a
                  href={confirm}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${buttonClass("primary", "sm")} me-2 mt-4`}
                >
                  <Icon name="delivered" />
                  {t.confirmOrder}
                </a>
              )}
              {whatsapp && (
                <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={`${buttonClass("outline", "sm")} mt-4`}>
                  <Icon name="chat" />
                  {t.whatsapp}
                </a>
              )}
              {order.customer.phoneNumber && (
                <div>
                  <TrustPhone phone={order.customer.phoneNumber} shown={customerPhone(order)} />
                  <BlockPhone phone={order.customer.phoneNumber} shown={customerPhone(order)} />
                </div>
              )}
            </section>

            <section aria-labelledby="order-summary" className="rounded-xl border border-ink/10 bg-white p-4 sm:p-5">
              <h3 id="order-summary" className="font-display text-xl font-semibold">
                {t.summary}
              </h3>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <Field label={t.totalAmount} value={intl.money(order.total)} strong />
                <Field label={t.subtotal} value={intl.money(order.subtotal)} />
                <Field label={t.shipping} value={intl.money(order.shippingCost ?? 0)} />
                {order.gift?.wrap && (
                  <Field
                    label={t.gift.wrap}
                    value={order.gift.wrapPrice === 0 ? t.gift.free : intl.money(order.gift.wrapPrice)}
                  />
                )}
                {(order.discount ?? 0) > 0 && (
                  <Field label={t.discount} value={format(t.discountAmount, { amount: intl.money(order.discount!) })} />
                )}
                {(order.storeCredit ?? 0) > 0 && (
                  <Field label={t.storeCredit} value={format(t.discountAmount, { amount: intl.money(order.storeCredit!) })} />
                )}
                <Field
                  label={t.paymentMethod}
                  value={
                    (messages.labels.paymentMethods as Readonly<Record<string, string>>)[order.paymentMethod] ??
                    order.paymentMethod
                  }
                />
                <Field label={t.language} value={t.languages[order.language ?? "en"]} />
              </dl>
              <OrderPromotions order={order} />
              <h4 id="order-set-status" className="mt-5 text-xs font-semibold tracking-[0.18em] text-ink/60 uppercase">
                {t.setStatus}
              </h4>
              <div role="group" aria-labelledby="order-set-status" className="mt-2 flex flex-wrap gap-2">
                {STAFF_SETTABLE_STATUSES.map((status) => {
                  const current = order.status === status;
                  // aria-disabled rather than disabled: the button just pressed becomes the current
                  // one, and a disabled button would drop keyboard focus out of the dialog.
                  const unavailable =
                    !canSetStatus(order.status, status) || (unpaid && status !== "Cancelled") || saving !== null || deleting;
                  return (
                    <Button
                      key={status}
                      size="sm"
                      tone={current ? "primary" : "outline"}
                      aria-disabled={unavailable}
                      className={
                        current
                          ? "cursor-default"
                          : unavailable
                            ? "cursor-not-allowed opacity-50 hover:border-ink/15 hover:text-ink"
                            : ""
                      }
                      aria-label={current ? format(t.currentStatus, { status: messages.labels.statuses[status] }) : undefined}
                      onClick={() => {
                        if (unavailable) return;
                        setCancelling(status === "Cancelled");
                        setDelivering(status === "Delivered");
                        if (status !== "Cancelled" && status !== "Delivered") actions.setStatus(order.id, status);
                      }}
                    >
                      {saving === status && (
                        <span
                          aria-hidden="true"
                          className="size-3 animate-spin rounded-full border-2 border-current border-t-transparent"
                        />
                      )}
                      {messages.labels.statuses[status]}
                    </Button>
                  );
                })}
              </div>
              {unpaid && (
                <div className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
                  <p>{t.unpaidNote}</p>
                  <Button size="sm" tone="outline" className="mt-2" onClick={() => actions.switchToCash(order.id)}>
                    {t.switchToCash}
                  </Button>
                </div>
              )}
              {cancelling && order.status !== "Cancelled" && (
                <CancelReasonForm
                  onKeep={() => setCancelling(false)}
                  onCancel={(cancellation) => {
                    setCancelling(false);
                    actions.setStatus(order.id, "Cancelled", cancellation);
                  }}
                />
              )}
              {delivering && order.status !== "Delivered" && (
                <DeliveredForm
                  total={order.total}
                  onKeep={() => setDelivering(false)}
                  onDeliver={(collection) => {
                    setDelivering(false);
                    actions.setStatus(order.id, "Delivered", collection);
                  }}
                />
              )}
              <OrderReviewPanel order={order} />
            </section>
          </div>

          {order.paymentMethod === "Pay Online" && <OrderPayment orderId={order.id} />}

          <DispatchPanel order={order} assignments={detail.data?.assignments} />

          <CustomerHistoryPanel phone={order.customer.phoneNumber} orderId={order.id} onLeave={onClose} />

          {order.gift && <OrderGift order={order} />}
          <OrderItems items={order.items} />
          <OrderReturns orderId={order.id} />

          {detail.data && <OrderMessages order={order} messages={detail.data.messages} />}

          <section aria-labelledby="order-history">
            <h3 id="order-history" className="font-display text-xl font-semibold">
              {t.history}
            </h3>
            {detail.isPending ? (
              <Spinner className="mt-3" label={t.loading} />
            ) : detail.data && detail.data.history.length > 0 ? (
              <ol className="mt-3 grid grid-cols-1 gap-2 border-s border-gold/40 ps-4 text-sm">
                {detail.data.history.map((entry, index) => (
                  <li key={`${entry.changedAt}-${index}`} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <StatusBadge status={entry.status} />
                    {entry.changedBy && <span className="text-ink/75">{format(t.historyBy, { user: entry.changedBy })}</span>}
                    <time dateTime={entry.changedAt} className="text-ink/60">
                      {intl.dateTime(entry.changedAt)}
                    </time>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mt-3 text-sm text-ink/60">{t.historyEmpty}</p>
            )}
          </section>
        </div>
      )}

      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-ink/10 px-5 py-4 sm:px-8">
        {!gone && canDelete ? (
          <Button tone="danger" disabled={deleting} onClick={() => actions.remove(order)}>
            <Icon name="trash" />
            {t.deleteOrder}
          </Button>
        ) : (
          <span />
        )}
        <div className="flex flex-wrap items-center gap-3">
          {!gone && (
            <>
              <PrintLanguage value={printLanguage} onChange={setPrintLanguage} defaultLabel={messages.print.orderLanguage} />
              <a
                href={withPrintLanguage(`/admin/orders/${encodeURIComponent(order.id)}/invoice`, printLanguage)}
                target="_blank"
                rel="noopener"
                className={buttonClass("outline")}
              >
                {t.invoice}
              </a>
              <a
                href={withPrintLanguage(`/admin/orders/${encodeURIComponent(order.id)}/packing-slip`, printLanguage)}
                target="_blank"
                rel="noopener"
                className={buttonClass("outline")}
              >
                {t.packingSlip}
              </a>
            </>
          )}
          <Dialog.Close className={buttonClass("primary")}>{t.close}</Dialog.Close>
        </div>
      </footer>
      {detail.isFetching && !detail.isPending && <span className="sr-only">{t.loading}</span>}
    </Dialog.Content>
  );
}

/** The promotions applied, as they were when the order was placed, each with what it took off (decision 035). */
function OrderPromotions({ order }: { order: Order }) {
  const t = useAdminMessages().dialog;
  const intl = useAdminIntl();
  const applied = order.promotions ?? [];
  if (applied.length === 0) return null;
  return (
    <>
      <h4 id="order-promotions" className="mt-5 text-xs font-semibold tracking-[0.18em] text-ink/60 uppercase">
        {t.promotions}
      </h4>
      <ul aria-labelledby="order-promotions" className="mt-2 grid gap-1.5 text-sm" data-testid="order-promotions">
        {applied.map((p) => (
          <li key={p.promotionId} className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="min-w-0">
              <bdi className="font-medium">{p.name.en}</bdi>
              {p.code && (
                <span className="ms-2 rounded bg-ivory px-1.5 py-0.5 font-mono text-xs text-gold-dark">
                  {format(t.promotionCode, { code: p.code })}
                </span>
              )}
            </span>
            <span className="text-emerald-800 tabular-nums">
              {p.amount > 0 ? format(t.discountAmount, { amount: intl.money(p.amount) }) : t.promotionGift}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The gift's card, wrap, recipient, who pays and the slip (decision 036). */
function OrderGift({ order }: { order: Order }) {
  const intl = useAdminIntl();
  const t = useAdminMessages().dialog.gift;
  const gift = order.gift!;
  return (
    <section
      aria-labelledby="order-gift"
      className="rounded-xl border border-rose-200 bg-rose-50/40 p-4 sm:p-5"
      data-testid="order-gift"
    >
      <h3 id="order-gift" className="font-display text-xl font-semibold">
        {t.heading}
      </h3>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <Field label={t.message} value={gift.message ?? t.noMessage} />
        <Field label={t.wrap} value={gift.wrap ? (gift.wrapPrice === 0 ? t.free : intl.money(gift.wrapPrice)) : t.noWrap} />
        {gift.recipient && <Field label={t.recipient} value={`${gift.recipient.name}, ${gift.recipient.phone}`} strong />}
        <Field
          label={t.payer}
          value={recipientPays(gift) ? t.payerRecipient : format(t.payerShopper, { name: order.customer.name })}
        />
        <Field label={t.hidePrices} value={gift.hidePrices ? t.pricesHidden : t.pricesShown} />
      </dl>
    </section>
  );
}

function Field({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <>
      <dt className="text-ink/60">{label}</dt>
      {/* dir="auto": customer text is isolated, so a right-to-left name or a stray mark cannot reorder what is around it. */}
      <dd dir="auto" className={`min-w-0 [overflow-wrap:anywhere] whitespace-pre-line ${strong ? "font-semibold" : ""}`}>
        {value}
      </dd>
    </>
  );
}
