// The cart's Order Summary: subtotal, shipping, total and the way on to checkout. The cart does not
// know the city yet: shipping reads FREE (docs/product.md#1-what-the-shop-is) only while
// the shop delivers free everywhere, else "Calculated at checkout", and the total is before delivery.
import { LocalLink } from "../local-link";
import { useLocale, usePrice } from "../../hooks/use-locale";
import { exceedsCodMax } from "../../shared/prices";
import { deliveryPromise } from "../../shared/delivery-promise";
import { useCatalogue, useStore } from "../../hooks/use-root-data";
import { cartEn } from "../../i18n/cart.en";
import { useTexts } from "../../i18n/parts";
import { useDeliveryClaims } from "../../hooks/use-delivery-claims";
import { format } from "../../i18n";
import { WhatsAppNotice } from "../whatsapp-notice";
import { TruckIcon } from "../layout-icons";
import { promotionCodeTexts } from "../../content/promotion-code";
import { PromotionCodeField } from "../checkout/promotion-code-field";
import type { PromotionQuoteState } from "../checkout/use-promotion-quote";

/** `soldOut`: a line cannot be supplied; the way to checkout waits until it is removed. */
export function OrderSummary({
  subtotal,
  soldOut = false,
  promotion,
}: {
  subtotal: number;
  soldOut?: boolean;
  /** The quote without an area (decision 035): the code applied here goes on to the checkout. */
  promotion?: PromotionQuoteState;
}) {
  const price = usePrice();
  const locale = useLocale();
  const discount = promotion?.quote?.discount ?? 0;
  const code = promotion?.quote?.code ?? null;
  // A line a promotion adds for free (a sample with a full bottle), as the checkout lists it.
  const freeLines = promotion?.quote?.lines.filter((line) => line.freeBy) ?? [];
  const p = promotionCodeTexts[locale];
  const cart = useTexts(cartEn).cart;
  const t = cart.summary;
  const { codMaxOrder } = useStore();
  const freeEverywhere = deliveryPromise(useCatalogue().delivery).kind === "free";
  const deliveryLine = useDeliveryClaims().productLine;
  // The checkout would refuse it: say so here, before the shopper fills in the form (a fee only adds to it).
  const overCodMax = exceedsCodMax(subtotal, codMaxOrder);
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
          {freeEverywhere ? (
            <dd className="font-semibold tracking-[0.14em] text-gold-dark uppercase" data-testid="summary-shipping">
              {t.free}
            </dd>
          ) : (
            <dd className="text-end text-ink/70" data-testid="summary-shipping">
              {t.calculatedAtCheckout}
            </dd>
          )}
        </div>
        {discount > 0 && (
          <div className={`${row} text-gold-dark`}>
            <dt>{code ? format(p.discountWithCode, { code }) : p.discount}</dt>
            <dd className="tabular-nums" data-testid="summary-discount">
              −{price(discount)}
            </dd>
          </div>
        )}
        <div className={`${row} border-t border-ink/10 pt-4`}>
          <dt className="font-medium">{freeEverywhere ? t.total : t.totalBeforeDelivery}</dt>
          <dd className="font-display text-2xl font-semibold tabular-nums" data-testid="summary-total">
            {price(subtotal - discount)}
          </dd>
        </div>
      </dl>
      {freeLines.length > 0 && (
        <ul className="mt-4 space-y-1 text-sm" data-testid="promotion-free-lines">
          {freeLines.map((line) => (
            <li key={`${line.productId ?? ""}-${line.variantId ?? ""}`} className="flex justify-between gap-4">
              <span className="text-ink/75">
                {line.name} × {line.quantity}
              </span>
              <span className="font-semibold tracking-[0.14em] text-gold-dark uppercase">{p.free}</span>
            </li>
          ))}
        </ul>
      )}
      {promotion && <PromotionCodeField promotion={promotion} tone="light" />}
      {soldOut ? (
        <div className="mt-8 grid gap-4">
          <p role="status" className="text-sm font-medium text-red-800" data-testid="cart-sold-out">
            {cart.soldOutBlocked}
          </p>
          <button
            type="button"
            disabled
            className="flex min-h-12 w-full cursor-not-allowed items-center justify-center rounded-full bg-ink/40 px-8 text-xs font-semibold tracking-[0.2em] text-ivory uppercase"
          >
            {t.checkout}
          </button>
        </div>
      ) : overCodMax ? (
        <div className="mt-8 grid gap-4">
          <WhatsAppNotice text={format(cart.codMax, { max: price(codMaxOrder) })} testId="cod-max-notice" />
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
        <span>{deliveryLine}</span>
      </p>
    </section>
  );
}
