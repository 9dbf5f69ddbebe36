// Every place that sends a reader to a section of a doc must name a section that exists: a doc's
// path (or the bare README) followed by a comma and a heading in double quotes, a path with an
// #anchor, and a Markdown link to a file or a heading. Docs are rewritten and their sections move;
// a comment left pointing at a section that is gone sends the next developer nowhere. Pure file
// reading, so it runs with the fast tests.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { markdownHeadings, type Heading } from "./support/markdown";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Folders of installed packages, build outputs, test outputs and local data: not the project's text. */
const SKIPPED_DIRS = new Set([
  ".git",
  "node_modules",
  "build",
  ".react-router",
  "test-results",
  "playwright-report",
  "reports",
  "data",
  "coverage",
  ".scratch",
]);
/** Source and docs, plus the deployment files and CI's script, whose comments cite the docs too. */
const SCANNED = /\.(?:ts|tsx|mts|mjs|cjs|js|md|conf|service|example)$|^[^.]+$/;

/** A doc's path or the bare README, a comma, and a quoted heading (or two: `"One" and "Other"`). */
const CITED =
  /(?<![\w/.-])((?:\.{1,2}\/)*(?:[\w.-]+\/)*[\w.-]+\.md|README)`?(?:,\s*|\s+)"([^"]{1,160})"((?:\s+and\s+"[^"]{1,160}")*)/g;
/** A doc's path and an anchor after `#`, in a comment or a Markdown link (not inside a URL). */
const ANCHORED = /(?<![\w/.:-])((?:\.{1,2}\/)*(?:[\w.-]+\/)*[\w.-]+\.md)#([\p{L}\p{M}\p{N}_-]+)/gu;
/** In Markdown: `[text](#anchor)` in the same file, and `[text](file.md)` without an anchor. */
const SAME_FILE_LINK = /\]\(#([^)\s]+)\)/g;
const FILE_LINK = /\]\(((?![a-z]+:)[^)#\s]+\.md)\)/g;

function scannedFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && !SKIPPED_DIRS.has(entry.name)) files.push(...scannedFiles(full));
    else if (entry.isFile() && SCANNED.test(entry.name)) files.push(full);
  }
  return files;
}

/** A comment's lines joined, so that a heading quoted across two lines of `//`, ` *` or `#` reads whole. */
function joinCommentLines(text: string): string {
  return text.replace(/[ \t]*\r?\n[ \t]*(?:\/\/+|\*(?!\/)|#+(?=[ \t]))?[ \t]*/g, " ");
}

const plain = (heading: string) => heading.replace(/`/g, "").replace(/\s+/g, " ").trim();

/** A quoted heading names a heading by its text, with or without its section number ("9. Metrics"). */
function hasHeading(headings: Heading[], quoted: string): boolean {
  const wanted = plain(quoted);
  return headings.some((h) => plain(h.text) === wanted || plain(h.text).replace(/^\d+\.\s+/, "") === wanted);
}

/** Every reference under `root` to a doc file, heading or anchor that does not exist, one line each. */
function brokenReferences(root: string): string[] {
  const headingsOf = new Map<string, Heading[]>();
  const headings = (file: string) => {
    let found = headingsOf.get(file);
    if (!found) headingsOf.set(file, (found = markdownHeadings(fs.readFileSync(file, "utf8"))));
    return found;
  };
  // A path as written from the citing file's folder, or from the repository's root; a bare README
  // is the repository's.
  const resolve = (from: string, ref: string): string | null => {
    const candidates =
      ref === "README" ? [path.join(root, "README.md")] : [path.resolve(path.dirname(from), ref), path.resolve(root, ref)];
    return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
  };

  const broken: string[] = [];
  for (const file of scannedFiles(root)) {
    const text = fs.readFileSync(file, "utf8");
    const where = path.relative(root, file);
    for (const m of joinCommentLines(text).matchAll(CITED)) {
      const [, ref, first, more] = m;
      const quoted = [first, ...[...more.matchAll(/"([^"]+)"/g)].map((q) => q[1])];
      const target = resolve(file, ref);
      if (!target) {
        broken.push(`${where}: ${ref} does not exist`);
        continue;
      }
      for (const q of quoted) if (!hasHeading(headings(target), q)) broken.push(`${where}: ${ref} has no heading "${plain(q)}"`);
    }
    for (const m of text.matchAll(ANCHORED)) {
      const [, ref, anchor] = m;
      const target = resolve(file, ref);
      if (!target) broken.push(`${where}: ${ref} does not exist`);
      else if (!headings(target).some((h) => h.anchor === anchor)) broken.push(`${where}: ${ref} has no anchor #${anchor}`);
    }
    if (!file.endsWith(".md")) continue;
    for (const m of text.matchAll(SAME_FILE_LINK))
      if (!headings(file).some((h) => h.anchor === m[1])) broken.push(`${where}: has no anchor #${m[1]}`);
    for (const m of text.matchAll(FILE_LINK)) if (!resolve(file, m[1])) broken.push(`${where}: ${m[1]} does not exist`);
  }
  return broken;
}

describe("references to the docs", () => {
  it("name only files, headings and anchors that exist", () => {
    expect(brokenReferences(ROOT)).toEqual([]);
  });

  describe("the check itself", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-doc-references-"));
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
    // Built at run time, so that this file holds no reference of its own.
    const cite = (ref: string, heading: string) => `${ref}, "${heading}"`;
    const anchor = (ref: string, slug: string) => `${ref}.md#${slug}`;
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    write("README.md", "# The shop\n\n## The two commands\n\n```sh\n# Not a heading\n```\n");
    write("docs/guide.md", "# Guide\n\n## 2. Placing orders\n\n### `npm test` and CI\n\nSee [orders](#2-placing-orders).\n");
    const guide = "docs/guide.md";
    write(
      "server/a.ts",
      [
        `// ${cite("README", "The two commands")}, ${cite(guide, "Placing orders")}`,
        `// (${cite(guide, "npm test and CI")}), ${anchor("docs/guide", "2-placing-orders")}`,
        `// \`${guide}\`, "Placing orders" (the path in backticks)`,
        `// (${guide}, "Placing`,
        `// orders"): a heading quoted across two comment lines`,
      ].join("\n"),
    );

    it("accepts references to what exists", () => {
      expect(brokenReferences(dir)).toEqual([]);
    });

    it("reports a missing heading, a missing anchor and a missing file", () => {
      write(
        "e2e/b.ts",
        [
          `// ${cite("README", "Tests")}`,
          `// ${anchor("docs/guide", "placing-orders")}`,
          `// ${cite("docs/gone.md", "Anything")}`,
          `// ${cite("docs/guide.md", "Not a heading")}`,
        ].join("\n"),
      );
      write("docs/more.md", "# More\n\n[up](#nowhere), [the guide](guide.md), [lost](lost.md)\n");
      expect(brokenReferences(dir).sort()).toEqual(
        [
          `e2e/b.ts: README has no heading "Tests"`,
          `e2e/b.ts: docs/guide.md has no anchor #placing-orders`,
          `e2e/b.ts: docs/gone.md does not exist`,
          `e2e/b.ts: docs/guide.md has no heading "Not a heading"`,
          `docs/more.md: has no anchor #nowhere`,
          `docs/more.md: lost.md does not exist`,
        ].sort(),
      );
    });
  });
});
