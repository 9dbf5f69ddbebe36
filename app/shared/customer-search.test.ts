import { describe, expect, it } from "vitest";
import { parseCustomerSearch, prefixEnd } from "./customer-search";

describe("parseCustomerSearch", () => {
  it("reads a local number, or the start of one, as the numbers after +974", () => {
    expect(parseCustomerSearch("5512")).toEqual({ kind: "phone", from: "+9745512", to: "+9745513" });
    expect(parseCustomerSearch(" 5512 3456 ")).toMatchObject({ from: "+97455123456" });
    expect(parseCustomerSearch("5512-3459")).toMatchObject({ from: "+97455123459", to: "+9745512345:" });
  });

  it("takes a country code written with + or 00 as it is", () => {
    expect(parseCustomerSearch("+974 5512")).toMatchObject({ kind: "phone", from: "+9745512" });
    expect(parseCustomerSearch("00974 5512")).toMatchObject({ kind: "phone", from: "+9745512" });
  });

  it("reads Arabic-Indic digits as digits", () => {
    expect(parseCustomerSearch("٥٥١٢")).toMatchObject({ kind: "phone", from: "+9745512" });
  });

  it("reads anything else as the start of a name, ASCII letters folded", () => {
    expect(parseCustomerSearch("  Fatima  Al ")).toEqual({ kind: "name", from: "fatima al", to: "fatima am" });
    expect(parseCustomerSearch("فاطمة")).toMatchObject({ kind: "name", from: "فاطمة" });
    expect(parseCustomerSearch("")).toEqual({ kind: "all" });
    expect(parseCustomerSearch("+")).toMatchObject({ kind: "name", from: "+" });
  });

  it("ends a prefix's range above every string that starts with it", () => {
    expect(prefixEnd("ab")).toBe("ac");
    expect(prefixEnd("a\u{1F600}")).toBe("a\u{1F601}");
    expect("abzzz" < prefixEnd("ab") && "ab" < prefixEnd("ab")).toBe(true);
  });
});
