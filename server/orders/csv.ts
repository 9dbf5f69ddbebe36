// The orders CSV of docs/product.md#9-numbers: its columns and item format, RFC 4180 quoting, and cells a
// spreadsheet would run as a formula (= + - @ tab CR at the start) defused with a leading
// apostrophe. A UTF-8 byte order mark goes first so Excel reads Arabic names correctly. Times are
// Qatar's clock with its offset (2026-11-24T12:00:00+03:00), as the dashboard shows them.
import { formatSize } from "../../app/shared/variants";
import type { Order, OrderItem, OrderItemVariant } from "../../app/shared/order";
import type { CashReport } from "../../app/admin/delivery/delivery-contract";
import { formatQR, toDecimalString } from "../../app/shared/money";
import { qatarDateTime, qatarDay } from "../../app/shared/qatar-days";
import { adminEn } from "../../app/i18n/admin.en";

// The CSV speaks English by default (spreadsheets and tools expect it): the English dictionary's names.
const { cancelReasons: CANCEL_REASON_NAMES, confirmChannels: CONFIRM_CHANNEL_NAMES } = adminEn.labels;

const CSV_COLUMNS = [
  "Order ID",
  "Created At",
  "Updated At",
  "Customer Name",
  "Customer Email",
  "Customer Phone",
  "Shipping Address",
  "Shipping City",
  "Order Notes",
  "Items",
  "Total Amount (Subtotal)",
  "Shipping Cost",
  "Final Total",
  "Status",
  "Payment Method",
  "Phone Number (E.164)",
  // The storefront edition the order was placed in (docs/decisions/006), after the product's columns.
  "Language",
  // What people call the order: a plain number, so a spreadsheet sorts it as one.
  "Order Number",
  // Staff's review: who confirmed the order with the customer, and why it was cancelled.
  "Confirmed At",
  "Confirmed By",
  "Cancel Reason",
  "Cancel Note",
  // Delivery: the expected day and slot, the driver, and what they collected.
  "Delivery Date",
  "Delivery Slot",
  "Driver",
  "Collected",
  // Each perfume line's size and SKU as sold (docs/decisions/033-variants.md), in the items' order.
  "Item Sizes",
  "Item SKUs",
  // Gifting (docs/decisions/036): "Yes" on a gift; the card's message; the wrap's price when
  // wrapped (0.00 = free); the recipient when not the shopper; "Yes" when the slip hides prices.
  "Gift",
  "Gift Message",
  "Gift Wrap",
  "Gift Recipient",
  "Gift Recipient Phone",
  "Gift Hides Prices",
  // Promotions (docs/decisions/035): the dirhams off in all; each promotion applied, by its English
  // name then, with what it took off; the code the shopper typed.
  "Discount",
  "Promotions",
  "Promotion Code",
  // Online payment (docs/decisions/040): the attempt's state as the provider last said it
  // (paid, partially_refunded, …) and the provider's charge id; empty for cash and card on delivery.
  "Payment State",
  "Payment Reference",
] as const;

type CsvColumn = (typeof CSV_COLUMNS)[number];

/** The header row in Arabic (?lang=ar on the export; decision 043); the cells stay as they are. */
const CSV_COLUMNS_AR: Record<CsvColumn, string> = {
  "Order ID": "معرّف الطلب",
  "Created At": "تاريخ الإنشاء",
  "Updated At": "تاريخ التحديث",
  "Customer Name": "اسم العميل",
  "Customer Email": "بريد العميل",
  "Customer Phone": "هاتف العميل",
  "Shipping Address": "عنوان التوصيل",
  "Shipping City": "مدينة التوصيل",
  "Order Notes": "ملاحظات الطلب",
  Items: "المنتجات",
  "Total Amount (Subtotal)": "المجموع الفرعي",
  "Shipping Cost": "رسوم التوصيل",
  "Final Total": "الإجمالي النهائي",
  Status: "الحالة",
  "Payment Method": "طريقة الدفع",
  "Phone Number (E.164)": "رقم الهاتف (E.164)",
  Language: "اللغة",
  "Order Number": "رقم الطلب",
  "Confirmed At": "تاريخ التأكيد",
  "Confirmed By": "أكّده",
  "Cancel Reason": "سبب الإلغاء",
  "Cancel Note": "ملاحظة الإلغاء",
  "Delivery Date": "تاريخ التوصيل",
  "Delivery Slot": "فترة التوصيل",
  Driver: "السائق",
  Collected: "المحصَّل",
  "Item Sizes": "أحجام المنتجات",
  "Item SKUs": "رموز المنتجات (SKU)",
  Gift: "هدية",
  "Gift Message": "رسالة الهدية",
  "Gift Wrap": "تغليف الهدية",
  "Gift Recipient": "مستلم الهدية",
  "Gift Recipient Phone": "هاتف مستلم الهدية",
  "Gift Hides Prices": "الهدية تخفي الأسعار",
  Discount: "الخصم",
  Promotions: "العروض",
  "Promotion Code": "رمز العرض",
  "Payment State": "حالة الدفع",
  "Payment Reference": "مرجع الدفع",
};

const LANGUAGE_NAMES = { en: "English", ar: "Arabic" } as const;

const BOM = "\uFEFF";
const EOL = "\r\n";
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: neutralised against formula injection, then quoted if it must be. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvRow = (cells: (string | number | null | undefined)[]) => cells.map(csvCell).join(",") + EOL;

/** A plain E.164 number ("+" and digits only) cannot be a formula: it is written as it is. */
const E164 = /^\+\d{8,15}$/;
const e164Cell = (value: string | null) => (value && E164.test(value) ? value : csvCell(value));

/** 'name (Qty: n, Price: QR x.xx)' plus ' [Bundle: a, b, c]' or ' [Custom Trio: a, b, c]'. */
export function formatItem(item: OrderItem): string {
  let text = `${item.name} (Qty: ${item.quantity}, Price: ${formatQR(item.unitPrice)})`;
  if (item.isBundle && item.products.length) {
    const names = item.products.map((p) => (p.quantity > 1 ? `${p.name} x${p.quantity}` : p.name)).join(", ");
    text += ` [${item.isCustomBundle ? "Custom Trio" : "Bundle"}: ${names}]`;
  }
  return text;
}

/** "Creed Aventus: 50 ml bottle; …" for the perfume lines that carry a size. */
const sizedItems = (order: Order, cell: (variant: OrderItemVariant) => string) =>
  order.items.flatMap((item) => (item.variant && cell(item.variant) ? [`${item.name}: ${cell(item.variant)}`] : [])).join("; ");

function giftCells(gift: Order["gift"]): string[] {
  if (!gift) return ["", "", "", "", "", ""];
  return [
    "Yes",
    csvCell(gift.message),
    gift.wrap ? toDecimalString(gift.wrapPrice) : "",
    csvCell(gift.recipient?.name),
    e164Cell(gift.recipient?.phoneNumber ?? null),
    gift.hidePrices ? "Yes" : "",
  ];
}

function promotionCells(order: Order): string[] {
  const applied = order.promotions ?? [];
  const codes = [...new Set(applied.flatMap((p) => (p.code ? [p.code] : [])))];
  return [
    toDecimalString(order.discount ?? 0),
    csvCell(applied.map((p) => `${p.name.en} (${formatQR(p.amount)})`).join("; ")),
    csvCell(codes.join("; ")),
  ];
}

function orderRow(order: Order): string {
  const { customer, review } = order;
  return (
    [
      csvCell(order.id),
      csvCell(qatarDateTime(order.createdAt)),
      csvCell(qatarDateTime(order.updatedAt)),
      csvCell(customer.name),
      csvCell(customer.email),
      csvCell(customer.phone),
      csvCell(customer.address),
      csvCell(customer.city),
      csvCell(customer.notes),
      csvCell(order.items.map(formatItem).join("; ")),
      csvCell(toDecimalString(order.subtotal)),
      csvCell(toDecimalString(order.shippingCost)),
      csvCell(toDecimalString(order.total)),
      csvCell(order.status),
      csvCell(order.paymentMethod),
      e164Cell(customer.phoneNumber),
      csvCell(LANGUAGE_NAMES[order.language ?? "en"]),
      String(order.orderNumber),
      csvCell(review?.confirmedAt ? qatarDateTime(review.confirmedAt) : null),
      csvCell(review?.confirmedBy ? `${review.confirmedBy} (${CONFIRM_CHANNEL_NAMES[review.confirmedVia ?? "phone"]})` : null),
      csvCell(review?.cancelReason ? CANCEL_REASON_NAMES[review.cancelReason] : null),
      csvCell(review?.cancelNote),
      csvCell(order.delivery?.date),
      csvCell(order.delivery?.slot),
      csvCell(order.dispatch?.driverName),
      csvCell(order.dispatch?.collected == null ? null : toDecimalString(order.dispatch.collected)),
      csvCell(sizedItems(order, (v) => `${formatSize(v.sizeMl, "en")} ${v.kind}`)),
      csvCell(sizedItems(order, (v) => v.sku)),
      ...giftCells(order.gift),
      ...promotionCells(order),
      csvCell(order.onlinePayment?.state),
      csvCell(order.onlinePayment?.reference),
    ].join(",") + EOL
  );
}

const csvHeader = (language: "en" | "ar") =>
  BOM + csvRow(language === "ar" ? CSV_COLUMNS.map((column) => CSV_COLUMNS_AR[column]) : [...CSV_COLUMNS]);

/** "Al Maha Parfums" → "al-maha-parfums": letters and digits of any script, joined by hyphens. */
const fileSlug = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");

/** '{brand-slug}_orders_{YYYY-MM-DD}.csv', dated by the shop's (Qatar) calendar; no spaces. */
export const csvFilename = (brand: string, now: Date) => `${fileSlug(brand) || "shop"}_orders_${qatarDay(now)}.csv`;

/**
 * Content-Disposition for a file name that may hold spaces or non-ASCII letters: a plain ASCII
 * fallback for old clients and the exact name in RFC 5987 form for everyone else.
 */
export function attachmentHeader(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The whole file as a stream of lines, a batch of orders at a time (the header first, alone). The
 * lines are not joined into one text per batch: the export encodes each into its buffer, and a
 * joined batch would be a copy of half a megabyte, two bytes a character once one Arabic name is
 * in it.
 */
export async function* csvLines(batches: AsyncIterable<Order[]>, language: "en" | "ar" = "en"): AsyncGenerator<string[]> {
  yield [csvHeader(language)];
  for await (const batch of batches) {
    yield batch.map(orderRow);
  }
}

const CASH_COLUMNS = [
  "Day",
  "Driver",
  "Orders Given",
  "Cash To Collect",
  "Delivered (Cash)",
  "Cash Collected",
  "Delivered (Card)",
  "Card Collected",
  "Handed Over",
  "Refused",
  "Refused Amount",
  "Returned",
  "Returned Amount",
  "Still Out",
  "Still Out Amount",
  "Outstanding",
] as const;

/** The Cash section's days as a CSV: one row per day and driver, amounts in QR. */
export function cashCsv(report: CashReport): string {
  const money = (n: number) => toDecimalString(n);
  const rows = report.rows.map((r) =>
    csvRow([
      r.day,
      r.driverName ?? "(no driver)",
      r.assigned.count,
      money(r.assigned.amount),
      r.collected.count,
      money(r.collected.amount),
      r.card.count,
      money(r.card.amount),
      money(r.handedOver),
      r.refused.count,
      money(r.refused.amount),
      r.returned.count,
      money(r.returned.amount),
      r.stillOut.count,
      money(r.stillOut.amount),
      money(r.outstanding),
    ]),
  );
  return BOM + csvRow([...CASH_COLUMNS]) + rows.join("");
}

/** '{brand-slug}_cash_{from}_{to}.csv'. */
export const cashFilename = (brand: string, from: string, to: string) => `${fileSlug(brand) || "shop"}_cash_${from}_${to}.csv`;
