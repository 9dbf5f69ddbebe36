// The admin's message catalogue in the staff member's language: the root loader reads it from
// their account (or, before sign-in, the browser) for the admin's screens (decision 043).
import { useRouteLoaderData } from "react-router";
import { adminEn, type AdminMessages } from "../../i18n/admin.en";
import { adminAr } from "../../i18n/admin.ar";
import type { RootData } from "../../hooks/use-root-data";
import type { StaffLanguage } from "../../shared/staff-language";

const adminMessages: Record<StaffLanguage, AdminMessages> = { en: adminEn, ar: adminAr };

/** The staff member's language on an admin screen ("en" elsewhere, and in tests without one). */
export function useAdminLanguage(): StaffLanguage {
  return useRouteLoaderData<RootData>("root")?.admin?.language ?? "en";
}

export function useAdminMessages(): AdminMessages {
  return adminMessages[useAdminLanguage()];
}
