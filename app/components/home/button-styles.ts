// Button looks shared by the home sections (links and buttons alike), so every call to action on
// the page has the same weight, padding and focus ring.
const base =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full py-3 text-xs font-semibold uppercase transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60";

/** Gold on any background. */
const gold = "bg-gold text-ink hover:bg-gold-light focus-visible:outline-gold-light";
export const goldButton = `${base} ${gold} px-8 tracking-[0.2em]`;
/** For tight rows such as a card's price line. */
export const goldButtonCompact = `${base} ${gold} px-6 tracking-[0.16em]`;

/** Outline for dark backgrounds. */
export const ghostLightButton = `${base} px-8 tracking-[0.2em] border border-ivory/50 text-ivory hover:border-gold-light hover:text-gold-light focus-visible:outline-gold-light`;

/** Outline for light backgrounds. */
export const ghostDarkButton = `${base} px-8 tracking-[0.2em] border border-ink/30 text-ink hover:border-ink hover:bg-ink hover:text-ivory`;
