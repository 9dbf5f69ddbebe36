import { describe, expect, it } from "vitest";
import type { MailKind } from "../../app/admin/orders/orders-contract";
import type { Order } from "../../app/shared/order";
import { renderOrderMail, type MailShop } from "./order-mail";
import { sampleOrder } from "./sample-order";

const shop: MailShop = {
  brand: "Al Maha Parfums",
  email: "care@almahaparfums.qa",
  phone: "+974 4000 1234",
  whatsapp: "97450001234",
  publicOrigin: "https://almahaparfums.qa",
};

const TRIO: Order["items"][number] = {
  type: "custom-trio",
  ref: null,
  name: "Custom Trio",
  image: null,
  quantity: 1,
  unitPrice: 20000,
  lineTotal: 20000,
  isBundle: true,
  isCustomBundle: true,
  products: [
    { id: "4", name: "Dior Sauvage", quantity: 1, price: 0, image: null },
    { id: "5", name: "Chanel Bleu", quantity: 1, price: 0, image: null },
    { id: "6", name: "YSL Libre", quantity: 1, price: 0, image: null },
  ],
};

/** The sample order with a custom trio, a hostile name and notes, in English words whatever its language. */
const order = (overrides: Partial<Order> = {}): Order => {
  const sample = sampleOrder("en");
  return {
    ...sample,
    customer: {
      ...sample.customer,
      name: `<script>alert(1)</script> "Al" & 'co'`,
      notes: "Call before <b>delivery</b>",
    },
    items: [...sample.items, TRIO],
    subtotal: sample.subtotal + TRIO.lineTotal,
    total: sample.total + TRIO.lineTotal,
    ...overrides,
  };
};

const SHOPPER_KINDS: MailKind[] = ["order-received", "order-shipped", "order-delivered", "order-cancelled"];
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Every <img>: alt, width, height, and a cid: source that is attached as a real PNG. */
function checkImages(mail: Awaited<ReturnType<typeof renderOrderMail>>) {
  const images = [...mail.html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
  expect(images.length).toBeGreaterThan(0);
  for (const img of images) {
    expect(img).toMatch(/\salt="[^"]+"/);
    expect(img).toMatch(/\swidth="\d+"/);
    expect(img).toMatch(/\sheight="\d+"/);
    const cid = /src="cid:([^"]+)"/.exec(img)?.[1];
    expect(cid, img).toBeTruthy();
    const attachment = mail.attachments.find((a) => a.cid === cid);
    expect(attachment?.contentType).toBe("image/png");
    expect(attachment!.content.subarray(0, 8).equals(PNG)).toBe(true);
  }
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));

describe.each(["en", "ar"] as const)("the shopper's mails in %s", (language) => {
  it.each(SHOPPER_KINDS)("%s names the order, its items, total and address, and the shop's contacts", async (kind) => {
    const mail = await renderOrderMail(kind, order({ language }), shop);
    expect(mail.subject).toContain("#1042");
    expect(mail.subject).toContain(shop.brand);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain("#1042");
      expect(part).toContain("+974 4000 1234");
      expect(part).toContain(shop.email);
      if (kind !== "order-cancelled") {
        expect(part).toContain("Creed Aventus");
        expect(part).toContain("Tom Ford Oud Wood");
        expect(part).toContain(language === "en" ? "QR 2,300.00" : "2,300.00 ر.ق");
        expect(part).toContain("Villa 7, Al Waab Street");
        expect(part).toContain(language === "en" ? "Al Rayyan" : "الريان");
      }
    }
    if (language === "ar") {
      expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
      expect(mail.html).toMatch(/<html lang="ar" dir="rtl">/);
      if (kind !== "order-cancelled") expect(mail.html).toContain("المبلغ المطلوب عند الاستلام");
    } else {
      expect(mail.html).toMatch(/<html lang="en" dir="ltr">/);
      if (kind !== "order-cancelled") expect(mail.text).toContain("To pay on delivery");
    }
    checkImages(mail);
  });
});

describe("links", () => {
  it("are all absolute: the shop's WhatsApp, phone, e-mail and tracking page", async () => {
    const mail = await renderOrderMail("order-received", order({ language: "ar" }), shop);
    const links = hrefs(mail.html);
    expect(links).toEqual(
      expect.arrayContaining([
        "https://wa.me/97450001234",
        "tel:+97440001234",
        "mailto:care@almahaparfums.qa",
        "https://almahaparfums.qa/ar/track?number=1042",
      ]),
    );
    for (const href of links) expect(href).toMatch(/^(https:\/\/[^/\s]+|mailto:[^@\s]+@[^@\s]+|tel:\+\d+)/);
  });

  it("leave out the tracking page when the shop's public address is not known", async () => {
    for (const kind of [...SHOPPER_KINDS, "staff-new-order"] as MailKind[]) {
      const mail = await renderOrderMail(kind, order(), { ...shop, publicOrigin: null });
      for (const href of hrefs(mail.html)) expect(href).toMatch(/^(https:\/\/wa\.me\/|mailto:|tel:)/);
      expect(mail.text).not.toContain("/track");
    }
  });
});

describe("the tracking button", () => {
  it.each(SHOPPER_KINDS)("%s opens /track with the order's number filled in, in the order's language", async (kind) => {
    for (const language of ["en", "ar"] as const) {
      const mail = await renderOrderMail(kind, order({ language }), shop);
      const track = `https://almahaparfums.qa${language === "ar" ? "/ar" : ""}/track?number=1042`;
      expect(hrefs(mail.html)).toContain(track);
      expect(mail.html).toContain(language === "ar" ? "تتبّع طلبك" : "Track your order");
      expect(mail.text).toContain(track);
    }
  });
});

describe("numbers in Arabic text", () => {
  it("are isolated left to right, so a phone never reads +97450001234 backwards", async () => {
    const mail = await renderOrderMail("order-received", order({ language: "ar" }), shop);
    expect(mail.text).toContain("\u2066+97450001234\u2069");
    expect(mail.text).toContain("\u2066+974 4000 1234\u2069");
    expect(mail.text).toContain("\u2066#1042\u2069");
    const english = await renderOrderMail("order-received", order({ language: "en" }), shop);
    expect(english.text).not.toMatch(/[\u2066\u2069]/);
  });
});

describe("customer text", () => {
  it("is escaped in the HTML and kept as typed in the text", async () => {
    for (const kind of ["order-received", "staff-new-order"] as MailKind[]) {
      const mail = await renderOrderMail(kind, order(), shop);
      expect(mail.html).not.toContain("<script>");
      expect(mail.html).not.toContain("<b>delivery</b>");
      expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &quot;Al&quot; &amp; &#39;co&#39;");
      expect(mail.text).toContain(`<script>alert(1)</script> "Al" & 'co'`);
    }
  });

  // Anyone can type anyone's address at checkout: the shop's mail must not carry their message.
  const PHISH = '<a href="https://evil.example/phish">Verify payment</a>';
  const phishing = (language: "en" | "ar") =>
    order({
      language,
      customer: {
        ...sampleOrder(language).customer,
        name: PHISH,
        address: `Your account is locked. Verify at www.evil.example or http://203.0.113.9/login within 24 hours ${"or lose it ".repeat(20)}`,
        notes: `Visit evil.example/pay now ${"and again ".repeat(100)}`,
      },
    });
  const SHOP_LINK = /^(https:\/\/(almahaparfums\.qa|wa\.me)\/|mailto:(care@almahaparfums\.qa|fatima@example\.qa)$|tel:\+\d+$)/;

  it.each(["en", "ar"] as const)("never carries a link or a paragraph of it (%s)", async (language) => {
    for (const kind of [...SHOPPER_KINDS, "staff-new-order"] as MailKind[]) {
      const mail = await renderOrderMail(kind, phishing(language), shop);
      for (const href of hrefs(mail.html)) expect(href, kind).toMatch(SHOP_LINK);
      for (const part of [mail.html, mail.text, mail.subject]) {
        expect(part, kind).not.toMatch(/evil\.example|www\.|203\.0\.113\.9|https?:\/\/(?!(almahaparfums\.qa|wa\.me)\/)/i);
        expect(part, kind).not.toContain("or lose it or lose it or lose it or lose it or lose it or lose it or lose it");
        // Notes (staff's alert only) are bounded too: 200 characters, not 1,000.
        expect(part.split("and again").length - 1, kind).toBeLessThanOrEqual(20);
      }
      // Escaped as ever, shortened to a name, inert.
      expect(mail.html, kind).toContain("&lt;a href=&quot;hxxps[:]//evil[.]example/phish&quot;&gt;Ve…");
      expect(mail.text, kind).toContain('<a href="hxxps[:]//evil[.]example/phish">Ve…');
      expect(mail.text).not.toContain("Verify payment");
    }
  });
});

describe("staff's alert", () => {
  it("is in English whatever the shopper's language, with the customer's details and a link to the order", async () => {
    const mail = await renderOrderMail("staff-new-order", order({ language: "ar" }), shop);
    expect(mail.subject).toBe(`New order #1042 — QR 2,300.00 — ${order().customer.name}`);
    expect(mail.subject).not.toMatch(/[\u0600-\u06FF]/);
    expect(mail.text).toContain("Language: Arabic");
    expect(mail.text).toContain("Zone 55 · Street 340 · Building 12");
    expect(hrefs(mail.html)).toEqual(
      expect.arrayContaining([
        "tel:+97455551234",
        "mailto:fatima@example.qa",
        "https://almahaparfums.qa/admin/dashboard?section=orders&q=1042",
      ]),
    );
    checkImages(mail);
  });
});

describe("delivery in the e-mails", () => {
  const delivered = (language: "en" | "ar", paymentMethod: Order["paymentMethod"]): Order => ({
    ...sampleOrder(language),
    paymentMethod,
    shippingCost: 1500,
    total: sampleOrder(language).subtotal + 1500,
    delivery: { date: "2026-11-28", slot: "14:00-18:00" },
  });

  it("shows a promotion's discount between the subtotal and the delivery", async () => {
    const order = { ...delivered("en", "Cash on Delivery"), discount: 2000 };
    order.total -= 2000;
    const mail = await renderOrderMail("order-received", order, shop);
    expect(mail.text).toContain("Discount: −QR 20.00");
    const arabic = await renderOrderMail("order-received", { ...order, language: "ar" }, shop);
    expect(arabic.text).toContain("الخصم: −20.00 ر.ق");
    const none = await renderOrderMail("order-received", delivered("en", "Cash on Delivery"), shop);
    expect(none.text).not.toContain("Discount");
  });

  it("shows the fee, the expected day with its slot, and cash or card", async () => {
    const cash = await renderOrderMail("order-received", delivered("en", "Cash on Delivery"), shop);
    expect(cash.text).toContain("Delivery: QR 15.00");
    expect(cash.text).toContain("Expected delivery: Saturday 28 November");
    expect(cash.text).toContain("You pay in cash when it arrives.");
    const card = await renderOrderMail("order-shipped", delivered("en", "Card on Delivery"), shop);
    expect(card.text).toContain("Our driver brings a card machine");
    expect(card.text).toContain("Card on Delivery");
    expect(card.text).not.toContain("in cash");
    const arabic = await renderOrderMail("order-received", delivered("ar", "Card on Delivery"), shop);
    expect(arabic.text).toContain("موعد التوصيل المتوقع");
    expect(arabic.text).toContain("الدفع بالبطاقة عند الاستلام");
    const staff = await renderOrderMail("staff-new-order", delivered("en", "Card on Delivery"), shop);
    expect(staff.text).toContain("Payment: Card on Delivery");
    expect(staff.text).toContain("Expected delivery: Saturday 28 November");
  });

  it("once delivered, says what was paid and how, and the difference, never what is still to pay", async () => {
    const order = {
      ...delivered("en", "Cash on Delivery"),
      status: "Delivered" as const,
      shippingCost: 1000,
      subtotal: 10000,
      total: 11000,
      dispatch: {
        driverId: null,
        driverName: null,
        assignedAt: null,
        assignedBy: null,
        collected: 10000,
        collectedBy: null,
        collectionNote: null,
        deliveredAt: null,
      },
    };
    const mail = await renderOrderMail("order-delivered", order, shop);
    expect(mail.text).not.toContain("To pay on delivery");
    expect(mail.html).not.toContain("To pay on delivery");
    expect(mail.text).toContain("Paid in cash on delivery: QR 100.00");
    expect(mail.text).toContain("Order total: QR 110.00");
    expect(mail.text).toContain("Difference: −QR 10.00");
    const arabic = await renderOrderMail("order-delivered", { ...order, language: "ar" }, shop);
    expect(arabic.text).not.toContain("المبلغ المطلوب عند الاستلام");
    expect(arabic.text).toContain("المبلغ المدفوع نقداً عند الاستلام: 100.00 ر.ق");
  });

  it("says nothing of a day once the order is delivered", async () => {
    const mail = await renderOrderMail("order-delivered", delivered("en", "Cash on Delivery"), shop);
    expect(mail.text).not.toContain("Expected delivery");
  });
});

describe("a gift's mails (decision 036)", () => {
  const gift: NonNullable<Order["gift"]> = {
    message: "Mabrook! See https://evil.example/win and www.evil.example " + "so much love ".repeat(15),
    wrap: true,
    wrapPrice: 1500,
    recipient: { name: "Mariam <b>", phone: "+974 3333 4444", phoneNumber: "+97433334444" },
    hidePrices: true,
  };

  it.each(["en", "ar"] as const)(
    "the receipt in %s shows the wrap as its own line, the message shortened and inert",
    async (language) => {
      const mail = await renderOrderMail("order-received", order({ language, gift, total: order().total + 1500 }), shop);
      const t =
        language === "en" ? { wrap: "Gift wrap", message: "Gift message" } : { wrap: "تغليف الهدية", message: "رسالة الهدية" };
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain(t.wrap);
        expect(part).toContain(t.message);
        expect(part).toContain("+974 3333 4444");
        expect(part).not.toMatch(/https?:\/\/evil|www\.evil|evil\.example/);
        expect(part).toContain("…");
      }
      expect(mail.text).toMatch(language === "en" ? /Gift wrap: QR 15\.00/ : /تغليف الهدية: 15\.00 ر\.ق/);
      expect(mail.html).not.toContain("<b>");
      expect(hrefs(mail.html).some((href) => href.includes("evil"))).toBe(false);
    },
  );

  it("staff's alert names the recipient and the message", async () => {
    const mail = await renderOrderMail("staff-new-order", order({ gift }), shop);
    expect(mail.text).toContain("Receives: Mariam <b>, +974 3333 4444");
    expect(mail.text).toContain("Gift wrap: QR 15.00");
    expect(mail.html).toContain("Mariam &lt;b&gt;");
  });
});
