// Axe in the browser tests. Each run collects its violations only (`resultTypes`): axe still runs
// every rule on every element, but lists at most one element for what passed or was not
// applicable, and the tests read nothing else. That takes 15-25 % off a run (2.5 against 3.2 s on
// the home page, 1.4 against 1.7 s on /ar/products, on a 2-core machine): the suite has some
// sixty of them (docs/testing.md, "The browser suite's time").
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * An axe run on the page that reports violations only; `.options()` after this would undo that.
 * It scans once the page's animations have run their course: a dialog's overlay fading in was read
 * mid-fade as text too faint. Endless ones (a spinner) are not waited for.
 */
export function axeOn(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  const analyze = builder.analyze.bind(builder);
  builder.analyze = async () => {
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    return analyze();
  };
  return builder;
}

/** What the storefront is held to: WCAG 2.2 A and AA, and axe's best practices. */
const SHOP_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** The page's violations of SHOP_TAGS, each with the elements it found, for an assertion's message. */
export async function shopViolations(page: Page): Promise<string[]> {
  const results = await axeOn(page).withTags(SHOP_TAGS).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}`).join("\n")}`,
  );
}
