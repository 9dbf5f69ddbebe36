// The Arabic admin dictionary says everything the English one does (decision 043): the same keys
// both ways (the type catches a missing key; this also catches an extra one) and the same {x}
// placeholders, so format() never leaves a "{name}" on screen or drops a value. Counted texts may
// have every plural form Arabic needs; each form only uses placeholders the English forms know.
import { describe, expect, it } from "vitest";
import { adminAr } from "./admin.ar";
import { adminEn } from "./admin.en";

type Tree = { readonly [key: string]: string | Tree };
const PLURAL_FORMS = new Set(["zero", "one", "two", "few", "many", "other"]);

const isPlural = (value: Tree) => "other" in value && Object.keys(value).every((k) => PLURAL_FORMS.has(k));
const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

interface Leaf {
  path: string;
  value: string | Tree;
}

function leaves(tree: Tree, prefix = ""): Leaf[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" || isPlural(value) ? [{ path, value }] : leaves(value, path);
  });
}

const en = new Map(leaves(adminEn as unknown as Tree).map((l) => [l.path, l.value]));
const ar = new Map(leaves(adminAr as unknown as Tree).map((l) => [l.path, l.value]));

describe("the Arabic admin dictionary", () => {
  it("has exactly the English keys", () => {
    expect([...ar.keys()].filter((k) => !en.has(k))).toEqual([]);
    expect([...en.keys()].filter((k) => !ar.has(k))).toEqual([]);
  });

  it("keeps every placeholder of every text", () => {
    const wrong: string[] = [];
    for (const [path, english] of en) {
      const arabic = ar.get(path)!;
      if (typeof english === "string") {
        if (typeof arabic !== "string" || placeholders(arabic).join() !== placeholders(english).join()) wrong.push(path);
        continue;
      }
      if (typeof arabic === "string") {
        wrong.push(path);
        continue;
      }
      // Counted: "other" says the same; every other form uses only what the English forms use.
      const known = new Set(Object.values(english).flatMap((t) => placeholders(t as string)));
      if (placeholders(arabic.other as string).join() !== placeholders(english.other as string).join())
        wrong.push(`${path}.other`);
      for (const [form, text] of Object.entries(arabic))
        if (placeholders(text as string).some((p) => !known.has(p))) wrong.push(`${path}.${form}`);
    }
    expect(wrong).toEqual([]);
  });

  it("is in Arabic: no text left as the English one, apart from codes and names", () => {
    const same = [...en].filter(
      ([path, english]) =>
        typeof english === "string" && ar.get(path) === english && /[a-z]{3}/i.test(english.replace(/\{\w+\}/g, "")),
    );
    // A code staff read as it is printed on the label.
    expect(same.map(([path]) => path)).toEqual(["catalogue.form.sku"]);
  });
});
