// Delivery as shoppers read it, beside its texts (./delivery.en.ts, ./delivery.ar.ts): what the
// storefront may promise under the shop's settings (docs/decisions/025), the content pages'
// free-delivery sentences that follow it, and delivery days and time windows as the checkout, the
// confirmation, the tracking page and the e-mails write them. Each page's script keeps only what
// it calls; the texts ride with the pages that show them (./parts.ts).
import type { Pages, DeliveryVariant } from "../content/pages.en";
import type { DeliveryPromise } from "../shared/delivery-promise";
import { intlLocale } from "../shared/locale";
import { FREE_SHIPPING_THRESHOLD } from "../shared/prices";
import { QATAR_TIME_ZONE, QATAR_UTC_OFFSET } from "../shared/qatar-days";
import type { deliveryEn } from "./delivery.en";
import { format } from "./format";
import type { Locale, Messages } from "./index";

export type DeliveryTexts = (typeof deliveryEn)["texts"];

export interface DeliveryClaims {
  heroSubheading: string;
  trustBadge: { title: string; text: string };
  /** The offers page's delivery perk, before its others. */
  perk: string;
  /** The product page's (and the cart's) delivery line. */
  productLine: string;
  /** Meta descriptions; `product` still has {name} and {notes} to fill, the others {brand} where they had it. */
  seo: { home: string; products: string; product: string; offers: string; checkout: string };
}

/**
 * The claims under a promise: the product's specified texts, exactly, while delivery is free
 * everywhere; free from an amount says so; a fee somewhere drops the free-delivery claim.
 */
export function deliveryClaims(
  texts: DeliveryTexts,
  promise: DeliveryPromise,
  price: (dirhams: number) => string,
): DeliveryClaims {
  const t = texts.claims[promise.kind === "free-over" ? "freeOver" : promise.kind];
  // {amount}: the free-over threshold, or the trust badge's own while delivery is free everywhere.
  // format() leaves the other placeholders ({name}, {notes}, {brand}) for the page to fill.
  const amount = promise.kind === "free-over" ? promise.amount : FREE_SHIPPING_THRESHOLD;
  const fill = (text: string) => (promise.kind === "paid" ? text : format(text, { amount: price(amount) }));
  return {
    heroSubheading: fill(t.hero),
    trustBadge: { title: fill(t.trustTitle), text: fill(t.trustText) },
    perk: fill(t.perk),
    productLine: fill(t.product),
    seo: {
      home: fill(t.seoHome),
      products: fill(t.seoProducts),
      product: fill(t.seoProduct),
      offers: fill(t.seoOffers),
      checkout: fill(t.seoCheckout),
    },
  };
}

/**
 * The content pages under a promise: while delivery is free everywhere, exactly as written;
 * otherwise each free-delivery sentence (`deliveryVariants` of app/content/pages.en and pages.ar)
 * gives way to its "free over {amount}" or "fee by area" wording.
 */
export function pagesForDelivery(
  pages: Pages,
  variants: readonly DeliveryVariant[],
  promise: DeliveryPromise,
  price: (dirhams: number) => string,
): Pages {
  if (promise.kind === "free") return pages;
  const instead = new Map(
    variants.map((v) => [v.free, promise.kind === "paid" ? v.paid : format(v.freeOver, { amount: price(promise.amount) })]),
  );
  return replaceTexts(pages, (text) => instead.get(text) ?? text);
}

/** A copy of `value` with every string passed through `replace` (the pages are plain data). */
function replaceTexts<T>(value: T, replace: (text: string) => string): T {
  if (typeof value === "string") return replace(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => replaceTexts(v, replace)) as T;
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceTexts(v, replace)])) as T;
  return value;
}

/** A delivery day (YYYY-MM-DD, Qatar) with its weekday: "Thursday 26 November", "الخميس، 26 نوفمبر". */
export function formatDeliveryDay(day: string, locale: Locale): string {
  // English as the order date reads it (en-GB: day before month); midday, so no zone moves the day.
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : intlLocale(locale), {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: QATAR_TIME_ZONE,
  }).format(new Date(`${day}T12:00:00${QATAR_UTC_OFFSET}`));
}

/** A slot's window as the order stores it ("14:00-18:00") in words: "14:00 – 18:00", "من 14:00 إلى 18:00". */
export function formatSlotWindow(window: string, messages: Messages): string {
  const [from, to] = window.split("-");
  return to ? format(messages.common.timeWindow, { from, to }) : window;
}

/** A day as a slot picker's button shows it: "Thu" over "26 Nov" (Arabic: "الخميس" over "26 نوفمبر"). */
export function deliveryDayParts(day: string, locale: Locale): { weekday: string; date: string } {
  const instant = new Date(`${day}T12:00:00${QATAR_UTC_OFFSET}`);
  const tag = locale === "en" ? "en-GB" : intlLocale(locale);
  return {
    weekday: new Intl.DateTimeFormat(tag, { weekday: "short", timeZone: QATAR_TIME_ZONE }).format(instant),
    date: new Intl.DateTimeFormat(tag, { day: "numeric", month: "short", timeZone: QATAR_TIME_ZONE }).format(instant),
  };
}
