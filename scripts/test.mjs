// `npm test`: the unit and integration suites (Vitest), then the browser suites (Playwright),
// then one plain summary line for CI: "N passed, N failed, N skipped".
import { spawnSync } from "node:child_process";
import fs from "node:fs";

// Not under test-results/: Playwright empties that folder when it starts.
fs.mkdirSync("reports", { recursive: true });
const vitestJson = "reports/vitest.json";
const playwrightJson = "reports/playwright.json";
for (const f of [vitestJson, playwrightJson]) fs.rmSync(f, { force: true });

const run = (args, env = {}) =>
  spawnSync(process.execPath, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;

const only = process.argv[2];
const vitestStatus =
  only === "e2e"
    ? 0
    : run(["node_modules/vitest/vitest.mjs", "run", "--reporter=default", "--reporter=json", `--outputFile=${vitestJson}`]);
const playwrightStatus =
  only === "unit"
    ? 0
    : run(["node_modules/@playwright/test/cli.js", "test"], {
        PLAYWRIGHT_REPORTERS: "ci",
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
      });

let passed = 0;
let failed = 0;
let skipped = 0;
if (fs.existsSync(vitestJson)) {
  const r = JSON.parse(fs.readFileSync(vitestJson, "utf8"));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
} else if (only !== "e2e") failed += 1;
if (fs.existsSync(playwrightJson)) {
  const s = JSON.parse(fs.readFileSync(playwrightJson, "utf8")).stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  skipped += s.skipped;
} else if (only !== "unit") failed += 1;

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(vitestStatus || playwrightStatus || (failed ? 1 : 0));
