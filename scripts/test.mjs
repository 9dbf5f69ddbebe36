// `npm test`: the unit and integration suites (Vitest), then the browser suites (Playwright),
// then one plain summary line for CI: "N passed, N failed, N skipped".
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";

// Not under test-results/: Playwright empties that folder when it starts.
fs.mkdirSync("reports", { recursive: true });
const vitestJson = "reports/vitest.json";
const vitestErrorsJson = "reports/vitest-errors.json";
const playwrightJson = "reports/playwright.json";
for (const f of [vitestJson, vitestErrorsJson, playwrightJson]) fs.rmSync(f, { force: true });

const run = (args, env = {}) =>
  spawnSync(process.execPath, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;

const only = process.argv[2];
// The browser tests' production build, made while Vitest runs, at the lowest priority: Vitest's
// `fast` project keeps both cores busy and goes first, while its `slow` project runs one file at a
// time, and many of its files wait on servers and disks, leaving a core mostly free for the build
// (docs/testing.md, "What keeps CI under 20 minutes"). Playwright's server builds only what is
// still stale once this is done.
const build =
  only === "unit"
    ? Promise.resolve(0)
    : new Promise((resolve) => {
        const child = spawn(process.execPath, ["scripts/build-if-needed.mjs"], { stdio: "inherit" });
        // Before it starts Vite's own processes, which inherit it.
        if (child.pid) os.setPriority(child.pid, os.constants.priority.PRIORITY_LOW);
        child.on("exit", (code) => resolve(code ?? 1));
      });
const vitestStatus =
  only === "e2e"
    ? 0
    : run([
        "node_modules/vitest/vitest.mjs",
        "run",
        "--reporter=default",
        "--reporter=json",
        `--outputFile=${vitestJson}`,
        "--reporter=./scripts/vitest-hook-errors.mjs",
      ]);
if ((await build) !== 0) console.log("The production build failed; Playwright's server will try it again.");
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
// CI keeps only the log's tail: name what failed just above the summary line.
const failures = [];
if (fs.existsSync(vitestJson)) {
  const r = JSON.parse(fs.readFileSync(vitestJson, "utf8"));
  // A hook that failed (its tests counted as skipped), a file that did not load, an error outside
  // any test: each is one failure, named with its message.
  const errors = fs.existsSync(vitestErrorsJson) ? JSON.parse(fs.readFileSync(vitestErrorsJson, "utf8")) : [];
  for (const error of errors) failures.push(`vitest ${error}`);
  for (const file of r.testResults ?? []) {
    const name = file.name.replace(process.cwd() + "/", "");
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === "failed");
    for (const t of failedTests)
      failures.push(`vitest ${name} › ${t.fullName}: ${(t.failureMessages ?? [])[0]?.split("\n")[0] ?? ""}`);
    if (file.status === "failed" && failedTests.length === 0 && !errors.some((e) => e.startsWith(name)))
      failures.push(`vitest ${name}: ${(file.message ?? "").split("\n")[0]}`);
  }
  passed += r.numPassedTests;
  failed += r.numFailedTests + errors.length;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
} else if (only !== "e2e") failed += 1;
if (fs.existsSync(playwrightJson)) {
  const s = JSON.parse(fs.readFileSync(playwrightJson, "utf8")).stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  skipped += s.skipped;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === "unexpected" || t.status === "flaky")
          failures.push(`playwright ${t.status} [${t.projectName}] ${[...titles, spec.title].join(" › ")}`);
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of JSON.parse(fs.readFileSync(playwrightJson, "utf8")).suites ?? []) walk(suite, [suite.title]);
} else if (only !== "unit") failed += 1;

if (failures.length) console.log(`\nNot passed (${failures.length}):\n${failures.map((f) => `  ${f.slice(0, 300)}`).join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(vitestStatus || playwrightStatus || (failed ? 1 : 0));
