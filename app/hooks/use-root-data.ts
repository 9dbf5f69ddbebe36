// The data every page shares, loaded once by the root route: store identity, catalogue, locale.
import { useRouteLoaderData } from "react-router";
import type { Catalogue } from "../lib/catalogue";
import { messages, type Locale, type Messages } from "../i18n";
import type { StoreConfig } from "../../server/config";

export interface RootData {
  store: StoreConfig;
  catalogue: Catalogue;
  origin: string;
  locale: Locale;
}

export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("useRootData must be used under the root route");
  return data;
}

export const useStore = () => useRootData().store;
export const useCatalogue = () => useRootData().catalogue;

/** The message catalogue of the current language. */
export function useMessages(): Messages {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return messages[data?.locale ?? "en"];
}
