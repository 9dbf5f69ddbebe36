// The content pages' free-delivery sentences follow the shop's delivery settings: as
// written while delivery is free everywhere, "free over" the threshold, or a fee by area.
import { describe, expect, it } from "vitest";
import { formatPrice } from "../shared/money";
import { pagesForDelivery } from "./delivery";
import { deliveryVariants as variantsAr, pages as pagesAr } from "../content/pages.ar";
import { deliveryVariants as variantsEn, pages as pagesEn, type Pages } from "../content/pages.en";

const priceEn = (dirhams: number) => formatPrice(dirhams, "en");
const priceAr = (dirhams: number) => formatPrice(dirhams, "ar");
const texts = (pages: Pages) => JSON.stringify(pages);

describe("pagesForDelivery", () => {
  it("keeps every text exactly while delivery is free everywhere", () => {
    expect(pagesForDelivery(pagesEn, variantsEn, { kind: "free" }, priceEn)).toBe(pagesEn);
    expect(pagesForDelivery(pagesAr, variantsAr, { kind: "free" }, priceAr)).toBe(pagesAr);
    expect(pagesEn.faq.items[1].answer).toBe(
      "Delivery is free. There are no delivery charges, hidden fees or taxes added at checkout; the total you see is the total you pay.",
    );
    expect(pagesEn.terms.sections[1].paragraphs[0]).toBe(
      "All prices are shown in Qatari Riyals (QR) and are the prices you pay. Delivery is currently free on every order, and no additional fees or taxes are added at checkout.",
    );
    expect(pagesAr.faq.items[1].answer).toBe(
      "التوصيل مجاني. لا توجد رسوم توصيل ولا رسوم خفية ولا ضرائب تُضاف عند إتمام الطلب؛ فالمبلغ الذي تراه هو ما تدفعه.",
    );
  });

  it("names every free-delivery sentence of both editions once, where the pages have it", () => {
    for (const [pages, variants] of [
      [pagesEn, variantsEn],
      [pagesAr, variantsAr],
    ] as const) {
      expect(variants).toHaveLength(5);
      for (const v of variants) expect(texts(pages).split(JSON.stringify(v.free)).length - 1, v.free).toBe(1);
    }
  });

  it("says delivery is free over the threshold, with a fee by area below it shown at checkout", () => {
    const en = pagesForDelivery(pagesEn, variantsEn, { kind: "free-over", amount: 30000 }, priceEn);
    expect(en.faq.items[1].answer).toBe(
      "Delivery is free on orders of QR 300.00 and over. Below that, a delivery fee applies depending on your area, and it is shown at checkout before you place your order. There are no hidden fees or taxes; the total you see at checkout is the total you pay.",
    );
    expect(en.terms.sections[1].paragraphs[0]).toContain(
      "Delivery is free on orders of QR 300.00 and over; below that, a delivery fee applies depending on your delivery area",
    );
    expect(en.about.sections[1].list?.[1]).toContain("free delivery across Qatar on orders of QR 300.00 and over");
    expect(en.contact.sections[2].paragraphs[0]).toContain("Delivery is free on orders of QR 300.00 and over");
    expect(en.about.description).toContain("free on orders of QR 300.00 and over");
    // The rest is untouched, placeholders included.
    expect(en.privacy).toEqual(pagesEn.privacy);
    expect(en.faq.items[0]).toEqual(pagesEn.faq.items[0]);
    expect(texts(en)).not.toContain("{amount}");
    expect(texts(en)).not.toMatch(/Delivery is free\.|delivered free to your door|free of charge everywhere|currently free/);

    const ar = pagesForDelivery(pagesAr, variantsAr, { kind: "free-over", amount: 30000 }, priceAr);
    expect(ar.faq.items[1].answer).toMatch(/^التوصيل مجاني للطلبات بقيمة 300\.00 ر\.ق فأكثر\. /);
    expect(ar.terms.sections[1].paragraphs[0]).toContain("التوصيل مجاني للطلبات بقيمة 300.00 ر.ق فأكثر");
    expect(ar.contact.sections[2].paragraphs[0]).toContain("للطلبات بقيمة 300.00 ر.ق فأكثر");
    expect(texts(ar)).not.toContain("{amount}");
    expect(texts(ar)).not.toMatch(/التوصيل مجاني\.|تصلك مجانًا|نوصل مجانًا|مجاني حاليًا/);
  });

  it("says a fee by area applies, shown at checkout, when some area always pays", () => {
    const en = pagesForDelivery(pagesEn, variantsEn, { kind: "paid" }, priceEn);
    expect(en.faq.items[1].answer).toBe(
      "A delivery fee applies depending on your area, and it is shown at checkout before you place your order. There are no hidden fees or taxes; the total you see at checkout is the total you pay.",
    );
    expect(en.terms.sections[1].paragraphs[0]).toBe(
      "All prices are shown in Qatari Riyals (QR) and are the prices you pay. A delivery fee applies depending on your delivery area and is shown at checkout before you place your order. No other fees or taxes are added at checkout.",
    );
    expect(en.contact.sections[2].paragraphs[0]).toContain("A delivery fee applies depending on your area");
    expect(texts(en)).not.toMatch(/free deliver|delivered free|deliver free|Delivery is free|currently free/i);

    const ar = pagesForDelivery(pagesAr, variantsAr, { kind: "paid" }, priceAr);
    expect(ar.faq.items[1].answer).toMatch(/^تُضاف رسوم توصيل حسب منطقتك، وتظهر عند إتمام الطلب قبل تأكيده\./);
    expect(ar.terms.sections[1].paragraphs[0]).toContain("تُضاف رسوم توصيل حسب منطقة التوصيل");
    // "مجانًا" is left only where it is not about delivery (cancelling an order free of charge).
    expect(texts(ar)).not.toMatch(/توصيل مجاني|التوصيل مجاني|تصلك مجانًا|نوصل مجانًا/);
  });
});
