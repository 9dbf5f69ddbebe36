import { describe, expect, it } from "vitest";
import { mailText, MAIL_TEXT_LIMITS } from "./customer-text";

/** What a mail client would make a link of. */
const LINKABLE = /https?|www\.|:\/\/|[\p{L}\p{N}]\.[\p{L}\p{N}]{2}/iu;

describe("customer text in e-mails", () => {
  it("keeps an ordinary name, address and note as typed", () => {
    expect(mailText("Fatima Al-Kuwari", 40)).toBe("Fatima Al-Kuwari");
    expect(mailText("فاطمة الكواري", 40)).toBe("فاطمة الكواري");
    expect(mailText("J.R. Smith", 40)).toBe("J.R. Smith");
    expect(mailText("Villa 7, Al Waab St. 12", 120)).toBe("Villa 7, Al Waab St. 12");
  });

  it("shortens a name to a name, with an ellipsis, counting what a reader sees", () => {
    const long = "Verify your payment now or your account will be closed today";
    const name = mailText(long, MAIL_TEXT_LIMITS.name);
    expect(Array.from(new Intl.Segmenter().segment(name))).toHaveLength(40);
    expect(name.endsWith("…")).toBe(true);
    expect(long.startsWith(name.slice(0, -1))).toBe(true);
    // An emoji family or an accented letter is one character, never split.
    const family = "👨‍👩‍👧".repeat(50);
    expect(mailText(family, 5)).toBe(`${"👨‍👩‍👧".repeat(4)}…`);
  });

  it("puts a paragraph on one line", () => {
    expect(mailText("Line one\n\nline   two\r\n\tthree", 120)).toBe("Line one line two three");
  });

  it.each([
    ['<a href="https://evil.example/phish">Verify payment</a>', '<a href="hxxps[:]//evil[.]example/phish">Verify payment</a>'],
    ["http://evil.example", "hxxp[:]//evil[.]example"],
    ["HTTPS://EVIL.EXAMPLE", "HxxPS[:]//EVIL[.]EXAMPLE"],
    ["www.evil.example", "www[.]evil[.]example"],
    ["Visit evil.co now", "Visit evil[.]co now"],
    ["pay@evil.example", "pay@evil[.]example"],
    ["go to 203.0.113.9", "go to 203[.]0[.]113[.]9"],
    ["evil。example", "evil[.]example"],
    ["evil\u200B.example", "evil[.]example"],
    ["evil\u200D.\u200Dexample", "evil\u200D[.]\u200Dexample"],
    ["موقع.قطر", "موقع[.]قطر"],
    ["ftp://files", "ftp[:]//files"],
  ])("makes %j inert", (typed, shown) => {
    const text = mailText(typed, 200);
    expect(text).toBe(shown);
    expect(text).not.toMatch(LINKABLE);
  });

  it("bounds notes too", () => {
    const notes = mailText("Call https://evil.example ".repeat(40), MAIL_TEXT_LIMITS.notes);
    expect(Array.from(new Intl.Segmenter().segment(notes)).length).toBeLessThan(MAIL_TEXT_LIMITS.notes + 40);
    expect(notes).not.toMatch(LINKABLE);
  });
});
