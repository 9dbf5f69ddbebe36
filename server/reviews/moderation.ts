// Which reviews wait for staff before they show (docs/decisions/045-reviews-from-buyers.md). A
// review with a word from the lists below or anything that looks like a link is held and marked
// with why; every other review is held too, for the owner to read first ("first-read"): a luxury
// shop's product pages carry its name, and the few reviews a day are quick to read. To publish
// clean reviews at once, set HOLD_CLEAN_REVIEWS to false.
import type { HoldReason } from "../../app/shared/reviews";
import { normaliseSearchText } from "../../app/shared/search-text";

const HOLD_CLEAN_REVIEWS = true;

// A short list on purpose: the words that must never show under a perfume, in both languages.
// Matched as whole words after folding (case, Arabic diacritics and letter forms).
const WORDS_EN = ["fuck", "fucking", "shit", "bitch", "bastard", "asshole", "cunt", "dick", "whore", "slut", "scam", "idiot"];
const WORDS_AR = ["كلب", "حمار", "حقير", "لعنة", "زفت", "قذر", "وسخ", "غبي", "نصاب", "حرامي", "شرموطة", "منيوك"];

const folded = new Set([...WORDS_EN, ...WORDS_AR].map((w) => normaliseSearchText(w)));

// Anything a reader could follow: a scheme, www., or a name ending in a common top-level domain.
const LINK = /(https?:\/\/|www\.|\b[a-z0-9-]+\.(com|net|org|info|biz|io|co|qa|ae|sa|shop|store|xyz|ly|me)\b)/i;

/** Why a review must be read before it shows, or null to publish it at once. */
export function holdReason(...texts: string[]): HoldReason | null {
  const all = texts.join("\n");
  if (LINK.test(all)) return "link";
  const words = normaliseSearchText(all).split(/[^\p{L}\p{N}]+/u);
  if (words.some((w) => folded.has(w))) return "words";
  return HOLD_CLEAN_REVIEWS ? "first-read" : null;
}
