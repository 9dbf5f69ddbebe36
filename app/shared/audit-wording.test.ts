import { describe, expect, it } from "vitest";
import { adminEn } from "../i18n/admin.en";
import { adminAr } from "../i18n/admin.ar";
import { adminIntl } from "../admin/ui/admin-intl";
import { AUDIT_ACTIONS, NO_NAMES, wordAudit, type AuditNames } from "./audit-wording";

const english = adminIntl({ language: "en", arabicDigits: false });

const say = (action: string, detail: unknown = null, target: string | null = null, names: AuditNames = NO_NAMES) =>
  wordAudit({ action, target, detail: detail === null ? null : JSON.stringify(detail) }, names, adminEn, english);

describe("the audit trail in words", () => {
  it("says a status change with the order's number, before and after, and what was collected", () => {
    const words = say("order.status", { orderNumber: 1401, from: "Shipped", to: "Delivered", collected: 30000 }, "0190abc");
    expect(words.sentence).toBe("Changed status of order #1401 to Delivered");
    expect(words.changes).toEqual([{ field: "Status", before: "Shipped", after: "Delivered" }]);
    expect(words.notes).toEqual(["Collected QR 300.00"]);
  });

  it("names the order of an older entry from the page's names, or says 'an order' when it is gone", () => {
    const old = { from: "Pending", to: "Cancelled", reason: "refused" };
    const names = { ...NO_NAMES, orders: { "0190abc": 1002 } };
    expect(say("order.status", old, "0190abc", names).sentence).toBe("Changed status of order #1002 to Cancelled");
    expect(say("order.status", old, "0190abc", names).notes).toEqual(["Reason: Refused at delivery"]);
    expect(say("order.status", old, "gone").sentence).toBe("Changed status of an order to Cancelled");
  });

  it("says a price change in QR with the perfume's name", () => {
    const before = { id: "7", name: { en: "Oud Royal", ar: "عود رويال" }, price: 35000, stock: 4 };
    const words = say("product.update", { before, after: { ...before, price: 32000 } }, "7");
    expect(words.sentence).toBe("Changed the price of Oud Royal from QR 350.00 to QR 320.00");
    expect(words.changes).toEqual([{ field: "Price", before: "QR 350.00", after: "QR 320.00" }]);
  });

  it("lists every changed field of a wider change, and only those", () => {
    const before = { name: { en: "Oud Royal", ar: "" }, price: 35000, stock: 4, active: true, imageSet: null };
    const words = say("product.update", { before, after: { ...before, stock: 2, active: false, imageSet: { a: 1 } } }, "7");
    expect(words.sentence).toBe("Changed the perfume Oud Royal");
    expect(words.changes).toEqual([
      { field: "Stock", before: "4", after: "2" },
      { field: "On the shop", before: "Yes", after: "No" },
    ]);
  });

  it("names a perfume whose photo changed from the page's names when the entry holds only the photo", () => {
    const names = { ...NO_NAMES, products: { "7": "Oud Royal" } };
    expect(say("product.image", { before: { image: "a.webp" }, after: { image: "b.webp" } }, "7", names).sentence).toBe(
      "Changed the photo of Oud Royal",
    );
  });

  it("writes a blocked number as people read it, with the reason", () => {
    expect(say("phone.block", { reason: "Fake orders" }, "+97455551234").sentence).toBe("Blocked +974 5555 1234: Fake orders");
    expect(say("phone.unblock", null, "+97455551234").sentence).toBe("Unblocked +974 5555 1234");
  });

  it("says who took an order and who had it before, and amounts handed over in QR", () => {
    const assign = say("order.assign", { orderNumber: 1401, driverId: "d2", driverName: "Omar", previousDriverName: "Ali" }, "o");
    expect(assign.sentence).toBe("Gave order #1401 to Omar");
    expect(assign.changes).toEqual([{ field: "Driver", before: "Ali", after: "Omar" }]);
    expect(say("order.assign", { driverId: null }, "o", { ...NO_NAMES, orders: { o: 1401 } }).sentence).toBe(
      "Took order #1401 back from its driver",
    );
    expect(
      say("cash.handover", { amount: 20000, day: "2026-11-25" }, "d1", { ...NO_NAMES, drivers: { d1: "Ali" } }),
    ).toMatchObject({
      sentence: "Recorded QR 200.00 handed over by Ali",
      notes: ["For 2026-11-25"],
    });
  });

  it("says a role change in the role's words, with or without the value before", () => {
    const now = say(
      "staff.update",
      { before: { role: "staff", disabled: false }, after: { role: "owner", disabled: false } },
      "sara",
    );
    expect(now.sentence).toBe("Changed the account of sara");
    expect(now.changes).toEqual([{ field: "Role", before: "Staff", after: "Owner" }]);
    expect(say("staff.update", { disabled: true }, "sara").changes).toEqual([{ field: "Disabled", before: "", after: "Yes" }]);
  });

  it("flags failed sign-ins, and words a deleted order from what was kept", () => {
    expect(say("login.failure", { reason: "wrong password" }, "admin")).toMatchObject({
      sentence: "Failed to sign in as admin",
      notes: ["Why: wrong password"],
      warning: true,
    });
    // The reason is recorded in English words; an Arabic reader reads it in Arabic.
    const arabic = wordAudit(
      { action: "login.failure", target: "admin", detail: JSON.stringify({ reason: "wrong password" }) },
      NO_NAMES,
      adminAr,
      adminIntl({ language: "ar", arabicDigits: false }),
    );
    expect(arabic.notes).toEqual(["السبب: كلمة مرور خاطئة"]);
    expect(say("login.failure", { reason: "a reason from before the list" }, "admin").notes).toEqual([
      "Why: a reason from before the list",
    ]);
    expect(say("order.delete", { orderNumber: 1003, status: "Cancelled", total: 8500, items: 1 }, "o").notes).toEqual([
      "It was Cancelled, QR 85.00, 1 item",
    ]);
  });

  it("words every action, even an old entry with no detail, with every placeholder filled", () => {
    for (const action of AUDIT_ACTIONS) {
      const words = say(action, null, "x");
      expect(words.sentence, action).not.toBe("");
      expect(words.sentence, action).not.toMatch(/[{}]/);
      expect(words.sentence, action).not.toBe(action);
    }
  });

  it("shows an action it does not know by its name, and survives a detail that is not JSON", () => {
    expect(say("future.thing").sentence).toBe("future.thing");
    expect(wordAudit({ action: "order.status", target: null, detail: "{oops" }, NO_NAMES, adminEn, english).sentence).toBe(
      "Changed status of an order to None",
    );
  });
});
