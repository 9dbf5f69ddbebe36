// Invoices and packing slips: one page per order, in the order's language (Arabic right
// to left), with the shop's contacts, the order's number and date, who and where to deliver to
// (the blue plate's numbers too) and when, the items, the totals with the delivery fee,
// the payment method and the amount to collect in cash or by card. Printed on A4 or
// on an 80 mm receipt printer: the print stylesheet follows ?paper=. It imports nothing of the
// storefront's message modules: the pages' shared scripts stay as they are (a 150 KB budget).
import { contentLabel, sizeLabel } from "../../shared/variants";
import { messages } from "../../i18n";
import { documentTexts } from "../../content/documents";
import type { RootData } from "../../hooks/use-root-data";

type StoreConfig = RootData["store"];
import { formatOrderDate } from "../../shared/last-order";
import { intlLocale } from "../../shared/locale";
import { formatPrice } from "../../shared/money";
import { CARD, orderReference, type Order, type OrderItem } from "../../shared/order";
import { settlement } from "../../shared/order-payment";
import { plateText } from "../../shared/address-plate";
import { formatDeliveryDay } from "../../i18n/delivery";

/** An order as the documents print it: its city and payment method named in its language. */
export type DocumentOrder = Order & { paymentMethodName: string };

export type DocumentKind = "invoice" | "packing-slip";
export type Paper = "a4" | "receipt";

export const paperOf = (url: string): Paper => (new URL(url).searchParams.get("paper") === "receipt" ? "receipt" : "a4");

// One stylesheet per paper: @page cannot be chosen by a class.
const PRINT_CSS: Record<Paper, string> = {
  a4: `@page { size: A4; margin: 14mm; } @media print { .order-document { break-after: page; } .order-document:last-child { break-after: auto; } }`,
  receipt: `@page { size: 80mm auto; margin: 3mm; } @media print { body { width: 74mm; } .order-document { break-after: page; font-size: 11px; } }`,
};

export function OrderDocuments({
  orders,
  kind,
  store,
  paper,
}: {
  orders: DocumentOrder[];
  kind: DocumentKind;
  store: StoreConfig;
  paper: Paper;
}) {
  const receipt = paper === "receipt";
  return (
    <div className={`min-h-dvh bg-white text-ink print:bg-white ${receipt ? "text-[13px]" : ""}`}>
      <style>{PRINT_CSS[paper]}</style>
      <nav
        aria-label="Print"
        className="sticky top-0 z-10 flex flex-wrap items-center gap-3 border-b border-ink/10 bg-ivory px-5 py-3 print:hidden"
      >
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded-md bg-ink px-4 py-2 text-sm font-medium text-ivory hover:bg-ink/85"
        >
          {documentTexts.en.print}
        </button>
        <a
          href="?paper=a4"
          aria-current={receipt ? undefined : "page"}
          className="text-sm underline-offset-4 aria-[current=page]:font-semibold aria-[current=page]:underline"
        >
          {documentTexts.en.a4}
        </a>
        <a
          href="?paper=receipt"
          aria-current={receipt ? "page" : undefined}
          className="text-sm underline-offset-4 aria-[current=page]:font-semibold aria-[current=page]:underline"
        >
          {documentTexts.en.receipt}
        </a>
      </nav>
      {orders.map((order) => (
        <OrderDocument key={order.id} order={order} kind={kind} store={store} receipt={receipt} />
      ))}
    </div>
  );
}

function OrderDocument({
  order,
  kind,
  store,
  receipt,
}: {
  order: DocumentOrder;
  kind: DocumentKind;
  store: StoreConfig;
  receipt: boolean;
}) {
  const language = order.language;
  const t = documentTexts[language];
  const price = (dirhams: number) => formatPrice(dirhams, language);
  const plate = plateText(order.customer, t.plate);
  const invoice = kind === "invoice";
  const itemName = (item: OrderItem) => (item.type === "custom-trio" ? t.customTrio : item.name);
  const cell = receipt ? "py-1.5" : "py-2.5";
  const { date, slot } = order.delivery ?? { date: null, slot: null };
  // Once delivered the box says what was paid, not what to collect (app/shared/order-payment.ts).
  const settled = settlement({ ...order, collected: order.dispatch?.collected ?? null });
  // A gift to someone else goes to them; its slip may show no prices at all (decision 036).
  const gift = order.gift ?? null;
  const receiver = gift?.recipient ?? order.customer;
  const noPrices = !invoice && gift?.hidePrices === true;

  return (
    <article
      lang={language}
      dir={language === "ar" ? "rtl" : "ltr"}
      aria-label={`${invoice ? t.invoice : t.packingSlip} ${orderReference(order.orderNumber)}`}
      className={`order-document mx-auto ${receipt ? "max-w-[80mm] px-3 py-4" : "max-w-[190mm] px-8 py-10"} print:mx-0 print:max-w-none print:p-0`}
    >
      <header className={`flex ${receipt ? "flex-col gap-2" : "items-start justify-between gap-6"} border-b-2 border-ink pb-4`}>
        <div>
          <p className={`font-display font-semibold tracking-[0.12em] uppercase ${receipt ? "text-lg" : "text-3xl"}`}>
            {store.brand}
          </p>
          <p className="mt-1 text-sm text-ink/75">
            <bdi dir="ltr">{store.phone}</bdi> · <bdi dir="ltr">{store.email}</bdi>
          </p>
          <p className="text-sm text-ink/75">
            WhatsApp <bdi dir="ltr">+{store.whatsapp}</bdi>
          </p>
        </div>
        <div className={receipt ? "" : "text-end"}>
          <h1 className={`font-display font-semibold ${receipt ? "text-xl" : "text-4xl"}`}>
            {invoice ? t.invoice : t.packingSlip}
          </h1>
          <p className="mt-1 font-semibold tabular-nums">
            {t.order} <bdi dir="ltr">{orderReference(order.orderNumber)}</bdi>
          </p>
          <p className="text-sm text-ink/75">
            {t.date}: {formatOrderDate(order.createdAt, intlLocale(language))}
          </p>
        </div>
      </header>

      <section className="mt-5">
        <h2 className="text-xs font-semibold tracking-[0.14em] text-ink/70 uppercase">{t.deliverTo}</h2>
        <p className={`mt-1 font-semibold ${receipt ? "" : "text-lg"}`}>
          <bdi>{receiver.name}</bdi>
        </p>
        <p>
          {t.phone}: <bdi dir="ltr">{receiver.phone}</bdi>
        </p>
        {gift?.recipient && (
          <p className="text-sm" data-testid="gift-ordered-by">
            {t.giftFrom}: <bdi>{order.customer.name}</bdi> · <bdi dir="ltr">{order.customer.phone}</bdi>
          </p>
        )}
        <p className="whitespace-pre-line">
          <bdi>{order.customer.address}</bdi>
        </p>
        {plate && <p className="font-semibold">{plate}</p>}
        {/* Named in the order's language by the page's loader (documents.server.ts). */}
        <p>{order.customer.city}</p>
        {order.customer.notes && (
          <p className="mt-2 text-sm">
            {t.notes}: <bdi>{order.customer.notes}</bdi>
          </p>
        )}
        {date && (
          <p className="mt-2 font-semibold" data-testid="expected-delivery">
            {t.expected}: {formatDeliveryDay(date, language)}
            {slot && (
              <>
                {" · "}
                <bdi dir="ltr">{slot.replace("-", "–")}</bdi>
              </>
            )}
          </p>
        )}
      </section>

      <table className="mt-6 w-full border-collapse text-start">
        <thead>
          <tr className="border-b border-ink text-xs tracking-[0.1em] uppercase">
            <th scope="col" className={`${cell} text-start`}>
              {t.item}
            </th>
            <th scope="col" className={`${cell} px-2 text-center`}>
              {t.quantity}
            </th>
            {invoice && !receipt && (
              <th scope="col" className={`${cell} text-end`}>
                {t.unitPrice}
              </th>
            )}
            {invoice && (
              <th scope="col" className={`${cell} text-end`}>
                {t.amount}
              </th>
            )}
            {!invoice && (
              <th scope="col" className={`${cell} w-10 text-center`}>
                <span className="sr-only">{t.packed}</span>✓
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, i) => (
            <tr key={i} className="border-b border-ink/20 align-top">
              <td className={cell}>
                <p className="font-medium">
                  {itemName(item)}
                  {item.variant && (
                    <span className="font-normal">
                      {" "}
                      · {sizeLabel(item.variant, language, messages[language].common.variantKinds)}
                    </span>
                  )}
                </p>
                {item.variant?.sku && <p className="text-xs text-ink/70">SKU {item.variant.sku}</p>}
                {item.products.length > 0 && (
                  <p className="text-xs text-ink/70">
                    {t.includes.replace(
                      "{names}",
                      item.products
                        .map((p) => contentLabel(p, language, messages[language].common.variantKinds))
                        .join(language === "ar" ? "، " : ", "),
                    )}
                  </p>
                )}
              </td>
              <td className={`${cell} px-2 text-center tabular-nums`}>{item.quantity}</td>
              {invoice && !receipt && (
                <td className={`${cell} text-end whitespace-nowrap tabular-nums`}>{price(item.unitPrice)}</td>
              )}
              {invoice && <td className={`${cell} text-end whitespace-nowrap tabular-nums`}>{price(item.lineTotal)}</td>}
              {!invoice && (
                <td className={`${cell} text-center`}>
                  <span aria-hidden="true" className="inline-block size-4 border border-ink" />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>

      {invoice && (
        <dl className="ms-auto mt-4 grid max-w-72 grid-cols-[1fr_auto] gap-x-6 gap-y-1 tabular-nums">
          <dt>{t.subtotal}</dt>
          <dd className="text-end whitespace-nowrap">{price(order.subtotal)}</dd>
          <dt>{t.shipping}</dt>
          <dd className="text-end whitespace-nowrap">{order.shippingCost === 0 ? t.free : price(order.shippingCost)}</dd>
          {(order.storeCredit ?? 0) > 0 && (
            <>
              <dt>{t.storeCredit}</dt>
              <dd className="text-end whitespace-nowrap" data-testid="invoice-store-credit">
                −{price(order.storeCredit!)}
              </dd>
            </>
          )}
          <dt className="font-semibold">{t.total}</dt>
          <dd className="text-end font-semibold whitespace-nowrap">{price(order.total)}</dd>
          <dt className="mt-2 text-sm text-ink/75">{t.payment}</dt>
          <dd className="mt-2 text-end text-sm text-ink/75">{order.paymentMethodName}</dd>
        </dl>
      )}

      {invoice && gift?.wrap && (
        <p
          className="ms-auto mt-1 grid max-w-72 grid-cols-[1fr_auto] gap-x-6 text-sm text-ink/75"
          data-testid="invoice-gift-wrap"
        >
          <span>{t.giftWrap}</span>
          <span className="text-end tabular-nums">{gift.wrapPrice === 0 ? t.free : price(gift.wrapPrice)}</span>
        </p>
      )}

      {!invoice && gift && (gift.message || gift.wrap) && (
        <section
          aria-label={t.giftCard}
          data-testid="gift-card"
          className="mt-6 break-inside-avoid rounded-lg border-2 border-dashed border-ink px-5 py-4 text-center"
        >
          <h2 className="font-display text-xl font-semibold">{t.giftCard}</h2>
          {gift.message && (
            <p className="mt-2 text-lg leading-relaxed whitespace-pre-line" data-testid="gift-message">
              <bdi>{gift.message}</bdi>
            </p>
          )}
          {gift.wrap && <p className="mt-2 text-xs tracking-[0.14em] text-ink/70 uppercase">{t.giftWrap} ✓</p>}
        </section>
      )}

      {!noPrices && (
        <p
          className={`mt-6 flex items-center justify-between gap-4 border-2 border-ink px-4 py-3 font-semibold ${receipt ? "flex-col items-start" : "text-lg"}`}
        >
          <span>{settled.kind === "paid" ? t.paid[settled.method] : order.paymentMethod === CARD ? t.card : t.cod}</span>
          <span className="tabular-nums" data-testid="amount-to-collect">
            {price(settled.amount)}
          </span>
        </p>
      )}
      {!noPrices && settled.kind === "paid" && settled.difference !== 0 && (
        <p className="mt-2 flex justify-between gap-4 text-sm">
          <span>{t.difference}</span>
          <bdi
            dir="ltr"
            className="tabular-nums"
          >{`${settled.difference < 0 ? "−" : "+"}${price(Math.abs(settled.difference))}`}</bdi>
        </p>
      )}

      <p className="mt-6 text-center text-sm text-ink/70">{t.thanks.replace("{brand}", store.brand)}</p>
    </article>
  );
}
