// The wishlist and "tell me when it is back" (docs/decisions/048-wishlist-and-back-in-stock.md), in
// both languages: a guest hearts a perfume, signs in with the code read from the outbox's file and
// finds it in the account's wishlist; a shopper asks to be told about a sold-out size, staff
// restock it in the admin, and the message's file appears in the outbox with the product's link.
// Each case adds a perfume of its own (sold out), so it runs after the specs that read the
// catalogue (playwright.config.ts), and deletes it afterwards. Screenshots at 390 and 1280 px.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./admin-helpers";
import { gotoHydrated } from "./hydration";
import { shoot } from "./screenshots";
import { serverOutbox } from "./server-data";

/** The newest outbox file whose name ends with `suffix`, and its text, once there is one. */
async function outboxFile(suffix: string, kind: string): Promise<string> {
  let text = "";
  await expect
    .poll(
      () => {
        const files = fs.existsSync(serverOutbox())
          ? fs.readdirSync(serverOutbox()).filter((f) => f.endsWith(suffix) && f.includes(kind))
          : [];
        const newest = files.sort().at(-1);
        text = newest ? fs.readFileSync(path.join(serverOutbox(), newest), "utf8") : "";
        return text.length > 0;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return text;
}

const cases = [
  {
    language: "en" as const,
    prefix: "",
    name: "Maison Wish Amber Veil",
    nameAr: "ميزون ويش حجاب العنبر",
    slug: "maison-wish-amber-veil",
    shopperPhone: "5566 0401",
    shopperDigits: "97455660401",
    askerPhone: "5566 0402",
    askerDigits: "97455660402",
    texts: {
      heart: (name: string) => `Save ${name} to my wishlist`,
      send: "Send me a code",
      code: "6-digit code",
      signIn: "Sign in",
      wishlist: "My wishlist",
      ask: "Tell me when it is back",
      to: "Mobile number or e-mail",
      consent: /I agree to receive one message/,
      notify: "Notify me",
      done: "Thank you. We will tell you once",
      message: "is back in stock",
    },
  },
  {
    language: "ar" as const,
    prefix: "/ar",
    name: "Maison Wish Rose Dusk",
    nameAr: "ميزون ويش غسق الورد",
    slug: "maison-wish-rose-dusk",
    shopperPhone: "5566 0501",
    shopperDigits: "97455660501",
    askerPhone: "5566 0502",
    askerDigits: "97455660502",
    texts: {
      heart: (name: string) => `احفظ ${name} في قائمة أمنياتي`,
      send: "أرسلوا لي رمزاً",
      code: "الرمز المكوّن من 6 أرقام",
      signIn: "دخول",
      wishlist: "قائمة أمنياتي",
      ask: "أخبروني عند توفّره",
      to: "رقم الجوال أو البريد الإلكتروني",
      consent: /أوافق على تلقّي رسالة واحدة/,
      notify: "أخبروني",
      done: "شكرًا لك. سنخبرك مرة واحدة",
      message: "إلى المخزون",
    },
  },
];

async function productIdOf(page: Page, slug: string): Promise<string | undefined> {
  const res = await page.request.get("/api/admin/products");
  const { products } = (await res.json()) as { products: { id: string; slug: string }[] };
  return products.find((p) => p.slug === slug)?.id;
}

for (const c of cases) {
  test.describe(`${c.language}`, () => {
    test.afterEach(async ({ page, baseURL }) => {
      await signIn(page, baseURL!);
      const id = await productIdOf(page, c.slug);
      if (id) await page.request.delete(`/api/admin/products/${id}`, { headers: { Origin: baseURL! } });
    });

    test(`${c.language}: a guest hearts a sold-out perfume, signs in and finds it in the wishlist; a request to be told is answered once staff restock it`, async ({
      page,
      browser,
      baseURL,
    }, info) => {
      test.setTimeout(90_000);
      const shown = c.language === "ar" ? c.nameAr : c.name;
      // The owner adds a perfume with none in stock (through the admin API, in a context of its own).
      const staff = await browser.newPage({ baseURL });
      await signIn(staff, baseURL!);
      const created = await staff.request.post("/api/admin/products", {
        headers: { Origin: baseURL! },
        data: {
          name: { en: c.name, ar: c.nameAr },
          description: { en: "Amber, rose and a veil of musk.", ar: "عنبر وورد ومسك ناعم." },
          notes: { en: ["Amber", "Rose", "Musk"], ar: ["عنبر", "ورد", "مسك"] },
          category: "Women",
          price: 14500,
          stock: 0,
        },
      });
      expect(created.status(), await created.text()).toBe(201);

      // A guest hearts it on the perfumes page; the state is the browser's.
      await gotoHydrated(page, `${c.prefix}/products`);
      const card = page.getByRole("article").filter({ hasText: shown });
      const heart = card.getByRole("button", { name: c.texts.heart(shown) });
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await heart.click();
      await expect(heart).toHaveAttribute("aria-pressed", "true");
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        // Centred, clear of the sticky header.
        await card.evaluate((el) => el.scrollIntoView({ block: "center" }));
        await shoot(page, { path: info.outputPath(`wishlist-card-${c.language}-${width}.png`) });
      }

      // Signs in: the heart joins the account's wishlist.
      await gotoHydrated(page, `${c.prefix}/account`);
      await page.getByRole("textbox").first().fill(c.shopperPhone);
      await page.getByRole("button", { name: c.texts.send }).click();
      const codeFile = await outboxFile(`${c.shopperDigits}.txt`, "sign-in-code");
      await page.getByLabel(c.texts.code).fill(/\b(\d{6})\b/.exec(codeFile)![1]);
      await page.getByRole("button", { name: c.texts.signIn, exact: true }).click();
      const wishlist = page.getByTestId("account-wishlist");
      await expect(wishlist.getByRole("heading", { name: c.texts.wishlist })).toBeVisible();
      await expect(wishlist.getByRole("link", { name: shown })).toHaveAttribute("href", `${c.prefix}/product/${c.slug}`);

      // Another shopper (a guest) asks to be told when the sold-out size is back.
      const asker = await browser.newPage({ baseURL });
      await gotoHydrated(asker, `${c.prefix}/product/${c.slug}`);
      const form = asker.getByTestId("back-in-stock");
      await expect(form.getByRole("heading", { name: c.texts.ask })).toBeVisible();
      await form.getByLabel(c.texts.to).fill(c.askerPhone);
      await form.getByRole("checkbox", { name: c.texts.consent }).check();
      for (const width of [390, 1280]) {
        await asker.setViewportSize({ width, height: 900 });
        await form.evaluate((el) => el.scrollIntoView({ block: "center" }));
        await shoot(asker, { path: info.outputPath(`back-in-stock-${c.language}-${width}.png`) });
      }
      await form.getByRole("button", { name: c.texts.notify }).click();
      await expect(asker.getByTestId("back-in-stock-done")).toContainText(c.texts.done);

      // Staff restock it in the admin; the message goes out once, with the product's link.
      await staff.goto("/admin/dashboard?section=catalogue");
      const panel = staff.getByRole("region", { name: /Perfumes/ });
      await panel.getByRole("button", { name: `Edit ${c.name}` }).click();
      const edit = staff.getByRole("dialog", { name: `Edit ${c.name}` });
      await edit.getByRole("spinbutton", { name: "Stock" }).fill("6");
      await edit.getByRole("button", { name: "Save" }).click();
      await expect(staff.locator(".toast-root").filter({ hasText: `${c.name} is updated on the shop.` })).toBeVisible();
      const message = await outboxFile(`${c.askerDigits}.txt`, "back-in-stock");
      expect(message).toContain(c.texts.message);
      expect(message).toContain(`${baseURL}${c.prefix}/product/${c.slug}`);
      await staff.close();
      await asker.close();
    });
  });
}
