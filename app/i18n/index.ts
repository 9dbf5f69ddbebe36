import { ar } from "./ar";
import { en } from "./en";

export { format } from "./format";

/** Turns every string leaf of a message tree into `string`, keeping its shape (and list lengths). */
type Widen<T> = T extends string ? string : T extends object ? { readonly [K in keyof T]: Widen<T[K]> } : T;

/** The shape every language's catalogue must have; values are free to differ from English. */
export type Messages = Widen<typeof en>;

export const messages = { en, ar } satisfies Record<string, Messages>;

export type Locale = keyof typeof messages;
