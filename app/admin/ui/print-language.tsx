// The language a printed document comes out in (decision 043), chosen per print beside its
// buttons: by default the order's (invoices, packing slips) or English (run sheets), or either
// language named in itself. The choice travels as ?lang= on the document's address.
import { useId } from "react";
import { isStaffLanguage, type StaffLanguage } from "../../shared/staff-language";
import { useAdminMessages } from "./use-admin-messages";

/** The document's address with the chosen language, or as it is for the default. */
export const withPrintLanguage = (href: string, language: StaffLanguage | "") =>
  language ? `${href}${href.includes("?") ? "&" : "?"}lang=${language}` : href;

export function PrintLanguage({
  value,
  onChange,
  defaultLabel,
}: {
  value: StaffLanguage | "";
  onChange(language: StaffLanguage | ""): void;
  defaultLabel: string;
}) {
  const t = useAdminMessages().print;
  const id = useId();
  return (
    <span className="inline-flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-ink/65">
        {t.language}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(isStaffLanguage(event.target.value) ? event.target.value : "")}
        className="h-10 rounded-md border border-ink/20 bg-white px-2 text-sm focus-visible:ring-2 focus-visible:ring-gold/60 focus-visible:outline-none"
      >
        <option value="">{defaultLabel}</option>
        <option value="en" lang="en">
          English
        </option>
        <option value="ar" lang="ar">
          العربية
        </option>
      </select>
    </span>
  );
}
