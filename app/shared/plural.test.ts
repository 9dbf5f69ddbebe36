import { describe, expect, it } from "vitest";
import { plural } from "./plural";

describe("plural", () => {
  const items = { one: "1 item", other: "{count} items" };

  it("takes English's one form for 1 only", () => {
    expect([0, 1, 2, 11].map((n) => plural("en", n, items))).toEqual([
      "{count} items",
      "1 item",
      "{count} items",
      "{count} items",
    ]);
  });

  it("gives Arabic its six forms, and other where a form is left out", () => {
    const six = { zero: "zero", one: "one", two: "two", few: "few", many: "many", other: "other" };
    expect([0, 1, 2, 3, 10, 11, 99, 100].map((n) => plural("ar", n, six))).toEqual([
      "zero",
      "one",
      "two",
      "few",
      "few",
      "many",
      "many",
      "other",
    ]);
    expect(plural("ar", 2, items)).toBe("{count} items");
  });
});
