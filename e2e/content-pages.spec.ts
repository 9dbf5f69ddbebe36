// The content pages (/about, /privacy, /terms, /faq, /contact), the SEO tags of every indexable
// storefront page, and /sitemap.xml and /robots.txt.
import { expect, test, type Page } from "@playwright/test";
import { pages } from "../app/content/pages.en";
import { loadConfig } from "../server/config";
import { seedProducts } from "../server/db/catalogue-data";

const store = loadConfig({ ...process.env, NODE_ENV: "production" }).store;
const hours = "Sunday to Thursday, 9 AM to 6 PM";
const main = (page: Page) => page.getByRole("main");
const h2s = (page: Page) => main(page).getByRole("heading", { level: 2 });

/** Opens a page, failing the test on any console error or hydration warning. */
async function open(page: Page, path: string) {
  const errors: string[] = [];
  page.on("console", (m) => (m.type() === "error" || /hydrat/i.test(m.text())) && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return errors;
}

async function expectNoPlaceholders(page: Page) {
  // A template placeholder such as {email} that was never filled would show verbatim.
  await expect(main(page)).not.toContainText(/\{\w+\}/);
}

test("About: hero, Our Story, Our Mission with four goals, Get In Touch with e-mail, phone and hours", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/about")).text();
  expect(html).toContain(pages.about.tagline);
  expect(html).toContain("Our Story");

  const errors = await open(page, "/about");
  const h1 = main(page).getByRole("heading", { level: 1 });
  await expect(h1).toContainText("About Us");
  await expect(h1).toContainText(pages.about.tagline);
  await expect(main(page)).toContainText(`At ${store.brand}, we believe`);
  await expect(h2s(page)).toHaveText(["Our Story", "Our Mission", "Get In Touch"]);

  const mission = main(page).locator("section", { has: page.getByRole("heading", { level: 2, name: "Our Mission" }) });
  await expect(mission.getByRole("heading", { level: 3 })).toHaveText([
    "Authenticity without question",
    "Effortless shopping",
    "Exceptional value",
    "Personal care",
  ]);

  const contact = main(page).locator("section", { has: page.getByRole("heading", { level: 2, name: "Get In Touch" }) });
  await expect(contact.getByRole("link", { name: store.email }).first()).toHaveAttribute("href", `mailto:${store.email}`);
  await expect(contact.getByRole("link", { name: store.phone }).first()).toHaveAttribute(
    "href",
    `tel:${store.phone.replace(/[^\d+]/g, "")}`,
  );
  await expect(contact).toContainText(hours);
  await contact.getByRole("link", { name: "Explore the Collection" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expectNoPlaceholders(page);
  expect(errors).toEqual([]);
});

test("Privacy Policy: last updated May 31, 2025, the six sections of the spec, and an index that jumps to them", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/privacy")).text();
  expect(html).toContain("Last updated May 31, 2025");

  const errors = await open(page, "/privacy");
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await expect(main(page)).toContainText("Last updated May 31, 2025");
  const sections = [
    "Introduction",
    "Information We Collect",
    "How We Use Your Information",
    "Data Security",
    "Changes to This Privacy Policy",
    "Contact Us",
  ];
  await expect(main(page).locator("section h2")).toHaveText(sections);
  await expect(main(page)).toContainText("All orders are paid in cash on delivery.");
  await expect(main(page)).toContainText(store.email);

  await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Data Security" }).click();
  await expect(page).toHaveURL(/#data-security$/);
  await expect(main(page).getByRole("heading", { level: 2, name: "Data Security" })).toBeInViewport();
  await expectNoPlaceholders(page);
  expect(errors).toEqual([]);
});

test("Terms & Conditions: orders, payment, delivery and returns for a Cash on Delivery shop", async ({ page }) => {
  const errors = await open(page, "/terms");
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Terms & Conditions");
  await expect(main(page).locator("section h2")).toHaveText(pages.terms.sections.map((s) => s.heading));
  for (const heading of ["Payment", "Delivery", "Returns and Refunds", "Governing Law"]) {
    await expect(main(page).getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
  }
  await expect(main(page)).toContainText("within 7 days of delivery");
  await expect(main(page)).toContainText(`Welcome to ${store.brand}.`);
  await expectNoPlaceholders(page);
  expect(errors).toEqual([]);
});

test("FAQs: each question opens its answer by mouse or keyboard, with FAQPage structured data", async ({ page, request }) => {
  const html = await (await request.get("/faq")).text();
  const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  const faq = ld.find((d) => d["@type"] === "FAQPage");
  expect(faq.mainEntity).toHaveLength(pages.faq.items.length);
  expect(JSON.stringify(faq)).toContain(store.email);

  const errors = await open(page, "/faq");
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
  const first = pages.faq.items[0];
  const answer = main(page).getByText(first.answer.slice(0, 40));
  await expect(answer).toBeHidden();
  await main(page).getByText(first.question).click();
  await expect(answer).toBeVisible();

  const contactItem = main(page).locator("details", { hasText: "How can I contact you?" });
  await contactItem.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(contactItem.getByRole("link", { name: store.email })).toHaveAttribute("href", `mailto:${store.email}`);
  await expect(contactItem).toContainText(hours);
  await expect(h2s(page)).toContainText(["Still Have Questions?"]);
  await expectNoPlaceholders(page);
  expect(errors).toEqual([]);
});

test("Contact Support: e-mail, phone, WhatsApp with the greeting, social profile and hours", async ({ page }) => {
  const errors = await open(page, "/contact");
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Contact Support");
  await expect(main(page).getByRole("link", { name: store.email }).first()).toHaveAttribute("href", `mailto:${store.email}`);
  await expect(main(page).getByRole("link", { name: store.phone }).first()).toHaveAttribute("href", /^tel:\+974/);
  const whatsapp = main(page).getByRole("link", { name: /Start a chat/ });
  const href = new URL((await whatsapp.getAttribute("href"))!);
  expect(href.origin + href.pathname).toBe(`https://wa.me/${store.whatsapp.replace(/\D/g, "")}`);
  expect(href.searchParams.get("text")).toContain("interested in your luxury fragrances");
  await expect(main(page).getByRole("link", { name: new RegExp(store.socialLabel) })).toHaveAttribute("href", store.socialUrl);
  await expect(main(page)).toContainText(hours);
  await expect(h2s(page)).toHaveText(pages.contact.sections.map((s) => s.heading));
  await expectNoPlaceholders(page);
  expect(errors).toEqual([]);
});

test("the footer reaches every content page", async ({ page }) => {
  await open(page, "/");
  const footer = page.getByRole("contentinfo");
  for (const [label, path, h1] of [
    ["About Us", "/about", "About Us"],
    ["Contact Support", "/contact", "Contact Support"],
    ["FAQs", "/faq", "Frequently Asked Questions"],
    ["Terms & Conditions", "/terms", "Terms & Conditions"],
    ["Privacy Policy", "/privacy", "Privacy Policy"],
  ] as const) {
    await footer.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(main(page).getByRole("heading", { level: 1 })).toContainText(h1);
  }
});

test.describe("SEO tags", () => {
  const indexable = ["/", "/products", "/product/creed-aventus", "/offers", "/about", "/privacy", "/terms", "/faq", "/contact"];

  for (const path of indexable) {
    test(`${path} has its own title, description, canonical URL and Open Graph tags`, async ({ request, baseURL }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      const head = html.slice(0, html.indexOf("</head>"));
      const meta = (attr: string, key: string) => new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(head)?.[1];
      const title = /<title>([^<]+)<\/title>/.exec(head)?.[1];
      expect(title).toBeTruthy();
      expect(title).toContain(store.brand);
      expect(meta("name", "description")?.length).toBeGreaterThan(40);
      expect(head).toContain(`<link rel="canonical" href="${baseURL}${path}"/>`);
      expect(meta("property", "og:url")).toBe(`${baseURL}${path}`);
      expect(meta("property", "og:title")).toBe(title);
      expect(meta("property", "og:description")).toBe(meta("name", "description"));
      expect(meta("property", "og:site_name")).toBe(store.brand);
      expect(meta("property", "og:type")).toMatch(/^(website|product)$/);
      expect(meta("property", "og:image")).toMatch(new RegExp(`^${baseURL}/`));
      expect(meta("name", "twitter:card")).toBe("summary_large_image");
      // Exactly one of each, so no layout and page tags compete.
      expect(head.match(/<title>/g)).toHaveLength(1);
      expect(head.match(/rel="canonical"/g)).toHaveLength(1);

      const image = await request.get(meta("property", "og:image")!);
      expect(image.status()).toBe(200);
    });
  }

  test("titles and descriptions differ from page to page", async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of indexable) {
      const html = await (await request.get(path)).text();
      titles.add(/<title>([^<]+)<\/title>/.exec(html)![1]);
      descriptions.add(/<meta name="description" content="([^"]*)"/.exec(html)![1]);
    }
    expect(titles.size).toBe(indexable.length);
    expect(descriptions.size).toBe(indexable.length);
  });

  test("product pages carry Product structured data priced in QAR", async ({ request }) => {
    const html = await (await request.get("/product/baccarat-rouge-540")).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    const product = ld.find((d) => d["@type"] === "Product");
    expect(product.name).toBe("Baccarat Rouge 540");
    const offer = Array.isArray(product.offers) ? product.offers[0] : product.offers;
    expect(offer.priceCurrency).toBe("QAR");
    expect(Number(offer.price)).toBe(85);
  });
});

test("/sitemap.xml lists every storefront page and every product as absolute URLs", async ({ request, baseURL }) => {
  const res = await request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/xml");
  const xml = await res.text();
  const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
  for (const path of ["/", "/products", "/offers", "/about", "/privacy", "/terms", "/faq", "/contact"]) {
    expect(locs).toContain(`${baseURL}${path}`);
  }
  for (const p of seedProducts) expect(locs).toContain(`${baseURL}/product/${p.slug}`);
  expect(locs.some((l) => l.includes("/admin"))).toBe(false);
  // Every listed URL answers 200 (no redirect to / from the catch-all).
  for (const loc of locs) {
    const page = await request.get(loc, { maxRedirects: 0 });
    expect(page.status(), loc).toBe(200);
  }
});

test("/robots.txt disallows /admin and points to the sitemap", async ({ request, baseURL }) => {
  const res = await request.get("/robots.txt");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("text/plain");
  const txt = await res.text();
  expect(txt).toMatch(/^User-agent: \*$/m);
  expect(txt).toMatch(/^Disallow: \/admin$/m);
  expect(txt).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
