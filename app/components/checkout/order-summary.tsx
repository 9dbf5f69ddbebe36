// The order summary beside the checkout form: each line, then subtotal, delivery and total.
// Amounts are the catalogue's (the cart is rebuilt from it) and the delivery fee is the chosen
// city's under the shop's settings; the server prices the order again.
import { useMessages } from "../../hooks/use-root-data";
import { checkoutEn } from "../../i18n/checkout.en";
import { useTexts } from "../../i18n/parts";
import { format } from "../../i18n";
import { lineKey, type CartItem } from "../../shared/cart";
import { useLineName, useLocale, usePrice, useSizeLabel } from "../../hooks/use-locale";
import { plural } from "../../shared/plural";
import { giftTexts } from "../../content/gift";
import { promotionCodeTexts } from "../../content/promotion-code";
import { PromotionCodeField } from "./promotion-code-field";
import type { PromotionQuoteState } from "./use-promotion-quote";
import type { StoreCreditState } from "./use-store-credit";
import { storeCreditTexts } from "../../content/store-credit";
import { checkoutTotal } from "./checkout-total";

interface OrderSummaryProps {
  items: CartItem[];
  count: number;
  /** The items' sum (dirhams). */
  subtotal: number;
  /** The delivery fee for the chosen city; null where the shop does not deliver. */
  fee: number | null;
  /** The gift wrap's price when the gift is wrapped (0 = free); null = no wrap. */
  wrap?: number | null;
  /** The promotion quote and code field (decision 035): its figures replace the catalogue's. */
  promotion?: PromotionQuoteState;
  /** An order is on its way: the code stays as sent. */
  busy?: boolean;
  /** The signed-in shopper's store credit (decision 051): offered when there is a balance. */
  storeCredit?: StoreCreditState;
}

function includedNames(item: CartItem): string[] {
  return (item.selectedProducts ?? item.products ?? []).map((p) => p.name);
}

export function OrderSummary({
  items,
  count,
  subtotal,
  fee,
  wrap = null,
  promotion,
  busy = false,
  storeCredit,
}: OrderSummaryProps) {
  const price = usePrice();
  const locale = useLocale();
  const lineName = useLineName();
  const sizeOf = useSizeLabel();
  const messages = useMessages();
  const t = useTexts(checkoutEn).checkout.summary;
  const p = promotionCodeTexts[locale];
  // The server's quote, when it has answered: the same pricing the order will get.
  const quote = promotion?.quote ?? null;
  // The same total the server stores (app/shared/order-total.ts).
  const totals = checkoutTotal({ subtotal, fee, quote, wrap, storeCredit });
  const shownSubtotal = totals.subtotal;
  const shownFee = quote && fee !== null ? quote.delivery : fee;
  const { discount, storeCredit: credit, total } = totals;
  const balance = storeCredit?.balance ?? 0;
  const c = storeCreditTexts[locale];
  const freeLines = quote?.lines.filter((line) => line.freeBy) ?? [];
  return (
    <section aria-labelledby="order-summary-heading" className="rounded-2xl bg-ink p-6 text-ivory shadow-xl md:p-8">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="order-summary-heading" className="font-display text-3xl font-medium">
          {t.heading}
        </h2>
        <p className="text-xs tracking-[0.2em] text-ivory/70 uppercase">
          {format(plural(locale, count, t.itemCount), { count })}
        </p>
      </div>
      <span aria-hidden="true" className="mt-4 block h-px w-12 bg-gold" />

      <ul className="mt-6 divide-y divide-ivory/10">
        {items.map((item) => {
          const names = includedNames(item);
          return (
            <li key={lineKey(item)} className="flex gap-4 py-4 first:pt-0">
              <div className="relative shrink-0">
                <img
                  src={item.image}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-16 rounded-lg bg-sand object-cover"
                />
                <span
                  aria-hidden="true"
                  className="absolute -end-2 -top-2 grid min-w-6 place-items-center rounded-full bg-gold px-1.5 text-xs leading-6 font-semibold text-ink"
                >
                  {item.quantity}
                </span>
              </div>
              <div className="min-w-0 flex-1">
                <p className="font-display text-lg leading-snug">{lineName(item)}</p>
                {item.sizeMl && item.kind && (
                  <p className="text-xs tracking-wide text-ivory/70">{sizeOf({ sizeMl: item.sizeMl, kind: item.kind })}</p>
                )}
                <p className="mt-0.5 text-xs text-ivory/70">
                  {format(messages.common.quantityShort, { n: item.quantity })} · {price(item.price)}
                </p>
                {names.length > 0 && (
                  <p className="mt-1 text-xs leading-relaxed text-ivory/70">
                    {format(t.includes, { names: names.join(messages.common.listSeparator) })}
                  </p>
                )}
              </div>
              <p className="shrink-0 text-sm font-medium tabular-nums">{price(item.price * item.quantity)}</p>
            </li>
          );
        })}
      </ul>
      {freeLines.length > 0 && (
        <ul className="space-y-1 pb-2 text-sm" data-testid="promotion-free-lines">
          {freeLines.map((line) => (
            <li key={`${line.productId ?? ""}-${line.variantId ?? ""}`} className="flex justify-between gap-4">
              <span>
                {line.name} × {line.quantity}
              </span>
              <span className="font-semibold tracking-[0.15em] text-gold-light uppercase">{p.free}</span>
            </li>
          ))}
        </ul>
      )}
      {promotion && <PromotionCodeField promotion={promotion} disabled={busy} />}

      <dl className="mt-2 space-y-3 border-t border-ivory/15 pt-6 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ivory/75">{t.subtotal}</dt>
          <dd className="tabular-nums" data-testid="checkout-subtotal">
            {price(shownSubtotal)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ivory/75">{t.shipping}</dt>
          {shownFee === 0 ? (
            <dd className="font-semibold tracking-[0.15em] text-gold-light uppercase" data-testid="checkout-delivery-fee">
              {t.free}
            </dd>
          ) : (
            <dd className="tabular-nums" data-testid="checkout-delivery-fee">
              {shownFee === null ? "—" : price(shownFee)}
            </dd>
          )}
        </div>
        {discount > 0 && (
          <div className="flex justify-between gap-4 text-gold-light">
            <dt>{quote?.code ? format(p.discountWithCode, { code: quote.code }) : p.discount}</dt>
            <dd className="tabular-nums" data-testid="checkout-discount">
              −{price(discount)}
            </dd>
          </div>
        )}
        {wrap !== null && (
          <div className="flex justify-between gap-4">
            <dt className="text-ivory/75">{giftTexts[locale].wrapLine}</dt>
            <dd className="tabular-nums" data-testid="checkout-gift-wrap">
              {wrap === 0 ? t.free : price(wrap)}
            </dd>
          </div>
        )}
        {balance > 0 && storeCredit && (
          <div className="rounded-lg bg-ivory/5 p-3" data-testid="checkout-credit-offer">
            <dt className="text-sm text-ivory/80">{format(c.available, { amount: price(balance) })}</dt>
            <dd className="mt-2">
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={storeCredit.use}
                  disabled={busy}
                  onChange={(e) => storeCredit.setUse(e.target.checked)}
                  className="size-4 accent-gold"
                />
                {c.use}
              </label>
            </dd>
          </div>
        )}
        {credit > 0 && (
          <div className="flex justify-between gap-4 text-gold-light">
            <dt>{c.line}</dt>
            <dd className="tabular-nums" data-testid="checkout-store-credit">
              −{price(credit)}
            </dd>
          </div>
        )}
        <div className="flex items-baseline justify-between gap-4 border-t border-ivory/15 pt-4">
          <dt className="font-display text-xl">{credit > 0 ? c.leftToPay : t.total}</dt>
          <dd className="font-display text-3xl tabular-nums" data-testid="checkout-total">
            {price(total)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
