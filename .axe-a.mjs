import { chromium } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const w of [390, 1280]) for (const p of ["/", "/products", "/product/creed-aventus", "/cart", "/offers", "/about", "/privacy", "/faq", "/contact", "/terms", "/checkout"]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: 800 } }); const page = await ctx.newPage();
  const errs = [];
  page.on("console", (m) => m.type() === "error" && errs.push(m.text()));
  await page.goto("http://127.0.0.1:4211" + p, { waitUntil: "networkidle" });
  const r = await new AxeBuilder({ page }).analyze();
  const sw = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  console.log(w, p, "violations:", r.violations.map((v) => `${v.id}(${v.nodes.length}) ${v.nodes.map(n=>n.target.join(" ")).slice(0,2).join(" | ")}`).join("; ") || "none", "overflow:", sw, errs.length ? errs : "");
  await ctx.close();
}
await browser.close();
