// The admin's message catalogue for the current language (only English so far; the storefront's
// root loader decides the locale for both).
import { useRouteLoaderData } from "react-router";
import { adminEn, type AdminMessages } from "../../i18n/admin.en";
import type { RootData } from "../../hooks/use-root-data";

// Staff work in English; the admin has no Arabic edition.
const adminMessages: Record<RootData["locale"], AdminMessages> = { en: adminEn, ar: adminEn };

export function useAdminMessages(): AdminMessages {
  const data = useRouteLoaderData<RootData>("root");
  return adminMessages[data?.locale ?? "en"];
}
