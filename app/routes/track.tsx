// /track and /ar/track: a shopper enters the order's number and the phone given at
// checkout and sees its status and progress, the items, the delivery fee, expected day and payment
// method, the total to pay on delivery and how to reach the shop. The confirmation page links here with ?number= filled in. The answer comes from
// POST /api/orders/lookup (app/shared/order-lookup.ts), which never returns a name or an address.
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/track";
import { PageHeader } from "../components/content-page";
import { WhatsAppIcon } from "../components/layout-icons";
import { telHref, whatsAppHref } from "../shared/phone-links";
import { trackTexts } from "../content/track";
import { useCatalogue, useMessages, useRootData, useStore, type RootData } from "../hooks/use-root-data";
import { format } from "../i18n";
import { formatOrderDate } from "../shared/last-order";
import { formatPrice } from "../shared/money";
import { intlLocale, localeOfPath, localizePath, stripLocale } from "../shared/locale";
import { orderLookupSchema, type OrderLookup } from "../shared/order-lookup";
import { orderReference, PAY_ONLINE, type OrderStatus } from "../shared/order";
import { onlinePayment, settlement } from "../shared/order-payment";
import { onlinePaymentTexts } from "../content/online-payment";
import { OnlinePaymentPanel } from "../components/checkout/online-payment-panel";
import { seoMeta } from "../shared/seo";
import { useSizeLabel } from "../hooks/use-locale";
import { formatDeliveryDay, formatSlotWindow } from "../i18n/delivery";
import { deliveryAr } from "../i18n/delivery.ar";
import { deliveryEn } from "../i18n/delivery.en";
import { arabicTexts, textsOnlyClientLoader, useTexts } from "../i18n/parts";
import { giftTexts } from "../content/gift";
import { reviewsAr } from "../i18n/reviews.ar";
import { reviewsEn } from "../i18n/reviews.en";
import { ReturnRequest } from "../components/returns/return-request";

// The delivery texts in Arabic (in English they are in the page's script): app/i18n/parts.ts.
export const loader = ({ request }: Route.LoaderArgs) => ({ texts: arabicTexts(request, deliveryAr, reviewsAr) });
export const clientLoader = textsOnlyClientLoader;

export function meta({ matches, location }: Route.MetaArgs) {
  const root = matches[0]?.data as RootData | undefined;
  const t = trackTexts[localeOfPath(location.pathname)];
  const brand = root?.store.brand ?? "";
  return [
    ...seoMeta(matches, {
      title: format(t.seoTitle, { brand }),
      description: format(t.seoDescription, { brand }),
      path: "/track",
    }),
    // One shopper's page: nothing for search engines to list.
    { name: "robots", content: "noindex" },
  ];
}

type Outcome = { kind: "found"; order: OrderLookup } | { kind: "error"; message: string } | null;

const fieldClass =
  "mt-2 block w-full rounded-md border border-ink/20 bg-white px-4 py-3 text-base text-ink focus:border-gold-dark focus:ring-1 focus:ring-gold-dark focus:outline-none aria-invalid:border-red-600";

export default function TrackPage() {
  const { locale } = useRootData();
  const t = trackTexts[locale];
  const id = useId();
  const [params] = useSearchParams();
  const [number, setNumber] = useState(params.get("number")?.replace(/\D/g, "") ?? "");
  const [phone, setPhone] = useState("");
  const [errors, setErrors] = useState<{ orderNumber?: string; phone?: string }>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = orderLookupSchema.safeParse({ orderNumber: number.replace(/^#/, ""), phone });
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((i) => i.path[0]));
      setErrors({
        orderNumber: fields.has("orderNumber") ? t.invalidNumber : undefined,
        phone: fields.has("phone") ? t.invalidPhone : undefined,
      });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const res = await fetch("/api/orders/lookup", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(parsed.data),
      });
      if (res.ok) setOutcome({ kind: "found", order: (await res.json()) as OrderLookup });
      else setOutcome({ kind: "error", message: res.status === 404 ? t.notFound : res.status === 429 ? t.tooMany : t.failed });
    } catch {
      setOutcome({ kind: "error", message: t.failed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <main>
      <PageHeader title={t.title} intro={t.intro} />
      <div className="mx-auto grid max-w-5xl gap-10 px-5 py-14 sm:px-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] md:py-20 lg:gap-16">
        <form
          onSubmit={submit}
          noValidate
          className="h-fit space-y-6"
          aria-describedby={outcome?.kind === "error" ? `${id}-outcome` : undefined}
        >
          <div>
            <label htmlFor={`${id}-number`} className="text-sm font-medium text-ink">
              {t.number}
            </label>
            <input
              id={`${id}-number`}
              inputMode="numeric"
              autoComplete="off"
              dir="ltr"
              value={number}
              onChange={(e) => setNumber(e.target.value)}
              aria-invalid={errors.orderNumber ? true : undefined}
              aria-describedby={`${id}-number-hint`}
              className={fieldClass}
            />
            <p id={`${id}-number-hint`} className={`mt-1.5 text-sm ${errors.orderNumber ? "text-red-700" : "text-ink/60"}`}>
              {errors.orderNumber ?? t.numberHint}
            </p>
          </div>
          <div>
            <label htmlFor={`${id}-phone`} className="text-sm font-medium text-ink">
              {t.phone}
            </label>
            <input
              id={`${id}-phone`}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              dir="ltr"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={`${id}-phone-hint`}
              className={fieldClass}
            />
            <p id={`${id}-phone-hint`} className={`mt-1.5 text-sm ${errors.phone ? "text-red-700" : "text-ink/60"}`}>
              {errors.phone ?? t.phoneHint}
            </p>
          </div>
          <button
            type="submit"
            disabled={busy}
            className="min-h-12 w-full rounded-full bg-ink px-6 text-sm font-semibold tracking-[0.14em] text-ivory uppercase transition-colors hover:bg-gold-dark disabled:opacity-60"
          >
            {busy ? t.searching : t.submit}
          </button>
        </form>
        <div aria-live="polite" id={`${id}-outcome`}>
          {outcome?.kind === "error" && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-5 py-4 text-red-900">
              {outcome.message}
            </p>
          )}
          {outcome?.kind === "found" && <OrderStatus order={outcome.order} phone={phone} />}
        </div>
      </div>
    </main>
  );
}

function OrderStatus({ order, phone }: { order: OrderLookup; phone: string }) {
  const { locale } = useRootData();
  const t = trackTexts[locale];
  const store = useStore();
  const catalogue = useCatalogue();
  const messages = useMessages();
  const date = (iso: string) => (locale === "en" ? formatOrderDate(iso) : formatOrderDate(iso, intlLocale(locale)));
  const statusName = (status: OrderStatus) => t.statuses[status];
  const sizeOf = useSizeLabel();
  // The order keeps English names; the catalogue has the shop's Arabic ones.
  const itemName = (item: OrderLookup["items"][number]) => {
    if (locale === "en") return item.name;
    if (item.type === "custom-trio") return messages.common.customTrioBadge;
    const entries = item.type === "bundle" ? catalogue.bundles : catalogue.products;
    return entries.find((entry) => entry.id === item.ref)?.name ?? item.name;
  };
  // Isolated, so "#1001" stays in that order inside Arabic text.
  const reference = locale === "ar" ? `\u2066${orderReference(order.orderNumber)}\u2069` : orderReference(order.orderNumber);

  return (
    <article aria-labelledby="track-order-heading" className="rounded-2xl border border-ink/10 bg-white p-6 shadow-sm md:p-8">
      <header className="flex flex-wrap items-end justify-between gap-4 border-b border-ink/10 pb-5">
        <div>
          <h2 id="track-order-heading" className="font-display text-3xl font-medium">
            {format(t.order, { reference })}
          </h2>
          <p className="mt-1 text-sm text-ink/65">{format(t.placed, { date: date(order.createdAt) })}</p>
        </div>
        <p>
          <span className="sr-only">{t.status}: </span>
          <span
            className="rounded-full bg-gold/15 px-4 py-1.5 text-sm font-semibold text-gold-dark ring-1 ring-gold/40"
            data-testid="track-status"
          >
            {statusName(order.status)}
          </span>
        </p>
      </header>

      <section aria-labelledby="track-history" className="mt-6">
        <h3 id="track-history" className="text-xs font-semibold tracking-[0.16em] text-ink/70 uppercase">
          {t.history}
        </h3>
        <ol className="mt-3 space-y-3 border-s border-gold/40 ps-5">
          {order.history.map((step, i) => (
            <li key={`${step.status}-${i}`} className="relative">
              <span aria-hidden="true" className="absolute -start-[1.6rem] top-1.5 size-2.5 rounded-full bg-gold" />
              <span className="font-medium">{statusName(step.status)}</span>
              <span className="ms-2 text-sm text-ink/60">
                <time dateTime={step.at}>{date(step.at)}</time>
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="track-items" className="mt-8">
        <h3 id="track-items" className="text-xs font-semibold tracking-[0.16em] text-ink/70 uppercase">
          {t.items}
        </h3>
        <ul className="mt-3 divide-y divide-ink/10">
          {order.items.map((item, i) => (
            <li key={i} className="flex justify-between gap-4 py-2.5">
              <span>
                {itemName(item)}
                {item.variant && <span className="text-ink/65"> · {sizeOf(item.variant)}</span>}
              </span>
              <span className="text-ink/65 tabular-nums">{format(t.quantity, { n: item.quantity })}</span>
            </li>
          ))}
        </ul>
        <DeliveryDetails order={order} />
        <Payment order={order} />
      </section>

      {/* A failed online payment: try again or pay on delivery, as on the confirmation (decision 040). */}
      {order.paymentMethod === PAY_ONLINE && order.status === "Payment failed" && (
        <div className="mt-6">
          <OnlinePaymentPanel orderKey={{ orderNumber: order.orderNumber, phone }} poll={false} />
        </div>
      )}
      {order.reviews && order.reviews.length > 0 && <ReviewInvitation invitations={order.reviews} />}
      {/* Returns (docs/decisions/050-returns.md): only a delivered order can send items back. */}
      {order.status === "Delivered" && <ReturnRequest orderNumber={order.orderNumber} phone={phone} />}

      <footer className="mt-8 rounded-xl bg-sand/50 p-5">
        <p className="text-sm text-ink/75">{t.help}</p>
        <div className="mt-3 flex flex-wrap gap-3">
          <a
            href={whatsAppHref(store.whatsapp, `${orderReference(order.orderNumber)} `)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-ink px-5 text-sm font-medium text-ivory hover:bg-gold-dark"
          >
            <WhatsAppIcon className="size-4" />
            {t.whatsapp}
            <span className="sr-only"> {messages.layout.opensInNewTab}</span>
          </a>
          <a
            href={telHref(store.phone)}
            className="inline-flex min-h-11 items-center rounded-full border border-ink/20 px-5 text-sm font-medium text-ink hover:border-gold-dark"
          >
            {t.call}&nbsp;<bdi dir="ltr">{store.phone}</bdi>
          </a>
        </div>
      </footer>
    </article>
  );
}

/**
 * A delivered order's invitation to review each perfume (docs/decisions/045-reviews-from-buyers.md):
 * the signed links, opened in this page's language.
 */
function ReviewInvitation({ invitations }: { invitations: NonNullable<OrderLookup["reviews"]> }) {
  const { locale } = useRootData();
  const catalogue = useCatalogue();
  const t = useTexts(reviewsEn).invite;
  const nameOf = (i: (typeof invitations)[number]) =>
    locale === "en" ? i.name : (catalogue.products.find((p) => p.id === i.productId)?.name ?? i.name);
  const hrefOf = (path: string) => {
    const [pathname, search] = path.split("?");
    return `${localizePath(stripLocale(pathname), locale)}?${search}`;
  };
  return (
    <section aria-labelledby="track-reviews" className="mt-8 rounded-xl border border-gold/40 p-5" data-testid="track-reviews">
      <h3 id="track-reviews" className="font-display text-2xl font-medium">
        {t.heading}
      </h3>
      <p className="mt-1 text-sm text-ink/70">{t.text}</p>
      <ul className="mt-4 flex flex-wrap gap-3">
        {invitations.map((i) => (
          <li key={i.productId}>
            {i.reviewed ? (
              <span className="inline-flex min-h-11 items-center text-sm text-ink/60">{format(t.done, { name: nameOf(i) })}</span>
            ) : (
              <a
                href={hrefOf(i.path)}
                className="inline-flex min-h-11 items-center rounded-full bg-ink px-5 text-sm font-medium text-ivory hover:bg-gold-dark"
              >
                {format(t.action, { name: nameOf(i) })}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The delivery fee, the expected day (and slot) and how the order is paid. */
function DeliveryDetails({ order }: { order: OrderLookup }) {
  const { locale } = useRootData();
  const messages = useMessages();
  const d = useTexts(deliveryEn);
  const g = giftTexts[locale];
  const t = d.order;
  const price = (dirhams: number) => formatPrice(dirhams, locale);
  // An answer from a server before delivery fees existed has none of these.
  if (order.shippingCost === undefined) return null;
  const methods: Record<string, string> = messages.common.paymentMethods;
  const date = order.delivery?.date;
  const slot = order.delivery?.slot;
  const day = date ? formatDeliveryDay(date, locale) : null;
  const row = "flex items-baseline justify-between gap-4 py-1.5";
  return (
    <dl className="mt-4 border-t border-ink/10 pt-3 text-sm" data-testid="track-delivery">
      <div className={row}>
        <dt className="text-ink/65">{t.delivery}</dt>
        <dd className="tabular-nums">{order.shippingCost === 0 ? d.estimate.free : price(order.shippingCost)}</dd>
      </div>
      {day && (
        <div className={row}>
          <dt className="text-ink/65">{t.expectedDelivery}</dt>
          <dd className="text-end">
            <time dateTime={date ?? undefined}>
              {slot ? format(t.deliverySlot, { date: day, window: formatSlotWindow(slot, messages) }) : day}
            </time>
          </dd>
        </div>
      )}
      <div className={row}>
        <dt className="text-ink/65">{t.payment}</dt>
        <dd className="text-end">
          {order.paymentMethod === PAY_ONLINE
            ? onlinePaymentTexts[locale].method
            : (methods[order.paymentMethod] ?? order.paymentMethod)}
        </dd>
      </div>
      {order.gift && (
        <div className={row} data-testid="track-gift">
          <dt className="text-ink/65">
            {order.gift.recipientName ? format(g.giftFor, { name: order.gift.recipientName }) : g.giftLine}
          </dt>
          <dd className="text-end tabular-nums">
            {order.gift.wrap !== null && `${g.wrapLine}: ${order.gift.wrap === 0 ? d.estimate.free : price(order.gift.wrap)}`}
          </dd>
        </div>
      )}
      {order.gift?.message && (
        <p dir="auto" className="py-1.5 whitespace-pre-line text-ink/80 italic" data-testid="track-gift-message">
          {order.gift.message}
        </p>
      )}
    </dl>
  );
}

/** Until delivered, the total to pay on delivery; then what was paid, how, and any difference. */
function Payment({ order }: { order: OrderLookup }) {
  const { locale } = useRootData();
  const t = trackTexts[locale];
  const price = (dirhams: number) => formatPrice(dirhams, locale);
  const settled = settlement(order);
  const line = "flex items-baseline justify-between gap-4";
  // Paid online, or waiting for it: nothing is due at the door (decision 040).
  const online = onlinePayment(order);
  if (online) {
    return (
      <p className={`mt-4 border-t border-ink/10 pt-4 ${line}`} data-testid="track-payment">
        <span className="font-medium">{online.paid ? onlinePaymentTexts[locale].paid : t.statuses[order.status]}</span>
        <span className="font-display text-2xl font-semibold tabular-nums">{price(order.total)}</span>
      </p>
    );
  }
  if (settled.kind === "due") {
    return (
      <p className={`mt-4 border-t border-ink/10 pt-4 ${line}`} data-testid="track-payment">
        <span className="font-medium">{t.toPay}</span>
        <span className="font-display text-2xl font-semibold tabular-nums">{price(order.total)}</span>
      </p>
    );
  }
  return (
    <dl className="mt-4 space-y-1 border-t border-ink/10 pt-4" data-testid="track-payment">
      {settled.difference !== 0 && (
        <>
          <div className={`${line} text-sm text-ink/70`}>
            <dt>{t.orderTotal}</dt>
            <dd className="tabular-nums">{price(order.total)}</dd>
          </div>
          <div className={`${line} text-sm text-ink/70`}>
            <dt>{t.difference}</dt>
            <dd className="tabular-nums">
              <bdi dir="ltr">{`${settled.difference < 0 ? "−" : "+"}${price(Math.abs(settled.difference))}`}</bdi>
            </dd>
          </div>
        </>
      )}
      <div className={line}>
        <dt className="font-medium">{t.paid[settled.method]}</dt>
        <dd className="font-display text-2xl font-semibold tabular-nums">{price(settled.amount)}</dd>
      </div>
    </dl>
  );
}
