import { describe, expect, it } from "vitest";
import { matchesSearch, normaliseSearchText, searchWords } from "./search-text";

describe("normaliseSearchText", () => {
  it("removes tashkeel (fatha, damma, kasra, shadda, sukun, tanwin, dagger alef)", () => {
    expect(normaliseSearchText("عِطْرٌ")).toBe("عطر");
    expect(normaliseSearchText("مُسَكّ")).toBe("مسك");
    expect(normaliseSearchText("كِتَابًا")).toBe("كتابا");
    expect(normaliseSearchText("هٰذا")).toBe("هذا");
  });

  it("removes tatweel", () => {
    expect(normaliseSearchText("عــــود")).toBe("عود");
  });

  it("folds alef with hamza or madda into a bare alef", () => {
    expect(normaliseSearchText("أحمد")).toBe("احمد");
    expect(normaliseSearchText("إبريق")).toBe("ابريق");
    expect(normaliseSearchText("آمن")).toBe("امن");
  });

  it("folds taa marbuta into haa", () => {
    expect(normaliseSearchText("زهرة")).toBe("زهره");
  });

  it("folds alef maqsura into yaa", () => {
    expect(normaliseSearchText("موسى")).toBe("موسي");
  });

  it("lowercases Latin text and drops its accents", () => {
    expect(normaliseSearchText("Crééd AVENTUS")).toBe("creed aventus");
  });

  it("collapses and trims white space", () => {
    expect(normaliseSearchText("  توم \n  فورد ")).toBe("توم فورد");
  });

  it("leaves other letters alone", () => {
    expect(normaliseSearchText("بخور ورد 540")).toBe("بخور ورد 540");
  });
});

describe("matchesSearch", () => {
  const text = normaliseSearchText("Creed Aventus كريد أفنتوس رجالي خشبي");

  it("needs every word of the query, in any order", () => {
    expect(matchesSearch(text, "aventus creed")).toBe(true);
    expect(matchesSearch(text, "كريد")).toBe(true);
    expect(matchesSearch(text, "افنتوس")).toBe(true);
    expect(matchesSearch(text, "كريد نسائي")).toBe(false);
  });

  it("normalises the query too", () => {
    expect(matchesSearch(text, "كِرِيد")).toBe(true);
    expect(matchesSearch(text, "رجالـي")).toBe(true);
  });

  it("matches everything for a blank query", () => {
    expect(searchWords("   ")).toEqual([]);
    expect(matchesSearch(text, "  ")).toBe(true);
  });
});
