// Under the city: what delivery there costs and when it should arrive, before the
// shopper places the order; or that the shop does not deliver there yet.
import { useMessages } from "../../hooks/use-root-data";
import { useLocale, usePrice } from "../../hooks/use-locale";
import { format } from "../../i18n";
import { formatDeliveryDay, formatSlotWindow } from "../../i18n/delivery";
import { checkoutEn } from "../../i18n/checkout.en";
import { deliveryEn } from "../../i18n/delivery.en";
import { useTexts } from "../../i18n/parts";
import { TruckIcon } from "../layout-icons";
import type { CheckoutDelivery, OfferedSlot } from "./use-checkout-delivery";

interface DeliveryEstimateProps {
  delivery: CheckoutDelivery;
  subtotal: number;
  /** The delivery time the shopper chose, when the shop offers slots: the order arrives then. */
  slot?: OfferedSlot;
  id: string;
}

export function DeliveryEstimate({ delivery, subtotal, slot, id }: DeliveryEstimateProps) {
  const messages = useMessages();
  const price = usePrice();
  const locale = useLocale();
  const t = useTexts(deliveryEn).estimate;
  const { shipping } = useTexts(checkoutEn).checkout;
  const areaName = shipping.cityNames[delivery.area];

  if (!delivery.served || delivery.fee === null) {
    return (
      <p id={id} role="status" className="mt-3 rounded-xl border border-red-200 bg-red-50 px-5 py-4 text-sm text-red-900">
        {shipping.errors.areaNotServed}
      </p>
    );
  }
  const { fee, freeOver, date } = delivery;
  const short = freeOver !== null && fee > 0 ? freeOver - subtotal : 0;
  return (
    <div
      id={id}
      role="status"
      data-testid="delivery-estimate"
      className="mt-3 flex items-start gap-4 rounded-xl border border-gold/40 bg-sand/40 px-5 py-4"
    >
      <span aria-hidden="true" className="mt-0.5 grid size-9 shrink-0 place-items-center rounded-full bg-ink text-gold-light">
        <TruckIcon className="size-[1.15rem] rtl:-scale-x-100" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
          <span className="font-medium">{format(t.to, { area: areaName })}</span>
          <span
            className={fee === 0 ? "text-xs font-semibold tracking-[0.15em] uppercase" : "font-semibold tabular-nums"}
            data-testid="delivery-fee"
          >
            {fee === 0 ? t.free : price(fee)}
          </span>
        </p>
        {/* The day needs the browser's clock: an empty line keeps the panel's height meanwhile. */}
        <p className="mt-1 min-h-5 text-sm text-ink/75" data-testid="delivery-date">
          {slot
            ? format(t.expectedSlot, {
                date: formatDeliveryDay(slot.day, locale),
                window: formatSlotWindow(`${slot.from}-${slot.to}`, messages),
              })
            : date && format(t.expected, { date: formatDeliveryDay(date, locale) })}
        </p>
        {short > 0 && <p className="mt-2 text-xs leading-relaxed text-ink/80">{format(t.addMore, { amount: price(short) })}</p>}
      </div>
    </div>
  );
}
