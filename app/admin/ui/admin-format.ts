// How orders read in the admin: phone fallbacks, item summaries and the customer's WhatsApp
// link. Pure functions so the table, the dialog and the tests agree. Numbers, money and dates are
// written in the staff member's language by app/admin/ui/admin-intl.ts (decision 043).
import { orderReference, type Order, type OrderItem } from "../../shared/order";
import { displayPhone, toE164 } from "../../shared/phone";
import { formatPrice } from "../../shared/money";
import { plural, type PluralForms } from "../../shared/plural";
import type { StaffLanguage } from "../../shared/staff-language";
import { whatsAppHref } from "../../shared/phone-links";
import type { City } from "../../shared/order-schema";

export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

/** A delivery area (the address's city) by its name in the staff member's dictionary; an unknown one as stored. */
export const areaName = (areas: Readonly<Record<City, string>>, city: string): string =>
  (areas as Readonly<Record<string, string>>)[city] ?? city;

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
export function waitWords(
  seconds: number,
  words: { seconds: PluralForms; minutes: PluralForms },
  language: StaffLanguage = "en",
): string {
  const wholeSeconds = Math.max(1, Math.ceil(seconds));
  if (wholeSeconds < 60) return plural(language, wholeSeconds, words.seconds).replace("{n}", String(wholeSeconds));
  const minutes = Math.ceil(wholeSeconds / 60);
  return plural(language, minutes, words.minutes).replace("{n}", String(minutes));
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
 * "Chrome on Windows" from a User-Agent header, for the sessions list, worded by `on`
 * ("{browser} on {system}" in the staff member's dictionary). A label for a person to recognise
 * their own device, so a handful of patterns will do (no parser library needed); anything else
 * shows as null ("Unknown device").
 */
export function deviceName(userAgent: string | null, on = "{browser} on {system}"): string | null {
  if (!userAgent) return null;
  const browser = firstMatch(BROWSERS, userAgent);
  const system = firstMatch(SYSTEMS, userAgent);
  if (browser && system) return on.replace("{browser}", browser).replace("{system}", system);
  return browser ?? system;
}
