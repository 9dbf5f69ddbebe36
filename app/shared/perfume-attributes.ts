// What a perfume is, beyond its name and price (docs/decisions/034): its concentration, one or two
// fragrance families from the owner's list, its notes as a pyramid, and optionally its house (brand)
// and year. Shared by the server, the admin and the storefront; the words shown to shoppers live in
// the message catalogues (app/i18n, `perfume`).

/** From the lightest to the richest, as perfumers list them. Stored and sent as these names. */
export const CONCENTRATIONS = ["Eau de Cologne", "Eau de Toilette", "Eau de Parfum", "Parfum", "Extrait"] as const;
export type Concentration = (typeof CONCENTRATIONS)[number];

/** A concentration in a URL: "Eau de Parfum" ↔ "eau-de-parfum". */
export const concentrationSlug = (c: Concentration) => c.toLowerCase().replace(/ /g, "-");
export const concentrationOfSlug = (slug: string): Concentration | null =>
  CONCENTRATIONS.find((c) => concentrationSlug(c) === slug) ?? null;

/** A perfume belongs to one or two families. */
export const MAX_FAMILIES = 2;

/** A family from the owner's list; `id` is its English name as a slug (used in URLs). */
export interface FragranceFamily {
  id: string;
  name: { en: string; ar: string };
}

/** The three tiers of a perfume's notes: what is smelt first, its heart, what stays. */
export const NOTE_TIERS = ["top", "heart", "base"] as const;
type NoteTier = (typeof NOTE_TIERS)[number];
export type NotePyramid<T> = Record<NoteTier, T>;

/** A perfume house with the spellings shoppers type (e.g. "ديور", "كريستيان ديور"). */
export interface Brand {
  en: string;
  ar: string;
  aliases: string[];
}
