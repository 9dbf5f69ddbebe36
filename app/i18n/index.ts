import { ar } from "./ar";
import { en } from "./en";
import type { Widen } from "./parts";

export { format } from "./format";

/** The shape every language's core catalogue must have; values are free to differ from English. */
export type Messages = Widen<typeof en>;

export const messages = { en, ar } satisfies Record<string, Messages>;

export type Locale = keyof typeof messages;
