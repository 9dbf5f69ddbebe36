import { describe, expect, it } from "vitest";
import { adminEn } from "../../i18n/admin.en";
import { bulkSummary } from "./bulk-summary";

const t = adminEn.orders.bulk;

describe("the summary of a bulk action", () => {
  it("counts what was done and names each refused order with why", () => {
    expect(
      bulkSummary(
        {
          action: "confirm",
          outcomes: [
            { orderNumber: 1401, done: true },
            { orderNumber: 1402, done: false, refusal: "closed", status: "Delivered" },
            { orderNumber: 1403, done: true },
            { orderNumber: 1404, done: true },
          ],
        },
        t,
      ),
    ).toBe("3 orders confirmed; #1402 refused: already delivered");
  });

  it("says one order, a status, a driver, and nothing done", () => {
    expect(bulkSummary({ action: "status", status: "Shipped", outcomes: [{ orderNumber: 7, done: true }] }, t)).toBe(
      "1 order set to Shipped",
    );
    expect(
      bulkSummary(
        {
          action: "assign",
          driverName: "Ali",
          outcomes: [
            { orderNumber: 7, done: true },
            { orderNumber: 8, done: true },
          ],
        },
        t,
      ),
    ).toBe("2 orders given to Ali");
    expect(
      bulkSummary(
        {
          action: "confirm",
          outcomes: [
            { orderNumber: 9, done: false, refusal: "already-confirmed" },
            { orderNumber: 10, done: false, refusal: "not-found" },
          ],
        },
        t,
      ),
    ).toBe("No order changed; #9 refused: already confirmed; #10 refused: not found (deleted?)");
  });
});
