// Writes every e-mail the shop sends, in both languages, as HTML files a browser opens (the logo
// inlined as a data: URL instead of the attachment a mail program shows): for looking at them.
// Usage: node --import tsx scripts/mail-preview.ts [folder]   (default ./data/mail-preview)
import fs from "node:fs";
import path from "node:path";
import type { MailKind } from "../app/admin/orders/orders-contract";
import { renderOrderMail } from "../server/mail/order-mail";
import { sampleOrder } from "../server/mail/sample-order";

const out = path.resolve(process.argv[2] ?? "data/mail-preview");
const kinds: MailKind[] = ["order-received", "order-shipped", "order-delivered", "order-cancelled", "staff-new-order"];
const shop = {
  brand: "Al Maha Parfums",
  email: "care@almahaparfums.qa",
  phone: "+974 4000 1234",
  whatsapp: "97450001234",
  publicOrigin: "https://almahaparfums.qa",
};

fs.mkdirSync(out, { recursive: true });
for (const language of ["en", "ar"] as const) {
  for (const kind of kinds) {
    if (kind === "staff-new-order" && language === "ar") continue;
    const mail = await renderOrderMail(kind, sampleOrder(language), shop);
    let html = mail.html;
    for (const a of mail.attachments)
      html = html.replaceAll(`cid:${a.cid}`, `data:${a.contentType};base64,${a.content.toString("base64")}`);
    const file = path.join(out, `${kind}.${language}.html`);
    fs.writeFileSync(file, html);
    console.log(`${file}  ${mail.subject}`);
  }
}
