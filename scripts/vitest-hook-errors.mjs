// A Vitest reporter for `npm test` (scripts/test.mjs): Vitest's JSON report keeps each failed test's
// message but not a failed hook's (a describe's beforeAll), whose tests it then counts as skipped.
// This writes every error of a file or a suite, with where it happened, so the summary can name it.
import fs from "node:fs";

export default class HookErrorsReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const errors = [];
    const firstLine = (error) => String(error.message ?? error).split("\n")[0];
    for (const module of testModules) {
      const file = module.moduleId.replace(process.cwd() + "/", "");
      for (const error of module.errors()) errors.push(`${file}: ${firstLine(error)}`);
      for (const suite of module.children.allSuites())
        for (const error of suite.errors()) errors.push(`${file} › ${suite.fullName}: ${firstLine(error)}`);
    }
    for (const error of unhandledErrors) errors.push(`unhandled: ${firstLine(error)}`);
    fs.mkdirSync("reports", { recursive: true });
    fs.writeFileSync("reports/vitest-errors.json", JSON.stringify(errors));
  }
}
