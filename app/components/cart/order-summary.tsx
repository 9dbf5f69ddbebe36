// The cart's Order Summary: subtotal, shipping (always FREE, docs/product.md#1-what-the-shop-is), total and the way
// on to checkout.
import { LocalLink } from "../local-link";
import { usePrice } from "../../hooks/use-locale";
import { exceedsCodMax, SHIPPING_COST } from "../../shared/prices";
import { useMessages, useStore } from "../../hooks/use-root-data";
import { format } from "../../i18n";
import { WhatsAppNotice } from "../whatsapp-notice";
import { TruckIcon } from "../layout-icons";

export function OrderSummary({ subtotal }: { subtotal: number }) {
  const price = usePrice();
  const messages = useMessages();
  const t = messages.cart.summary;
  const { codMaxOrder } = useStore();
  // The checkout would refuse it: say so here, before the shopper fills in the form.
  const overCodMax = exceedsCodMax(subtotal + SHIPPING_COST, codMaxOrder);
  const row = "flex items-baseline justify-between gap-4";
  return (
    <section aria-labelledby="order-summary-heading" className="rounded-sm border border-gold/30 bg-white/60 p-6 sm:p-8">
      <h2 id="order-summary-heading" className="font-display text-2xl font-medium">
        {t.heading}
      </h2>
      <dl className="mt-6 grid gap-4 text-sm">
        <div className={row}>
          <dt className="text-ink/70">{t.subtotal}</dt>
          <dd className="tabular-nums" data-testid="summary-subtotal">
            {price(subtotal)}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-ink/70">{t.shipping}</dt>
          <dd className="font-semibold tracking-[0.14em] text-gold-dark uppercase">
            {SHIPPING_COST === 0 ? t.free : price(SHIPPING_COST)}
          </dd>
        </div>
        <div className={`${row} border-t border-ink/10 pt-4`}>
          <dt className="font-medium">{t.total}</dt>
          <dd className="font-display text-2xl font-semibold tabular-nums" data-testid="summary-total">
            {price(subtotal + SHIPPING_COST)}
          </dd>
        </div>
      </dl>
      {overCodMax ? (
        <div className="mt-8 grid gap-4">
          <WhatsAppNotice text={format(messages.cart.codMax, { max: price(codMaxOrder) })} testId="cod-max-notice" />
          <button
            type="button"
            disabled
            className="flex min-h-12 w-full cursor-not-allowed items-center justify-center rounded-full bg-ink/40 px-8 text-xs font-semibold tracking-[0.2em] text-ivory uppercase"
          >
            {t.checkout}
          </button>
        </div>
      ) : (
        <LocalLink
          to="/checkout"
          className="mt-8 flex min-h-12 w-full items-center justify-center rounded-full bg-ink px-8 text-xs font-semibold tracking-[0.2em] text-ivory uppercase transition-colors hover:bg-gold-dark"
        >
          {t.checkout}
        </LocalLink>
      )}
      <p className="mt-6 flex gap-3 text-xs leading-relaxed text-ink/65">
        <TruckIcon className="size-5 shrink-0 text-gold-dark" />
        <span>{messages.product.delivery}</span>
      </p>
    </section>
  );
}
