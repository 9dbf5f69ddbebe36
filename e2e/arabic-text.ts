// What the Arabic edition's browser tests read on a page (docs/decisions/006): the English left on
// it beyond an allow-list, and screenshots kept where people look at them.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { Catalogue } from "../app/shared/catalogue";
import { loadConfig } from "../server/config";
import { shoot } from "./screenshots";

const store = loadConfig({ ...process.env, NODE_ENV: "production" }).store;
// Outside Playwright's output folder, which each run empties.
const SHOTS = process.env.ARABIC_SHOTS_DIR ?? path.join("test-results", "arabic-shots");

/**
 * Latin words a shopper may rightly see on an Arabic page: perfume names as their houses write
 * them, the brand, the store's contact details, payment/social network names, the switch to
 * English, and the sample order's customer. Everything else in Latin letters is English left
 * untranslated.
 */
export function allowList(catalogue: Catalogue): string[] {
  return [
    ...catalogue.products.map((p) => p.name),
    ...catalogue.products.flatMap((p) => p.name.split(/\s+/)),
    store.brand,
    ...store.brand.split(/\s+/),
    store.email,
    store.socialLabel,
    "WhatsApp",
    "Instagram",
    "English",
    "Visa",
    "Mastercard",
    "XXXX",
    // The e-mail field's example address.
    "you@example.com",
    // "Yves Saint Laurent" as the house itself abbreviates it in bundle descriptions.
    "YSL",
    // The saved order's own details, as the shopper typed them.
    "Noor Al-Thani",
    "Zone 66, Street 850, Building 12",
    "Signature Trio",
  ].sort((a, b) => b.length - a.length);
}

/** Visible text nodes that still hold Latin words once the allowed ones are removed. */
export async function englishLeft(page: Page, allowed: string[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest("script, style, noscript, [hidden], .sr-only-ignore")) continue;
      const style = getComputedStyle(el);
      if (style.display === "none" || style.visibility === "hidden") continue;
      const text = node.textContent?.trim();
      if (text) out.push(text);
    }
    // Accessible names a screen reader speaks count too.
    for (const el of document.querySelectorAll("[aria-label], [placeholder], [alt], [title]")) {
      for (const attr of ["aria-label", "placeholder", "alt", "title"]) {
        const value = el.getAttribute(attr)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
  return texts.filter((text) => {
    let rest = text;
    for (const word of allowed) rest = rest.split(word).join(" ");
    // The order reference (first 8 hex characters of its id) is a code, not a word.
    rest = rest.replace(/#?\b[0-9A-F]{8}\b/g, " ");
    return /[A-Za-z]{2,}/.test(rest);
  });
}

/** A full-page screenshot of an Arabic page, for people to look at. */
export async function shootArabic(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await shoot(page, { path: path.join(SHOTS, `${name.replace(/[ ,]+/g, "-")}.png`), fullPage: true });
}
