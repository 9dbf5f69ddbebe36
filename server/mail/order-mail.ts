// The shop's e-mails about an order (decision 021): the shopper's receipt and status
// notes in the order's language, staff's new-order alert in English. HTML (mail-layout.ts) and a
// plain-text part with the same facts; the logo attached as a PNG made once from the favicon.
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { MailKind } from "../../app/admin/orders/orders-contract";
import { plateText } from "../../app/shared/address-plate";
import { messages } from "../../app/i18n";
import { checkoutAr } from "../../app/i18n/checkout.ar";
import { checkoutEn } from "../../app/i18n/checkout.en";
import { partIn } from "../../app/i18n/parts";
import { localizePath } from "../../app/shared/locale";
import { formatPrice } from "../../app/shared/money";
import { contentLabel, sizeLabel, type ProductVariant } from "../../app/shared/variants";
import { CARD, PAY_ONLINE, orderReference, type Order } from "../../app/shared/order";
import { telHref, whatsAppHref } from "../../app/shared/phone-links";
import { onlinePayment, settlement } from "../../app/shared/order-payment";
import { formatDeliveryDay, formatSlotWindow } from "../../app/i18n/delivery";
import { mailText, MAIL_TEXT_LIMITS } from "./customer-text";
import { button, COLORS, directionOf, escapeHtml, HEADING_FONT, mailDocument } from "./mail-layout";
import { SHOPPER_TEXTS, STAFF_TEXTS, type ShopperTexts } from "./mail-texts";

export interface MailShop {
  brand: string;
  email: string;
  phone: string;
  /** Digits with the country code: 97450001234. */
  whatsapp: string;
  /** PUBLIC_ORIGIN: links to the shop only when it is known (never a guess such as localhost). */
  publicOrigin: string | null;
}

interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; content: Buffer; cid: string; contentType: string }[];
}

const LOGO_CID = "logo@shop";
let logo: Promise<Buffer> | null = null;
const logoPng = () => {
  logo ??= fs
    .readFile(path.resolve("public", "favicon.svg"))
    .then((svg) => sharp(svg, { density: 288 }).resize(112, 112).png().toBuffer());
  // A failure is tried again with the next message, not remembered.
  logo.catch(() => (logo = null));
  return logo;
};

/** The logo as every mail attaches it (cid:logo@shop), for mails rendered elsewhere (server/messages). */
export const logoAttachment = async () => ({
  filename: "logo.png",
  content: await logoPng(),
  cid: LOGO_CID,
  contentType: "image/png",
});

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m);
/**
 * A phone, number or code inside Arabic text, isolated left to right (U+2066 … U+2069) so that
 * "+97450001234" does not come out as "97450001234+" (HTML puts them in dir="ltr" spans as well).
 */
const isolated = (text: string, language: "en" | "ar") => (language === "ar" ? `\u2066${text}\u2069` : text);

/** The return a return's message is about: its lines, staff's message, the pickup's day and how it was settled. */
export interface ReturnMailInfo {
  lines: { name: string; quantity: number }[];
  message: string | null;
  pickupDay: string | null;
  refundKind: "store_credit" | "cash" | "card" | "exchange" | null;
}

const RETURN_KINDS: readonly MailKind[] = [
  "return-requested",
  "return-approved",
  "return-refused",
  "return-pickup",
  "return-received",
  "return-refunded",
];
export const isReturnMail = (kind: MailKind) => RETURN_KINDS.includes(kind);

/** A perfume the review invitation asks about and its signed link's path (server/reviews/review-links.ts). */
export interface ReviewLink {
  name: string;
  path: string;
}

export async function renderOrderMail(
  kind: MailKind,
  order: Order,
  shop: MailShop,
  /** Dirhams the message is about: a refund's amount (server/mail/outbox.ts). */
  amount: number | null = null,
  reviewLinks: ReviewLink[] = [],
  /** A return's message: the return it is about (docs/decisions/050-returns.md). */
  returnInfo: ReturnMailInfo | null = null,
): Promise<RenderedMail> {
  const rendered =
    kind === "staff-new-order" ? staffMail(order, shop) : shopperMail(kind, order, shop, amount, reviewLinks, returnInfo);
  return {
    ...rendered,
    attachments: [{ filename: "logo.png", content: await logoPng(), cid: LOGO_CID, contentType: "image/png" }],
  };
}

function cityName(order: Order, language: "en" | "ar") {
  const names: Record<string, string> = partIn(language, checkoutEn, checkoutAr).checkout.shipping.cityNames;
  return names[order.customer.city] ?? order.customer.city;
}

/** The items and the amounts, as a table (HTML) and as lines (text). */
function itemsBlock(
  order: Order,
  language: "en" | "ar",
  t: Pick<
    ShopperTexts,
    | "items"
    | "subtotal"
    | "discount"
    | "storeCredit"
    | "delivery"
    | "free"
    | "toPay"
    | "paid"
    | "orderTotal"
    | "difference"
    | "giftWrap"
    | "paidOnline"
    | "total"
  >,
) {
  const d = directionOf(language);
  const money = (amount: number) => formatPrice(amount, language);
  const sizeOf = (variant: Pick<ProductVariant, "sizeMl" | "kind">) =>
    sizeLabel(variant, language, messages[language].common.variantKinds);
  // A bundle's or trio's perfume with the size it holds (docs/decisions/038).
  const contentOf = (p: Parameters<typeof contentLabel>[0]) => contentLabel(p, language, messages[language].common.variantKinds);
  const signed = (amount: number) => `${amount < 0 ? "−" : "+"}${money(Math.abs(amount))}`;
  // Once delivered the shopper has paid: say what, how, and any difference (docs/product.md#track-ours).
  const settled = settlement({ ...order, collected: order.dispatch?.collected ?? null });
  // Paid online: nothing is due at the door (decision 040).
  const online = onlinePayment(order);
  const totals: [string, string, boolean][] = online
    ? [[online.paid ? t.paidOnline : t.total, money(order.total), true]]
    : settled.kind === "due"
      ? [[t.toPay, money(order.total), true]]
      : [
          ...(settled.difference !== 0
            ? ([
                [t.orderTotal, money(order.total), false],
                [t.difference, signed(settled.difference), false],
              ] as [string, string, boolean][])
            : []),
          [t.paid[settled.method], money(settled.amount), true],
        ];
  const cell = `padding:10px 0;border-bottom:1px solid ${COLORS.line};vertical-align:top;`;
  const rows = order.items
    .map((item) => {
      const contents = item.products.length
        ? `<div style="font-size:13px;color:${COLORS.muted};">${item.products.map((p) => escapeHtml(contentOf(p))).join(" · ")}</div>`
        : "";
      const size = item.variant ? ` · ${escapeHtml(sizeOf(item.variant))}` : "";
      return `<tr><td style="${cell}text-align:${d.start};">${escapeHtml(item.name)}${size} <span style="color:${COLORS.muted};">× ${item.quantity}</span>${contents}</td><td style="${cell}text-align:${d.end};white-space:nowrap;">${escapeHtml(money(item.lineTotal))}</td></tr>`;
    })
    .join("");
  const sum = (label: string, value: string, strong = false) =>
    `<tr><td style="padding:6px 0;text-align:${d.start};${strong ? `font-weight:bold;font-size:17px;color:${COLORS.ink};` : `color:${COLORS.muted};`}">${escapeHtml(label)}</td><td style="padding:6px 0;text-align:${d.end};white-space:nowrap;${strong ? `font-weight:bold;font-size:17px;color:${COLORS.gold};` : ""}">${escapeHtml(value)}</td></tr>`;
  const delivery = order.shippingCost ? money(order.shippingCost) : t.free;
  // The gift wrap as its own line (decision 036); it is in the total already.
  const wrap = order.gift?.wrap ? (order.gift.wrapPrice ? money(order.gift.wrapPrice) : t.free) : null;
  // Promotions (decision 035): subtotal, discount, delivery and wrap add up to the total shown.
  const discount = order.discount ? `−${money(order.discount)}` : null;
  // Store credit (decision 051) comes off last: what follows is what is left to pay.
  const credit = order.storeCredit ? `−${money(order.storeCredit)}` : null;
  const html = `<h2 style="margin:26px 0 6px;font-family:${HEADING_FONT};font-size:18px;font-weight:normal;color:${COLORS.ink};">${escapeHtml(t.items)}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="${d.dir}" style="font-family:${d.font};font-size:15px;">${rows}
${sum(t.subtotal, money(order.subtotal))}${discount ? sum(t.discount, discount) : ""}${sum(t.delivery, delivery)}${wrap ? sum(t.giftWrap, wrap) : ""}${credit ? sum(t.storeCredit, credit) : ""}${totals.map(([label, value, strong]) => sum(label, value, strong)).join("")}</table>`;
  const text = [
    `${t.items}:`,
    ...order.items.map(
      (item) =>
        `- ${item.name}${item.variant ? ` (${sizeOf(item.variant)})` : ""} × ${item.quantity}: ${money(item.lineTotal)}${item.products.length ? ` (${item.products.map(contentOf).join(", ")})` : ""}`,
    ),
    `${t.subtotal}: ${money(order.subtotal)}`,
    ...(discount ? [`${t.discount}: ${discount}`] : []),
    `${t.delivery}: ${delivery}`,
    ...(wrap ? [`${t.giftWrap}: ${wrap}`] : []),
    ...(credit ? [`${t.storeCredit}: ${credit}`] : []),
    ...totals.map(([label, value]) => `${label}: ${value}`),
  ].join("\n");
  return { html, text };
}

/** The gift's message and recipient as a mail shows them: customer text, bounded and never a link. */
function giftFacts(order: Order, t: Pick<ShopperTexts, "giftMessage" | "giftRecipient">): [string, string][] {
  const gift = order.gift;
  if (!gift) return [];
  return [
    ...(gift.message ? [[t.giftMessage, mailText(gift.message, MAIL_TEXT_LIMITS.giftMessage)] as [string, string]] : []),
    ...(gift.recipient
      ? [
          [t.giftRecipient, `${mailText(gift.recipient.name, MAIL_TEXT_LIMITS.name)}, ${gift.recipient.phone}`] as [
            string,
            string,
          ],
        ]
      : []),
  ];
}

function addressLines(order: Order, language: "en" | "ar", plateLabels: { zone: string; street: string; building: string }) {
  const plate = plateText(order.customer, plateLabels);
  return [mailText(order.customer.address, MAIL_TEXT_LIMITS.address), ...(plate ? [plate] : []), cityName(order, language)];
}

function shopperMail(
  kind: Exclude<MailKind, "staff-new-order">,
  order: Order,
  shop: MailShop,
  amount: number | null,
  reviewLinks: ReviewLink[],
  returnInfo: ReturnMailInfo | null,
) {
  const language = order.language;
  const t = SHOPPER_TEXTS[language];
  const d = directionOf(language);
  // Customer text as e-mails show it: bounded, never a link (customer-text.ts).
  const values = {
    reference: isolated(orderReference(order.orderNumber), language),
    brand: shop.brand,
    name: mailText(order.customer.name, MAIL_TEXT_LIMITS.name),
    amount: isolated(formatPrice(amount ?? 0, language), language),
    day: returnInfo?.pickupDay ? formatDeliveryDay(returnInfo.pickupDay, language) : "",
  };
  const subject = fill(t.subject[kind], values);
  const items = itemsBlock(order, language, t);
  const address = addressLines(order, language, t.plate);
  // Every mail to the shopper opens /track with the order's number filled in (app/routes/track.tsx).
  const trackHref = shop.publicOrigin
    ? `${shop.publicOrigin}${localizePath("/track", language)}?${new URLSearchParams({ number: String(order.orderNumber) })}`
    : null;
  const invitation = kind === "review-invitation";
  // A failed payment, a refund and a review invitation speak of the money or the perfumes only;
  // the receipt and the rest show the order.
  const returning = isReturnMail(kind);
  const showTotal =
    kind !== "order-cancelled" && kind !== "payment-failed" && kind !== "payment-refunded" && !invitation && !returning;
  const showAddress = showTotal;
  // The invitation's links need the shop's public address: without it the mail still asks, and
  // the tracking page shows the same links (docs/decisions/045-reviews-from-buyers.md).
  const reviews =
    invitation && shop.publicOrigin ? reviewLinks.map((l) => ({ name: l.name, href: `${shop.publicOrigin}${l.path}` })) : [];
  const byCard = order.paymentMethod === CARD;
  const online = order.paymentMethod === PAY_ONLINE;
  const lead = fill((byCard ? t.leadCard[kind] : online ? t.leadOnline[kind] : undefined) ?? t.lead[kind], values);
  const payment = byCard ? t.paymentCard : online ? t.paymentOnline : t.payment;
  const refundLine =
    kind === "payment-refunded" && amount !== null
      ? `${t.refunded}: ${formatPrice(amount, language)}`
      : kind === "return-refunded" && returnInfo?.refundKind
        ? `${t.returnRefund[returnInfo.refundKind]}${amount ? `: ${formatPrice(amount, language)}` : ""}`
        : null;
  // A return's items, and what staff wrote to the shopper (customer-facing text, bounded).
  const returnLines = returning && returnInfo ? returnInfo.lines.map((l) => `${l.name} × ${l.quantity}`) : [];
  const staffNote = returning && returnInfo?.message ? mailText(returnInfo.message, 500) : null;
  // The expected day (and slot) until the order is delivered or cancelled.
  const expected =
    order.delivery?.date && (kind === "order-received" || kind === "order-shipped")
      ? `${t.expected}: ${formatDeliveryDay(order.delivery.date, language)}${order.delivery.slot ? `, ${formatSlotWindow(order.delivery.slot, messages[language])}` : ""}`
      : null;
  // The card's message and the recipient: customer text, shortened and inert (decision 027).
  const giftLines = giftFacts(order, t);
  const contacts = [
    { label: t.whatsapp, href: whatsAppHref(shop.whatsapp), text: isolated(`+${shop.whatsapp}`, language) },
    { label: t.call, href: telHref(shop.phone), text: isolated(shop.phone, language) },
    { label: t.email, href: `mailto:${shop.email}`, text: isolated(shop.email, language) },
  ];

  const body = `<p style="margin:0 0 4px;font-size:12px;letter-spacing:2px;text-transform:uppercase;color:${COLORS.gold};">${escapeHtml(t.orderLabel)} <span dir="ltr">${escapeHtml(values.reference)}</span></p>
<h1 style="margin:0 0 16px;font-family:${HEADING_FONT};font-size:26px;font-weight:normal;line-height:1.3;color:${COLORS.ink};">${escapeHtml(t.heading[kind])}</h1>
<p style="margin:0 0 12px;">${escapeHtml(fill(t.greeting, values))}</p>
<p style="margin:0 0 8px;">${escapeHtml(lead)}</p>
${expected ? `<p style="margin:0 0 8px;font-weight:bold;color:${COLORS.ink};">${escapeHtml(expected)}</p>` : ""}
${showTotal ? items.html : ""}
${returnLines.length ? `<h2 style="margin:22px 0 6px;font-family:${HEADING_FONT};font-size:18px;font-weight:normal;color:${COLORS.ink};">${escapeHtml(t.returnItems)}</h2><p dir="auto" style="margin:0;text-align:${d.start};">${returnLines.map(escapeHtml).join("<br>")}</p>` : ""}
${staffNote ? `<p dir="auto" style="margin:14px 0 0;padding:12px 14px;border-${d.start}:3px solid ${COLORS.gold};text-align:${d.start};"><span style="color:${COLORS.muted};font-size:13px;">${escapeHtml(t.returnMessage)}</span><br>${escapeHtml(staffNote)}</p>` : ""}
${refundLine ? `<p style="margin:12px 0 0;font-weight:bold;font-size:17px;color:${COLORS.ink};">${escapeHtml(refundLine)}</p>` : ""}
${reviews.map((r) => button(r.href, fill(t.review, { name: r.name }))).join("\n")}
${reviews.length ? `<p style="margin:12px 0 0;color:${COLORS.muted};font-size:13px;">${escapeHtml(t.reviewNote)}</p>` : ""}
${
  !showAddress
    ? ""
    : `<h2 style="margin:24px 0 6px;font-family:${HEADING_FONT};font-size:18px;font-weight:normal;">${escapeHtml(t.deliverTo)}</h2>
<p dir="auto" style="margin:0;text-align:${d.start};">${escapeHtml(values.name)}<br>${address.map(escapeHtml).join("<br>")}</p>
<p style="margin:6px 0 0;color:${COLORS.muted};font-size:13px;">${escapeHtml(payment)}</p>`
}
${giftLines.map(([label, value]) => `<p dir="auto" style="margin:6px 0 0;text-align:${d.start};">${escapeHtml(label)}: ${escapeHtml(value)}</p>`).join("")}
${trackHref ? button(trackHref, t.track) : ""}`;

  const footer = `<p style="margin:0 0 8px;">${escapeHtml(t.questions)}</p>
<p style="margin:0 0 12px;">${contacts
    .map(
      (c) =>
        `${escapeHtml(c.label)}: <a href="${escapeHtml(c.href)}" style="color:${COLORS.gold};text-decoration:none;"><span dir="ltr">${escapeHtml(c.text)}</span></a>`,
    )
    .join("<br>")}</p>
<p style="margin:0;">${escapeHtml(fill(t.signature, values))}</p>`;

  const text = [
    fill(t.greeting, values),
    "",
    lead,
    ...(expected ? ["", expected] : []),
    ...(showTotal ? ["", items.text] : []),
    ...(returnLines.length ? ["", `${t.returnItems}:`, ...returnLines] : []),
    ...(staffNote ? ["", `${t.returnMessage}: ${staffNote}`] : []),
    ...(refundLine ? ["", refundLine] : []),
    ...reviews.flatMap((r) => ["", `${fill(t.review, { name: r.name })}: ${isolated(r.href, language)}`]),
    ...(showAddress ? ["", `${t.deliverTo}:`, values.name, ...address, payment] : []),
    ...giftLines.map(([label, value]) => `${label}: ${value}`),
    ...(trackHref ? ["", `${t.track}: ${isolated(trackHref, language)}`] : []),
    "",
    t.questions,
    ...contacts.map((c) => `${c.label}: ${c.text}`),
    "",
    fill(t.signature, values),
  ].join("\n");

  return { subject, html: mailDocument({ language, title: subject, brand: shop.brand, logoCid: LOGO_CID, body, footer }), text };
}

function staffMail(order: Order, shop: MailShop) {
  const t = STAFF_TEXTS;
  const en = SHOPPER_TEXTS.en;
  const values = {
    reference: orderReference(order.orderNumber),
    total: formatPrice(order.total, "en"),
    name: mailText(order.customer.name, MAIL_TEXT_LIMITS.name),
    brand: shop.brand,
  };
  const subject = fill(t.subject, values);
  const items = itemsBlock(order, "en", { ...en, items: t.items });
  const address = addressLines(order, "en", en.plate);
  const adminHref = shop.publicOrigin
    ? `${shop.publicOrigin}/admin/dashboard?${new URLSearchParams({ section: "orders", q: String(order.orderNumber) })}`
    : null;
  const phoneHref = telHref(order.customer.phoneNumber ?? order.customer.phone);
  const facts: [string, string, string | null][] = [
    [t.customer, values.name, null],
    [t.phone, order.customer.phone, phoneHref],
    ...(order.customer.email
      ? [[t.email, order.customer.email, `mailto:${order.customer.email}`] as [string, string, string]]
      : []),
    [en.deliverTo, address.join(", "), null],
    ...(order.customer.notes
      ? [[t.notes, mailText(order.customer.notes, MAIL_TEXT_LIMITS.notes), null] as [string, string, null]]
      : []),
    ...giftFacts(order, en).map(([label, value]) => [label, value, null] as [string, string, null]),
    [t.language, t.languages[order.language], null],
    [t.payment, order.paymentMethod, null],
    ...(order.delivery?.date
      ? [
          [
            en.expected,
            `${formatDeliveryDay(order.delivery.date, "en")}${order.delivery.slot ? `, ${formatSlotWindow(order.delivery.slot, messages.en)}` : ""}`,
            null,
          ] as [string, string, null],
        ]
      : []),
  ];
  const factRows = facts
    .map(
      ([label, value, href]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:${COLORS.muted};vertical-align:top;white-space:nowrap;">${escapeHtml(label)}</td><td dir="auto" style="padding:4px 0;">${
          href ? `<a href="${escapeHtml(href)}" style="color:${COLORS.gold};">${escapeHtml(value)}</a>` : escapeHtml(value)
        }</td></tr>`,
    )
    .join("");
  const body = `<h1 style="margin:0 0 12px;font-family:${HEADING_FONT};font-size:24px;font-weight:normal;">${escapeHtml(fill(t.heading, values))}</h1>
<p style="margin:0 0 16px;">${escapeHtml(t.lead)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="font-size:15px;">${factRows}</table>
${items.html}
${adminHref ? button(adminHref, t.open) : ""}`;
  const text = [
    fill(t.heading, values),
    t.lead,
    "",
    ...facts.map(([label, value]) => `${label}: ${value}`),
    "",
    items.text,
    ...(adminHref ? ["", `${t.open}: ${adminHref}`] : []),
  ].join("\n");
  return {
    subject,
    html: mailDocument({
      language: "en",
      title: subject,
      brand: shop.brand,
      logoCid: LOGO_CID,
      body,
      footer: escapeHtml(shop.brand),
    }),
    text,
  };
}
