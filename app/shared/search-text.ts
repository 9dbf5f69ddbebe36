// Text as search compares it, in both languages (docs/decisions/034): the same function runs on the
// text searched and on the query, so a shopper finds "عطر" whether the owner wrote "عِطْر" or
// "عطـــر", and "Creed" whether typed "CREED" or "créed". Pure: the server and the browser use it.

/** Arabic short vowels, shadda, sukun, tanwin, the dagger alef and Quranic marks. */
const TASHKEEL = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e8\u06ea-\u06ed]/g;
const TATWEEL = /\u0640/g;
/** Latin accents once a letter is decomposed (é → e + U+0301). */
const COMBINING = /[\u0300-\u036f]/g;

/**
 * Lowercase, without diacritics (Arabic tashkeel and tatweel, Latin accents), with the Arabic
 * letters people write interchangeably folded: أ إ آ → ا, ة → ه, ى → ي. Runs of space collapse.
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(COMBINING, "")
    .replace(TASHKEEL, "")
    .replace(TATWEEL, "")
    .normalize("NFC")
    .replace(/[أإآ]/g, "ا")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** The query's words, each normalised; empty for a blank query. */
export const searchWords = (query: string): string[] =>
  normaliseSearchText(query)
    .split(" ")
    .filter((w) => w !== "");

/** Every word of the query appears somewhere in `normalisedText` (already normalised). */
export function matchesSearch(normalisedText: string, query: string): boolean {
  return searchWords(query).every((word) => normalisedText.includes(word));
}
