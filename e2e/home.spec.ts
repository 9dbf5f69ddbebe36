import { expect, test } from "@playwright/test";

test("the home page renders on the server and shows the brand", async ({ page, request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain("Al Maha Parfums");

  const errors: string[] = [];
  page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Al Maha Parfums");
  expect(errors).toEqual([]);
});
