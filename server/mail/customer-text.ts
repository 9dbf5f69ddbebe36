// What a shopper typed, as the shop's e-mails show it (docs/decisions/027). Anyone can give anyone's
// address at checkout, so a receipt must not carry a stranger's message under the shop's name:
// customer text is bounded (a name, not a paragraph) and made inert, so no mail client turns it
// into a link, in the HTML part (after escaping) and in the plain-text part alike.

/** The most of each field a mail shows, in characters as a reader counts them (graphemes). */
export const MAIL_TEXT_LIMITS = { name: 40, address: 120, notes: 200, giftMessage: 120 } as const;

const ELLIPSIS = "…";
// Dots that browsers and mail clients accept between a domain's labels.
const DOT = "[.\\u2024\\u3002\\uFF0E\\uFF61]";
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * One line: runs of whitespace (line breaks included) as one space, invisible format characters
 * gone but the joiners emoji and Persian words are written with.
 */
const oneLine = (text: string) =>
  text
    .replace(/(?![\u200C\u200D])\p{Cf}/gu, "")
    .replace(/\s+/gu, " ")
    .trim();

/** At most `max` graphemes, the last an ellipsis when something was cut. */
function shorten(text: string, max: number): string {
  const parts = Array.from(graphemes.segment(text), (s) => s.segment);
  if (parts.length <= max) return text;
  return (
    parts
      .slice(0, max - 1)
      .join("")
      .trimEnd() + ELLIPSIS
  );
}

// What clients link: a scheme (https://, hxxp is not one), www., a host name (a dot followed by two
// or more letters or digits: a top-level domain, never a lone initial such as "J.R."), an IPv4 address.
const SCHEME = /(h)tt(p)/giu;
const SCHEME_SLASHES = /:(?=\s*[/\\]{2})/gu;
const WWW = new RegExp(`\\b(www)${DOT}`, "giu");
const JOINER = "[\\u200C\\u200D]*";
const HOST_DOT = new RegExp(`(?<=[\\p{L}\\p{N}_-]${JOINER})${DOT}(?=(?:${JOINER}[\\p{L}\\p{N}]){2})`, "gu");
const IPV4 = new RegExp(`\\b\\d{1,3}(?:${DOT}\\d{1,3}){3}\\b`, "gu");
const INERT_DOT = "[.]";

/** Text with nothing a mail client could make a link of: `evil[.]example`, `hxxps[:]//`. */
function defang(text: string): string {
  return text
    .replace(SCHEME, "$1xx$2")
    .replace(SCHEME_SLASHES, "[:]")
    .replace(WWW, `$1${INERT_DOT}`)
    .replace(IPV4, (ip) => ip.replace(new RegExp(DOT, "gu"), INERT_DOT))
    .replace(HOST_DOT, INERT_DOT);
}

/** Customer text for an e-mail: one line, at most `max` graphemes, no link in it. Escape it for HTML as any text. */
export function mailText(text: string, max: number): string {
  return defang(shorten(oneLine(text), max));
}
