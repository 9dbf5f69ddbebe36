// The perfume form's Attributes fieldset (docs/decisions/034): concentration, one or two fragrance
// families (and a new family, in place), the top and base notes of the pyramid (the heart is the
// form's "Scent notes"), the house with its Arabic name and spellings, the year, and the perfume's
// own spellings for search. Its values live in the form's state; `attributeBody` turns them into
// the API's fields, which the form checks with the server's schema before sending.
import type { AdminProduct } from "./catalogue-contract";
import { splitNotes } from "../../shared/catalogue-input";
import { CONCENTRATIONS, MAX_FAMILIES, type Concentration } from "../../shared/perfume-attributes";
import { BilingualField, Field, FieldError, inputClass, type FieldErrors } from "../ui/form-fields";
import { useAdminMessages } from "../ui/use-admin-messages";
import { useFamilies } from "./catalogue-api";
import { FamiliesEditor } from "./families-editor";

interface Bilingual {
  en: string;
  ar: string;
}

export interface AttributeValues {
  concentration: Concentration | "";
  families: string[];
  top: Bilingual;
  base: Bilingual;
  brand: Bilingual;
  brandAliases: string;
  year: string;
  searchAliases: string;
}

const joined = (list: readonly string[], language: "en" | "ar") => list.join(language === "ar" ? "، " : ", ");

export const attributeValues = (product: AdminProduct | null): AttributeValues => ({
  concentration: product?.concentration ?? "",
  families: product?.families ?? [],
  top: { en: joined(product?.notes.top.en ?? [], "en"), ar: joined(product?.notes.top.ar ?? [], "ar") },
  base: { en: joined(product?.notes.base.en ?? [], "en"), ar: joined(product?.notes.base.ar ?? [], "ar") },
  brand: { en: product?.brand?.en ?? "", ar: product?.brand?.ar ?? "" },
  brandAliases: (product?.brand?.aliases ?? []).join(", "),
  year: product?.year ? String(product.year) : "",
  searchAliases: (product?.searchAliases ?? []).join(", "),
});

/** The API's fields for the attributes; `top` and `base` go into the notes pyramid. */
export function attributeBody(values: AttributeValues) {
  const brandGiven = values.brand.en.trim() !== "" || values.brand.ar.trim() !== "";
  return {
    top: { en: splitNotes(values.top.en), ar: splitNotes(values.top.ar) },
    base: { en: splitNotes(values.base.en), ar: splitNotes(values.base.ar) },
    fields: {
      concentration: values.concentration === "" ? null : values.concentration,
      families: values.families,
      brand: brandGiven ? { en: values.brand.en, ar: values.brand.ar, aliases: splitNotes(values.brandAliases) } : null,
      year: values.year.trim() === "" ? null : Number(values.year),
      searchAliases: splitNotes(values.searchAliases),
    },
  };
}

export function AttributesFieldset({
  id,
  values,
  errors,
  onChange,
}: {
  id: string;
  values: AttributeValues;
  errors: FieldErrors;
  onChange(values: AttributeValues): void;
}) {
  const t = useAdminMessages().catalogue.attributes;
  const families = useFamilies().data?.families ?? [];
  const set = <K extends keyof AttributeValues>(key: K, value: AttributeValues[K]) => onChange({ ...values, [key]: value });
  const full = values.families.length >= MAX_FAMILIES;
  const familyError = errors.families ?? errors["families.0"] ?? errors["families.1"];

  return (
    <fieldset className="grid gap-5 rounded-md border border-ink/10 p-4 sm:p-5">
      <legend className="px-1 text-xs font-semibold tracking-[0.12em] text-ink/65 uppercase">{t.legend}</legend>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-concentration`} label={t.concentration} error={errors.concentration}>
          <select
            id={`${id}-concentration`}
            value={values.concentration}
            onChange={(event) => set("concentration", event.target.value as Concentration | "")}
            className={inputClass}
          >
            <option value="">{t.noConcentration}</option>
            {CONCENTRATIONS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-year`} label={t.year} error={errors.year}>
          <input
            id={`${id}-year`}
            inputMode="numeric"
            value={values.year}
            onChange={(event) => set("year", event.target.value)}
            className={inputClass}
          />
        </Field>
      </div>

      <fieldset aria-describedby={`${id}-families-hint`}>
        <legend className="text-xs font-semibold tracking-[0.12em] text-ink/65 uppercase">{t.families}</legend>
        <p id={`${id}-families-hint`} className="mt-1 text-xs text-ink/60">
          {t.familiesHint}
        </p>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {families.map((family) => {
            const checked = values.families.includes(family.id);
            return (
              <label key={family.id} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={(event) =>
                    set(
                      "families",
                      event.target.checked ? [...values.families, family.id] : values.families.filter((f) => f !== family.id),
                    )
                  }
                  className="size-4 accent-ink"
                />
                {family.name.en}
                <span lang="ar" dir="rtl" className="text-ink/70">
                  {family.name.ar}
                </span>
              </label>
            );
          })}
        </div>
        <FieldError id={`${id}-families-error`} message={familyError} />
        <div className="mt-3">
          <FamiliesEditor
            id={`${id}-new-family`}
            onAdded={(family) => {
              if (!full) set("families", [...values.families, family.id]);
            }}
          />
        </div>
      </fieldset>

      <BilingualField
        id={`${id}-top`}
        label={t.topNotes}
        hint={t.tierHint}
        values={values.top}
        errors={{ en: errors["notes.top.en"], ar: errors["notes.top.ar"] }}
        onChange={(language, value) => set("top", { ...values.top, [language]: value })}
      />
      <BilingualField
        id={`${id}-base`}
        label={t.baseNotes}
        hint={t.tierHint}
        values={values.base}
        errors={{ en: errors["notes.base.en"], ar: errors["notes.base.ar"] }}
        onChange={(language, value) => set("base", { ...values.base, [language]: value })}
      />

      <BilingualField
        id={`${id}-brand`}
        label={t.brand}
        hint={t.brandHint}
        values={values.brand}
        errors={{ en: errors["brand.en"] ?? errors.brand, ar: errors["brand.ar"] }}
        onChange={(language, value) => set("brand", { ...values.brand, [language]: value })}
      />
      <Field id={`${id}-brand-aliases`} label={t.brandAliases} hint={t.aliasesHint} error={errors["brand.aliases"]}>
        <input
          id={`${id}-brand-aliases`}
          value={values.brandAliases}
          onChange={(event) => set("brandAliases", event.target.value)}
          className={inputClass}
        />
      </Field>
      <Field id={`${id}-search-aliases`} label={t.searchAliases} hint={t.searchAliasesHint} error={errors.searchAliases}>
        <input
          id={`${id}-search-aliases`}
          dir="auto"
          value={values.searchAliases}
          onChange={(event) => set("searchAliases", event.target.value)}
          className={inputClass}
        />
      </Field>
    </fieldset>
  );
}
