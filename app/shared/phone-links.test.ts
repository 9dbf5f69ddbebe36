import { describe, expect, it } from "vitest";
import { telHref, whatsAppHref } from "./phone-links";

describe("telHref", () => {
  it.each([
    ["+974 4000 1234", "tel:+97440001234"],
    ["+974-5555-1234", "tel:+97455551234"],
    ["(+974) 5555 1234", "tel:+97455551234"],
  ])("calls %j as %j", (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});

describe("whatsAppHref", () => {
  it("opens a chat with the number's digits, the message begun when given", () => {
    expect(whatsAppHref("97450001234")).toBe("https://wa.me/97450001234");
    expect(whatsAppHref("+974 5000 1234", "Hello, #1001 ")).toBe("https://wa.me/97450001234?text=Hello%2C%20%231001%20");
  });
});
