// A Markdown file's headings as the docs' readers reach them: by their text (a code comment quotes
// it after the doc's path) and by the anchor GitHub gives them (a link's #anchor).

export interface Heading {
  /** The heading's text, without its `#`s and without backticks or bold marks. */
  text: string;
  /** GitHub's anchor: lower case, punctuation dropped, each space a hyphen, repeats numbered -1, -2 … */
  anchor: string;
}

/** The headings outside fenced code blocks (a shell comment there is not a heading). */
export function markdownHeadings(markdown: string): Heading[] {
  const headings: Heading[] = [];
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split("\n")) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence !== null) continue;
    const m = /^ {0,3}#{1,6}[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (!m) continue;
    const raw = m[1].replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
    const slug = raw
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N} _-]/gu, "")
      .replace(/ /g, "-");
    const repeats = seen.get(slug) ?? 0;
    seen.set(slug, repeats + 1);
    headings.push({ text: raw.replace(/`|\*\*/g, "").trim(), anchor: repeats ? `${slug}-${repeats}` : slug });
  }
  return headings;
}
