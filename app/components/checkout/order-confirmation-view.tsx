// The confirmation (docs/product.md#2-pages) of the last order placed in this browser: thanks, date,
// total with the payment method, where it goes, the delivery fee and expected day, what
// is in it, and what happens next.
import { useState } from "react";
import { LocalLink } from "../local-link";
import { useCatalogue, useMessages } from "../../hooks/use-root-data";
import { format } from "../../i18n";
import { formatOrderDate } from "../../shared/last-order";
import { useLocale, usePrice, useSizeLabel } from "../../hooks/use-locale";
import { intlLocale } from "../../shared/locale";
import type { LastOrderItem, LastOrder } from "../../shared/last-order";
import { CARD, PAY_ONLINE, orderReference } from "../../shared/order";
import type { OrderPaymentView } from "../../shared/order-payment-request";
import { onlinePaymentTexts } from "../../content/online-payment";
import { OnlinePaymentPanel } from "./online-payment-panel";
import { formatDeliveryDay, formatSlotWindow } from "../../i18n/delivery";
import { checkoutEn } from "../../i18n/checkout.en";
import { deliveryEn } from "../../i18n/delivery.en";
import { useTexts } from "../../i18n/parts";
import { giftTexts } from "../../content/gift";
import { promotionCodeTexts } from "../../content/promotion-code";
import { storeCreditTexts } from "../../content/store-credit";
import { ghostDarkButton, goldButton } from "../home/button-styles";

/** The order's number, as staff see it; a record saved before numbers shows its id's start. */
const referenceOf = (order: LastOrder) =>
  order.orderNumber ? orderReference(order.orderNumber) : `#${order.orderId.slice(0, 8).toUpperCase()}`;

export function OrderConfirmationView({ order }: { order: LastOrder }) {
  // A "Pay Online" order (decision 040): how its payment stands, from the API (the record in this
  // browser was saved before the payment).
  const [payment, setPayment] = useState<OrderPaymentView | null>(null);
  const price = usePrice();
  const texts = useTexts(checkoutEn);
  const t = texts.confirmation;
  const messages = useMessages();
  const common = messages.common;
  const cityNames: Record<string, string> = texts.checkout.shipping.cityNames;
  const cityLabel = (city: string) => cityNames[city] ?? city;
  const locale = useLocale();
  const sizeOf = useSizeLabel();
  const d = useTexts(deliveryEn);
  const g = giftTexts[locale];
  const catalogue = useCatalogue();
  const online = onlinePaymentTexts[locale];
  const method = payment?.paymentMethod ?? order.paymentMethod;
  const paymentNote =
    method === PAY_ONLINE
      ? payment && payment.status !== "Awaiting payment" && payment.status !== "Payment failed"
        ? online.paidNote
        : online.dueNote
      : method === CARD
        ? d.order.cardPaymentNote
        : t.paymentNote;
  // The order stores names as the shop sells them (English); bundles and the trio are named here.
  const itemName = (item: LastOrderItem) => {
    if (locale === "en") return item.name;
    if (item.type === "custom-trio") return common.customTrioBadge;
    // The order keeps the English names; the catalogue has the owner's Arabic ones.
    const entries = item.type === "bundle" ? catalogue.bundles : catalogue.products;
    return entries.find((entry) => entry.id === item.ref)?.name ?? item.name;
  };
  return (
    <main className="mx-auto max-w-3xl px-5 pt-12 pb-24 md:pt-20">
      <header className="text-center">
        <span
          aria-hidden="true"
          className="mx-auto grid size-16 place-items-center rounded-full bg-ink text-gold-light shadow-lg"
        >
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="size-7">
            <path d="m6 12.5 4 4L18 8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <h1 className="mt-8 font-display text-4xl leading-tight font-medium text-balance md:text-6xl">
          {format(t.thankYou, { name: order.name })}
        </h1>
        <p className="mt-4 text-ink/75">{t.subheading}</p>
        <span aria-hidden="true" className="mx-auto mt-8 block h-px w-12 bg-gold" />
      </header>

      {order.paymentMethod === PAY_ONLINE && order.orderNumber && (
        <div className="mt-10">
          <OnlinePaymentPanel orderKey={{ orderNumber: order.orderNumber, orderId: order.orderId }} onView={setPayment} />
        </div>
      )}

      <section
        aria-labelledby="order-details-heading"
        className="mt-12 rounded-2xl border border-ink/10 bg-white p-6 shadow-sm md:p-10"
      >
        <h2 id="order-details-heading" className="sr-only">
          {t.orderId}
        </h2>
        <dl className="grid gap-x-8 gap-y-6 sm:grid-cols-2">
          <div>
            <dt className="text-xs font-semibold tracking-[0.16em] text-ink/70 uppercase">{t.orderId}</dt>
            <dd className="mt-1.5 text-base font-medium tracking-[0.14em] tabular-nums" data-testid="order-reference">
              {referenceOf(order)}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-[0.16em] text-ink/70 uppercase">{t.orderDate}</dt>
            <dd className="mt-1.5 text-base" data-testid="order-date">
              <time dateTime={order.orderDate}>
                {locale === "en" ? formatOrderDate(order.orderDate) : formatOrderDate(order.orderDate, intlLocale(locale))}
              </time>
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-[0.16em] text-ink/70 uppercase">{t.total}</dt>
            <dd className="mt-1.5" data-testid="order-total">
              <span className="font-display text-2xl font-semibold tabular-nums">{price(order.total)}</span>{" "}
              <span className="text-sm text-ink/75">{paymentNote}</span>
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-[0.16em] text-ink/70 uppercase">{t.shippingAddress}</dt>
            <dd className="mt-1.5 text-base leading-relaxed" data-testid="order-address">
              {[order.address, cityLabel(order.city), t.country].join(common.listSeparator)}
            </dd>
          </div>
          {/* Records saved before delivery fees existed have neither. */}
          {order.shippingCost !== undefined && (
            <div>
              <dt className="text-xs font-semibold tracking-[0.16em] text-ink/70 uppercase">{d.order.delivery}</dt>
              <dd className="mt-1.5 text-base tabular-nums" data-testid="order-delivery-fee">
                {order.shippingCost === 0 ? d.estimate.free : price(order.shippingCost)}
              </dd>
            </div>
          )}
          {order.discount !== undefined && order.discount > 0 && (
            <div>
              <dt className="text-xs font-semibold tracking-[0.16em] text-ink/70 uppercase">
                {order.promotionCodes?.length
                  ? format(promotionCodeTexts[locale].discountWithCode, { code: order.promotionCodes.join(", ") })
                  : promotionCodeTexts[locale].discount}
              </dt>
              <dd className="mt-1.5 text-base tabular-nums" data-testid="order-discount">
                −{price(order.discount)}
              </dd>
            </div>
          )}
          {order.storeCredit !== undefined && order.storeCredit > 0 && (
            <div>
              <dt className="text-xs font-semibold tracking-[0.16em] text-ink/70 uppercase">{storeCreditTexts[locale].line}</dt>
              <dd className="mt-1.5 text-base tabular-nums" data-testid="order-store-credit">
                −{price(order.storeCredit)}
              </dd>
            </div>
          )}
          {order.gift && (
            <div>
              <dt className="text-xs font-semibold tracking-[0.16em] text-ink/70 uppercase">{g.giftLine}</dt>
              <dd className="mt-1.5 text-base tabular-nums" data-testid="order-gift-wrap">
                {order.giftWrap === null || order.giftWrap === undefined
                  ? "—"
                  : `${g.wrapLine}: ${order.giftWrap === 0 ? d.estimate.free : price(order.giftWrap)}`}
              </dd>
            </div>
          )}
          {order.deliveryDate && (
            <div>
              <dt className="text-xs font-semibold tracking-[0.16em] text-ink/70 uppercase">{d.order.expectedDelivery}</dt>
              <dd className="mt-1.5 text-base" data-testid="order-delivery-date">
                <time dateTime={order.deliveryDate}>
                  {order.deliverySlot
                    ? format(d.order.deliverySlot, {
                        date: formatDeliveryDay(order.deliveryDate, locale),
                        window: formatSlotWindow(order.deliverySlot, messages),
                      })
                    : formatDeliveryDay(order.deliveryDate, locale)}
                </time>
              </dd>
            </div>
          )}
        </dl>

        <div className="mt-8 border-t border-ink/10 pt-8">
          <h3 className="text-xs font-semibold tracking-[0.16em] text-ink/70 uppercase">{t.items}</h3>
          <ul className="mt-4 divide-y divide-ink/10" data-testid="order-items">
            {order.items.map((item, i) => (
              <li key={`${i}-${item.name}`} className="py-3 first:pt-0 last:pb-0">
                <p className="font-display text-xl">{format(t.itemLine, { name: itemName(item), quantity: item.quantity })}</p>
                {item.sizeMl && item.kind && (
                  <p className="mt-0.5 text-sm tracking-wide text-ink/70" data-testid="item-size">
                    {sizeOf({ sizeMl: item.sizeMl, kind: item.kind })}
                  </p>
                )}
                {item.includes.length > 0 && (
                  <p className="mt-0.5 text-sm text-ink/70">
                    {format(t.includes, { names: item.includes.join(common.listSeparator) })}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <p className="mx-auto mt-10 max-w-xl text-center leading-relaxed text-ink/80">
        {order.deliveryDate ? d.order.messageDated : t.message}
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        {order.orderNumber && (
          <LocalLink to={`/track?number=${order.orderNumber}`} className={ghostDarkButton}>
            {t.track}
          </LocalLink>
        )}
        <LocalLink to="/" className={goldButton}>
          {t.continueShopping}
        </LocalLink>
      </div>
    </main>
  );
}
