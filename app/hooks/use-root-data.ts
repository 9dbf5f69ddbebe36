// The data every page shares, loaded once by the root route: store identity, catalogue, locale.
import { useRouteLoaderData } from "react-router";
import type { Catalogue } from "../shared/catalogue";
import type { Locale, Messages } from "../i18n";
import { en } from "../i18n/en";
import type { StoreConfig } from "../../server/config";

export interface RootData {
  store: StoreConfig;
  catalogue: Catalogue;
  origin: string;
  locale: Locale;
  /**
   * The message catalogue of a language other than English. It comes with the root data rather
   * than the JavaScript bundle, so English pages never download Arabic text (and vice versa it is
   * sent once, on the first page of the Arabic edition). English is bundled: null means English.
   */
  messages: Messages | null;
}

/** The messages of the page whose root data this is (meta functions have no hooks). */
export function messagesOf(root: RootData | undefined): Messages {
  return root?.messages ?? en;
}

export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("useRootData must be used under the root route");
  return data;
}

export const useStore = () => useRootData().store;
export const useCatalogue = () => useRootData().catalogue;

/** The message catalogue of the current language. */
export function useMessages(): Messages {
  const data = useRouteLoaderData<RootData>("root");
  return messagesOf(data);
}
