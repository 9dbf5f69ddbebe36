// The promotion form's text read into the contract's shape: amounts in QR become dirhams, Qatar
// times become UTC instants, fields a type does not use are cleared, problems land on the form's
// own fields, and a stored promotion reads back into the same text (a duplicate without its dates,
// codes or pause).
import { describe, expect, it } from "vitest";
import {
  emptyPromotionForm,
  formFieldOf,
  freeSampleWithBottle,
  promotionFormSchema,
  readCodes,
  toPromotionForm,
  type PromotionFormValues,
} from "./promotion-form";
import type { PromotionSummary } from "./promotions-contract";

const whiteFriday = (): PromotionFormValues => ({
  ...emptyPromotionForm(),
  name: { en: "White Friday", ar: "الجمعة البيضاء" },
  type: "percentage",
  value: "20",
  codes: "wf20",
  startsAt: "2026-11-27T00:00",
  endsAt: "2026-11-30T00:00",
  minSubtotal: "150.50",
  maxDiscount: "100",
  areas: ["Doha", "Lusail"],
});

const errorsOf = (values: PromotionFormValues, options?: { newDates?: boolean }) => {
  const result = promotionFormSchema(options).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("reading the promotion form", () => {
  it("turns QR into dirhams, Qatar time into UTC and codes into comparable codes", () => {
    const result = promotionFormSchema().parse(whiteFriday());
    expect(result).toMatchObject({
      name: { en: "White Friday", ar: "الجمعة البيضاء" },
      type: "percentage",
      value: 20,
      automatic: false,
      codes: ["WF20"],
      startsAt: "2026-11-26T21:00:00.000Z",
      endsAt: "2026-11-29T21:00:00.000Z",
      minSubtotal: 15050,
      maxDiscount: 10000,
      areas: ["Doha", "Lusail"],
      buyQuantity: null,
      gift: null,
      scope: {},
    });
  });

  it("puts each problem on its own field", () => {
    const errors = errorsOf({
      ...whiteFriday(),
      name: { en: "", ar: "x" },
      value: "120",
      minSubtotal: "a lot",
      endsAt: "2026-11-20T00:00",
      codes: "WF20\nno way!",
    });
    expect(Object.keys(errors).sort()).toEqual(["codes", "endsAt", "minSubtotal", "name.en", "value"]);
    expect(errors.minSubtotal).toMatch(/amount in QR/);
    expect(errors.codes).toMatch(/NOWAY!/);
    expect(errorsOf({ ...whiteFriday(), endsAt: "2026-11-20T00:00" })).toEqual({ endsAt: "The end is before the start." });
  });

  it("asks a duplicate for its own start", () => {
    expect(errorsOf({ ...whiteFriday(), startsAt: "" }, { newDates: true })).toHaveProperty("startsAt");
    expect(errorsOf({ ...whiteFriday(), startsAt: "" })).toEqual({});
  });

  it("gives free delivery no value and an automatic promotion no codes", () => {
    const result = promotionFormSchema().parse({ ...whiteFriday(), type: "free_delivery", value: "junk", applies: "automatic" });
    expect(result.value).toBe(0);
    expect(result.automatic).toBe(true);
    expect(result.codes).toBeUndefined();
  });

  it("sets up a free sample with any full bottle", () => {
    const values = { ...freeSampleWithBottle(whiteFriday()), gift: "p-aventus|v-2ml", codes: "" };
    const result = promotionFormSchema().parse(values);
    expect(result).toMatchObject({
      type: "buy_x_get_y",
      value: 100,
      buyQuantity: 1,
      getQuantity: 1,
      gift: { productId: "p-aventus", variantId: "v-2ml" },
      scope: { variantKinds: ["bottle"] },
    });
  });

  it("reads codes one per line, typed any way", () => {
    expect(readCodes("eid ٢٠٢٦\n\n wf20 , Gift-1")).toEqual(["EID2026", "WF20", "GIFT-1"]);
  });

  it("names the form's field for a server's field", () => {
    expect(formFieldOf("codes.3")).toBe("codes");
    expect(formFieldOf("scope.products.0")).toBe("scope.products");
    expect(formFieldOf("gift.variantId")).toBe("gift");
    expect(formFieldOf("automatic")).toBe("applies");
    expect(formFieldOf("name.ar")).toBe("name.ar");
    expect(formFieldOf("")).toBe("root");
  });
});

describe("a stored promotion in the form", () => {
  const stored: PromotionSummary = {
    id: "promo-1",
    status: "ended",
    uses: 3,
    discountGiven: 4500,
    codeCount: 1,
    createdAt: "2026-03-01T10:00:00.000Z",
    updatedAt: "2026-03-01T10:00:00.000Z",
    name: { en: "Eid", ar: "العيد" },
    type: "fixed",
    value: 2500,
    automatic: false,
    startsAt: "2026-03-19T21:00:00.000Z",
    endsAt: "2026-03-23T21:00:00.000Z",
    minSubtotal: null,
    paused: true,
    scope: { categories: ["Men"] },
  };

  it("reads back as the owner typed it, in Qatar time", () => {
    const values = toPromotionForm(stored);
    expect(values).toMatchObject({ value: "25.00", startsAt: "2026-03-20T00:00", endsAt: "2026-03-24T00:00", paused: true });
    expect(values.scope.categories).toEqual(["Men"]);
    const again = promotionFormSchema().parse(values);
    expect(again).toMatchObject({
      value: 2500,
      startsAt: stored.startsAt,
      endsAt: stored.endsAt,
      scope: { categories: ["Men"] },
    });
  });

  it("copies without the dates, the codes or the pause", () => {
    const copy = toPromotionForm(stored, true);
    expect(copy).toMatchObject({ startsAt: "", endsAt: "", codes: "", paused: false, value: "25.00" });
  });
});
