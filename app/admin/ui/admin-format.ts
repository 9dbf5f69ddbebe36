// How orders read in the admin: Qatar-time dates, phone fallbacks, item summaries and the
// customer's WhatsApp link. Pure functions so the table, the dialog and the tests agree.
import { QATAR_TIME_ZONE } from "../../shared/qatar-days";
import { orderReference, type Order, type OrderDelivery, type OrderItem } from "../../shared/order";
import { displayPhone, toE164 } from "../../shared/phone";
import { formatPrice } from "../../shared/money";
import { plural } from "../../shared/plural";
import { whatsAppHref } from "../../shared/phone-links";

export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

// Fixed locale and zone: the same text on the server and in every staff member's browser.
const dateTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: QATAR_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const dateOnly = new Intl.DateTimeFormat("en-GB", {
  timeZone: QATAR_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
});

function safeDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

const timeOnly = new Intl.DateTimeFormat("en-GB", {
  timeZone: QATAR_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "23 Nov 2026, 12:15" in Qatar time. */
export function formatDateTime(iso: string): string {
  const date = safeDate(iso);
  return date ? dateTime.format(date) : iso;
}

/** "23 Nov 2026" in Qatar time. */
export function formatDate(iso: string): string {
  const date = safeDate(iso);
  return date ? dateOnly.format(date) : iso;
}

/** "12:15" in Qatar time. */
export function formatTime(iso: string): string {
  const date = safeDate(iso);
  return date ? timeOnly.format(date) : "";
}

/** "23 Nov" for a chart axis; the input is already a Qatar day ("2026-11-23"). */
export function formatDayLabel(day: string): string {
  const date = safeDate(`${day}T12:00:00Z`);
  return date ? date.toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }) : day;
}

// A delivery day is already a Qatar day ("2026-11-26"): read at noon UTC, it is that day anywhere.
const deliveryDayFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** "Thu 26 Nov 2026" for a Qatar day written YYYY-MM-DD (delivery days). */
export function formatDeliveryDay(day: string): string {
  const date = safeDate(`${day}T12:00:00Z`);
  return date ? deliveryDayFormat.format(date).replace(",", "") : day;
}

/** A slot's window as people read it: "14:00–18:00". */
export const formatSlot = (slot: string) => slot.replace("-", "–");

/** When an order should arrive: "Thu 26 Nov 2026 · 14:00–18:00", the day alone, or null. */
export function deliveryWhen(delivery: OrderDelivery | null | undefined): string | null {
  if (!delivery?.date) return delivery?.slot ? formatSlot(delivery.slot) : null;
  const day = formatDeliveryDay(delivery.date);
  return delivery.slot ? `${day} · ${formatSlot(delivery.slot)}` : day;
}

/**
 * The customer's number as staff read it everywhere in the admin: "+974 5555 1234", whatever the
 * shopper typed or the API was sent (docs/product.md: customer_phone, falling back to
 * phone_number). A number that is not a valid Qatar one is shown as it was given.
 */
export function customerPhone(order: Pick<Order, "customer">): string {
  const given = order.customer.phone?.trim() || order.customer.phoneNumber || "";
  return displayPhone(order.customer.phoneNumber || given) ?? given;
}

/** "Creed Aventus ×2, Signature Trio" then "+n more" beyond `max` lines. */
export function itemSummary(items: readonly OrderItem[] | null | undefined, max = 2): { text: string; more: number } {
  // Array.isArray narrows a readonly array to any[]: test the value, keep the type.
  if (!items || !Array.isArray(items) || items.length === 0) return { text: "", more: 0 };
  const list: readonly OrderItem[] = items;
  const text = list
    .slice(0, max)
    .map((item) => (item.quantity > 1 ? `${item.name} ×${item.quantity}` : item.name))
    .join(", ");
  return { text, more: Math.max(0, list.length - max) };
}

/** Digits of the customer's number in international form for https://wa.me/, or null. */
function whatsappDigits(order: Pick<Order, "customer">): string | null {
  const e164 = order.customer.phoneNumber || toE164(order.customer.phone ?? "");
  if (!e164) return null;
  const digits = e164.replace(/\D/g, "");
  return digits.length >= 8 ? digits : null;
}

/** The first words of a message to the customer about this order, in the order's language. */
const WHATSAPP_GREETING = {
  en: "Hello {name}, about your order {reference}: ",
  ar: "مرحبًا {name}، بخصوص طلبك {reference}: ",
} as const;

/** A WhatsApp chat with the customer, the message begun with their name and the order's number. */
export function whatsappHref(order: Pick<Order, "customer" | "orderNumber" | "language">, text?: string): string | null {
  const digits = whatsappDigits(order);
  if (!digits) return null;
  const message =
    text ??
    WHATSAPP_GREETING[order.language]
      .replace("{name}", order.customer.name)
      .replace("{reference}", orderReference(order.orderNumber));
  return whatsAppHref(digits, message);
}

const CONFIRMATION = {
  en: {
    opening: "Hello {name}, this is {brand} confirming your order {reference}:",
    total: "Total to pay on delivery: {total}",
    address: "Delivery address: {address}",
    closing: "Please reply YES to confirm, or tell us what to change.",
  },
  ar: {
    opening: "مرحبًا {name}، معك {brand} لتأكيد طلبك {reference}:",
    total: "المبلغ المستحق عند الاستلام: {total}",
    address: "عنوان التوصيل: {address}",
    closing: "يرجى الرد بـ «نعم» للتأكيد، أو إخبارنا بما تود تغييره.",
  },
} as const;

/**
 * The message staff send on WhatsApp to confirm a Cash on Delivery order before dispatch,
 * in the order's language: its number, items, total to pay on delivery and address.
 */
export function confirmationMessage(
  order: Pick<Order, "customer" | "orderNumber" | "language" | "items" | "total">,
  brand: string,
  cityName: string,
): string {
  const t = CONFIRMATION[order.language];
  const fill = (text: string, values: Record<string, string>) =>
    text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
  const items = order.items.map((item) => `• ${item.name} × ${item.quantity}`);
  return [
    fill(t.opening, { name: order.customer.name, brand, reference: orderReference(order.orderNumber) }),
    ...items,
    fill(t.total, { total: formatPrice(order.total, order.language) }),
    fill(t.address, { address: `${order.customer.address}, ${cityName}` }),
    t.closing,
  ].join("\n");
}

/** An item list the dialog can render, or null when the stored shape is not what we expect. */
export function readableItems(items: unknown): OrderItem[] | null {
  if (!Array.isArray(items) || items.length === 0) return null;
  const ok = items.every(
    (item) =>
      item !== null &&
      typeof item === "object" &&
      typeof (item as OrderItem).name === "string" &&
      Number.isFinite((item as OrderItem).quantity),
  );
  return ok ? (items as OrderItem[]) : null;
}

/** Seconds to wait (Retry-After) as words: "45 seconds", "15 minutes". */
export function waitWords(seconds: number, words: { second: string; seconds: string; minute: string; minutes: string }): string {
  const wholeSeconds = Math.max(1, Math.ceil(seconds));
  if (wholeSeconds < 60)
    return plural("en", wholeSeconds, { one: words.second, other: words.seconds }).replace("{n}", String(wholeSeconds));
  const minutes = Math.ceil(wholeSeconds / 60);
  return plural("en", minutes, { one: words.minute, other: words.minutes }).replace("{n}", String(minutes));
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser/, "Samsung Internet"],
  [/Firefox\/|FxiOS/, "Firefox"],
  [/Chrome\/|Chromium\/|CriOS/, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/CrOS/, "ChromeOS"],
  [/Mac OS X|Macintosh/, "Mac"],
  [/Linux/, "Linux"],
];
const firstMatch = (patterns: [RegExp, string][], text: string) => patterns.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/**
 * "Chrome on Windows" from a User-Agent header, for the sessions list. A label for a person to
 * recognise their own device, so a handful of patterns will do (no parser library needed);
 * anything else shows as null ("Unknown device").
 */
export function deviceName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = firstMatch(BROWSERS, userAgent);
  const system = firstMatch(SYSTEMS, userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system;
}
