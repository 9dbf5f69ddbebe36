// The data every page shares, loaded once by the root route: store identity, catalogue, locale.
import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { hasSignedInCookie } from "../shared/account-cookie";
import type { Catalogue } from "../shared/catalogue";
import type { Locale, Messages } from "../i18n";
import { en } from "../i18n/en";
import type { StoreConfig } from "../../server/config";
import type { ShopAnnouncement } from "../shared/storefront-content";
import type { OfferPrices } from "../shared/promotions/offer-prices";
import type { StaffLanguagePreference } from "../shared/staff-language";

export interface RootData {
  /** The environment's store settings with the owner's contacts over them (decision 039). */
  store: StoreConfig;
  /** The owner's announcement bar while it is scheduled, in the page's language. */
  announcement: ShopAnnouncement | null;
  catalogue: Catalogue;
  /** Each size's price under the automatic offers running when the page was rendered (decision 042). */
  offers: OfferPrices;
  origin: string;
  locale: Locale;
  /**
   * The message catalogue of a language other than English. It comes with the root data rather
   * than the JavaScript bundle, so English pages never download Arabic text (and vice versa it is
   * sent once, on the first page of the Arabic edition). English is bundled: null means English.
   */
  messages: Messages | null;
  /** A payment provider is configured: the checkout offers paying online (docs/decisions/040). */
  onlinePayment?: boolean;
  /**
   * On the admin's screens, the staff member's language and digits (their account's; before
   * sign-in, the browser's): the page's lang and dir follow it, not the URL (decision 043).
   * Null on every other page.
   */
  admin?: StaffLanguagePreference | null;
}

/** The messages of the page whose root data this is (meta functions have no hooks). */
function messagesOf(root: RootData | undefined): Messages {
  return root?.messages ?? en;
}

export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("useRootData must be used under the root route");
  return data;
}

export const useStore = () => useRootData().store;
export const useCatalogue = () => useRootData().catalogue;
/** `(variant) => its offer price`, or null when no automatic offer lowers it. */
export function useOfferPrice(): (variant: { id: string }) => number | null {
  const offers = useRouteLoaderData<RootData>("root")?.offers;
  return (variant) => offers?.[variant.id] ?? null;
}

/** The message catalogue of the current language. */
export function useMessages(): Messages {
  const data = useRouteLoaderData<RootData>("root");
  return messagesOf(data);
}

/**
 * Whether a shopper is signed in, from the readable cookie (docs/decisions/044-shopper-accounts.md):
 * null on the server and in the first browser render, so cached pages stay the same for everyone;
 * read again when `key` changes. Kept with the data every page uses so the cookie's rule rides in
 * the script every page already loads rather than in a file of its own.
 */
export function useSignedIn(key?: unknown): boolean | null {
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  useEffect(() => setSignedIn(hasSignedInCookie(document.cookie)), [key]);
  return signedIn;
}
