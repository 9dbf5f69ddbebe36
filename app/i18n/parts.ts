// The storefront's texts split by route (docs/PERFORMANCE.md, "Texts by route"): the core every
// page shows (./en and ./ar: header, footer, cart toasts, product cards) comes with the root data,
// and each page's own texts are a part: its English (`<part>.en.ts`) is imported by the components
// that show it, so it rides in that page's script only; its Arabic (`<part>.ar.ts`, typed as the
// English, so a missing text fails to compile) is sent by the loader of every route that shows it
// (`arabicTexts`). The home page then carries no checkout, tracking or FAQ text, and English pages
// no Arabic.
import { useMatches } from "react-router";
import type { RootData } from "../hooks/use-root-data";
import type { Locale } from "./index";
import { localeOfPath } from "../shared/locale";

/** Turns every string leaf of a message tree into `string`, keeping its shape (and list lengths). */
export type Widen<T> = T extends string ? string : T extends object ? { readonly [K in keyof T]: Widen<T[K]> } : T;

/** One part's texts in one language, under the name its loaders send the Arabic by. */
export interface TextPart<Name extends string, Texts> {
  readonly name: Name;
  readonly texts: Texts;
}

/** A part's English: the Arabic is typed `typeof` it, so its keys, list lengths and name must match. */
export const textPart = <Name extends string, const Texts>(name: Name, texts: Texts): TextPart<Name, Widen<Texts>> => ({
  name,
  texts: texts as Widen<Texts>,
});

/** What a loader sends: the Arabic parts by name, or null on an English page (its parts are bundled). */
export type SentTexts = Readonly<Record<string, unknown>> | null;

/** For a route's loader: the Arabic of the parts its page shows, or null when the page is English. */
export function arabicTexts(request: Request, ...parts: readonly TextPart<string, unknown>[]): SentTexts {
  if (localeOfPath(new URL(request.url).pathname) === "en") return null;
  return Object.fromEntries(parts.map((part) => [part.name, part.texts]));
}

type Match = { id: string; data?: unknown; loaderData?: unknown } | undefined;

function sentIn<Name extends string, Texts>(matches: readonly Match[], part: TextPart<Name, Texts>): Texts | undefined {
  for (const match of matches) {
    const data = (match?.loaderData ?? match?.data) as { texts?: SentTexts } | undefined;
    const texts = data?.texts?.[part.name];
    if (texts) return texts as Texts;
  }
  return undefined;
}

/** A part's texts in the page's language, for components (`part` is the English, imported by the caller). */
export function useTexts<Name extends string, Texts>(part: TextPart<Name, Texts>): Texts {
  const matches = useMatches();
  const root = matches.find((m) => m.id === "root")?.loaderData as RootData | undefined;
  if ((root?.locale ?? "en") === "en") return part.texts;
  const sent = sentIn(matches, part);
  // A component shows a part its route's loader does not send: a mistake, caught by any Arabic visit.
  if (!sent) throw new Error(`No loader of this page sends the Arabic "${part.name}" texts`);
  return sent;
}

/** The same for meta functions, which have the matches but no hooks; English when the page failed to load. */
export function textsIn<Name extends string, Texts>(matches: readonly Match[], part: TextPart<Name, Texts>): Texts {
  const root = matches.find((m) => m?.id === "root");
  const locale = ((root?.loaderData ?? root?.data) as RootData | undefined)?.locale ?? "en";
  return (locale === "en" ? undefined : sentIn(matches, part)) ?? part.texts;
}

/** A part in a given language, for server code (loaders, e-mails) that has both editions at hand. */
export const partIn = <Name extends string, Texts>(locale: Locale, en: TextPart<Name, Texts>, ar: TextPart<Name, Texts>): Texts =>
  (locale === "en" ? en : ar).texts;

/**
 * The client loader of a route whose loader sends only texts: on the way to an English page the
 * browser has them in the page's script and asks the server nothing, as before the split.
 */
export const textsOnlyClientLoader = ({
  request,
  serverLoader,
}: {
  request: Request;
  serverLoader: () => Promise<{ texts: SentTexts }>;
}): { texts: SentTexts } | Promise<{ texts: SentTexts }> =>
  localeOfPath(new URL(request.url).pathname) === "en" ? { texts: null } : serverLoader();
