// The sidebar's language switch (decision 043): each language named in itself, so someone who
// cannot read the current one still finds theirs. The choice is the staff member's account
// setting (PATCH /api/admin/me); the page then loads again, since its lang and dir are the
// document's own and every screen's texts and formats follow them.
import { useState } from "react";
import { useToast } from "../../components/toaster";
import { adminRequest, errorMessage } from "../api/admin-api";
import type { StaffLanguage, StaffLanguagePreference } from "../../shared/staff-language";
import { useAdminMessages } from "../ui/use-admin-messages";
import { useAdminUser } from "./admin-user";

const LANGUAGES: { id: StaffLanguage; name: string }[] = [
  { id: "en", name: "English" },
  { id: "ar", name: "العربية" },
];

export function LanguageSwitch() {
  const t = useAdminMessages().layout;
  const { user } = useAdminUser();
  const toast = useToast();
  const [saving, setSaving] = useState<StaffLanguage | null>(null);

  const choose = async (language: StaffLanguage) => {
    if (language === user.language || saving) return;
    setSaving(language);
    try {
      await adminRequest<StaffLanguagePreference>("/api/admin/me", { method: "PATCH", body: { language } });
      window.location.reload();
    } catch (error) {
      setSaving(null);
      toast({ title: t.languageFailed, description: errorMessage(error), variant: "destructive" });
    }
  };

  return (
    <div role="group" aria-label={t.language} className="grid grid-cols-2 gap-1 rounded-md border border-ivory/15 p-1">
      {LANGUAGES.map(({ id, name }) => {
        const current = id === user.language;
        return (
          <button
            key={id}
            type="button"
            lang={id}
            aria-pressed={current}
            disabled={saving !== null}
            onClick={() => void choose(id)}
            className={`h-8 rounded text-xs transition-colors disabled:cursor-wait ${
              current ? "bg-ivory/15 font-semibold text-ivory" : "text-ivory/70 hover:bg-ivory/5 hover:text-ivory"
            }`}
          >
            {name}
          </button>
        );
      })}
    </div>
  );
}
