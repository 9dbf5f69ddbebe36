import { describe, it, expect } from "vitest";
import { format } from "./format";
import { checkoutEn } from "./checkout.en";
import { en } from "./en";

describe("format", () => {
  it("replaces every occurrence of each placeholder", () => {
    expect(format("{a} and {b} and {a}", { a: "x", b: "y" })).toBe("x and y and x");
  });

  it("stringifies numbers, including zero", () => {
    expect(format("Add ({n})", { n: 3 })).toBe("Add (3)");
    expect(format("{n} items", { n: 0 })).toBe("0 items");
  });

  it("leaves unknown keys as they are", () => {
    expect(format("Hello {name}, welcome to {brand}", { name: "Noor" })).toBe("Hello Noor, welcome to {brand}");
  });

  it("does not treat inherited object properties as values", () => {
    expect(format("{constructor} {toString}", {})).toBe("{constructor} {toString}");
  });

  it("ignores braces that are not placeholders", () => {
    expect(format("{ not a key } {} {a-b}", { a: 1 })).toBe("{ not a key } {} {a-b}");
  });

  it("returns a template without placeholders unchanged", () => {
    expect(format("Offer Expired!", { brand: "X" })).toBe("Offer Expired!");
  });

  it("fills the catalogue's templates", () => {
    expect(format(en.layout.footer.copyright, { year: 2025, brand: "Maison" })).toBe("© 2025 Maison. All rights reserved.");
    expect(format(en.toasts.addedToCart.description, { name: "Creed Aventus" })).toBe("Creed Aventus is now in your cart.");
    expect(format(checkoutEn.texts.confirmation.thankYou, { name: "Aisha" })).toBe("Thank you, Aisha!");
    expect(format(en.layout.chat.greeting, { brand: "Maison" })).toBe(
      "Hello Maison! I'm interested in your luxury fragrances and have a question.",
    );
  });
});
