// TEMPORARY stand-in until the real templates land (issue 18): enough for the outbox tests.
import sharp from "sharp";
import fs from "node:fs";
import type { MailKind } from "../../app/shared/admin-contract";
import { formatPrice } from "../../app/shared/money";
import { orderReference, type Order } from "../../app/shared/order";

export interface MailShop {
  brand: string;
  email: string;
  phone: string;
  whatsapp: string;
  publicOrigin: string | null;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; content: Buffer; cid: string; contentType: string }[];
}

let logo: Promise<Buffer> | null = null;
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function renderOrderMail(kind: MailKind, order: Order, shop: MailShop): Promise<RenderedMail> {
  logo ??= sharp(fs.readFileSync("public/favicon.svg")).resize(128, 128).png().toBuffer();
  const lang = kind === "staff-new-order" ? "en" : order.language;
  const ref = orderReference(order.orderNumber);
  const subject = lang === "ar" ? `طلبك ${ref} — ${shop.brand}` : `Order ${ref} — ${shop.brand}`;
  const lines = order.items.map((i) => `${i.name} × ${i.quantity}`);
  const total = formatPrice(order.total, lang);
  const text = [subject, order.customer.name, ...lines, total, order.customer.address].join("\n");
  const html = `<html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}"><body><img src="cid:logo" alt="${esc(shop.brand)}" width="64" height="64"><p>${esc(text)}</p></body></html>`;
  return {
    subject,
    html,
    text,
    attachments: [{ filename: "logo.png", content: await logo, cid: "logo", contentType: "image/png" }],
  };
}
