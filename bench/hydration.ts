// How long a phone takes from the first paint to an interactive page (`<html data-hydrated>`, set by
// app/browser/early-clicks.ts): the production build, Chromium at 4x CPU slowdown (CDP
// Emulation.setCPUThrottlingRate) and a 390 px wide screen, a fresh browser context (empty cache)
// per visit, median of 5 (HYDRATION_ROUNDS). docs/PERFORMANCE.md, "Time to interactive".
//
//   node --import tsx bench/hydration.ts [/path …]
//   HYDRATION_CHECKOUTS="before=/tmp/old-checkout,after=." node --import tsx bench/hydration.ts
//
// With several checkouts (each already built: `npm run build` in it), their servers run side by
// side and the visits alternate between them, so a busy machine weighs on both alike.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
// @ts-expect-error a plain JavaScript build script without type declarations
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
// @ts-expect-error a plain JavaScript build script without type declarations
import { SERVER_BUNDLE } from "../scripts/build-server.mjs";

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/product/creed-aventus", "/ar"];
const rounds = Number(process.env.HYDRATION_ROUNDS ?? 5);
const checkouts = (process.env.HYDRATION_CHECKOUTS ?? "this=.").split(",").map((pair, i) => {
  const [name, dir] = pair.split("=");
  return { name, dir: path.resolve(dir), port: Number(process.env.HYDRATION_PORT ?? 4520) + i };
});
if (checkouts.length === 1 && checkouts[0].dir === process.cwd()) buildIfNeeded();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-hydration-"));
const servers: ChildProcess[] = [];

async function startServer({ name, dir, port }: (typeof checkouts)[number]) {
  const server = spawn(process.execPath, [path.join("build", SERVER_BUNDLE as string)], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: "build",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      DATABASE_URL: `file:${dataDir}/${name}.db`,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.stdout?.on("data", (d) => String(d).includes("is open on") && resolve()));
}

/** One visit with an empty cache: milliseconds from the first paint to `data-hydrated`. */
async function visit(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  // Records the moment the attribute appears, in the page's own clock.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement?.hasAttribute("data-hydrated")) {
        (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
  const { paint, hydrated } = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-paint")[0]?.startTime ?? 0,
    hydrated: (window as unknown as { hydratedAt: number }).hydratedAt,
  }));
  await context.close();
  return hydrated - paint;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  await Promise.all(checkouts.map(startServer));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
  });
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  for (const url of pages) {
    const gaps = new Map<string, number[]>(checkouts.map((c) => [c.name, []]));
    for (let round = 0; round < rounds; round++) {
      for (const { name, port } of checkouts) gaps.get(name)?.push(await visit(browser, `http://127.0.0.1:${port}${url}`));
    }
    for (const [name, values] of gaps) {
      console.log(
        `${url} ${name}: first paint to data-hydrated, median ${Math.round(median(values))} ms (${values.map(Math.round).join(" / ")})`,
      );
    }
  }
  await browser.close();
} finally {
  for (const server of servers) server.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
}
