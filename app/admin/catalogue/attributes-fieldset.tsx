// The perfume form's Attributes fieldset (docs/decisions/034): concentration, one or two fragrance
// families (and a new family, in place), the top and base notes of the pyramid (the heart is the
// form's "Scent notes"), the house with its Arabic name and spellings, the year, and the perfume's
// own spellings for search. Its values are the perfume form's `attributes` (its FormProvider);
// `attributeBody` turns them into the API's fields, which the form checks with the server's schema
// before sending.
import { useController, useFormContext } from "react-hook-form";
import type { AdminProduct } from "./catalogue-contract";
import { splitNotes } from "../../shared/catalogue-input";
import { CONCENTRATIONS, MAX_FAMILIES, type Concentration } from "../../shared/perfume-attributes";
import { BilingualField, Field, FieldError, inputClass } from "../ui/form-fields";
import { useAdminMessages } from "../ui/use-admin-messages";
import { useFamilies } from "./catalogue-api";
import { FamiliesEditor } from "./families-editor";

interface Bilingual {
  en: string;
  ar: string;
}

/** The part of the perfume form's values this fieldset holds. */
interface AttributesValues {
  attributes: AttributeValues;
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

export function AttributesFieldset({ id }: { id: string }) {
  const t = useAdminMessages().catalogue.attributes;
  const families = useFamilies().data?.families ?? [];
  const {
    register,
    control,
    formState: { errors: formErrors },
  } = useFormContext<AttributesValues>();
  const chosen = useController({ control, name: "attributes.families" }).field;
  const errors = formErrors.attributes;
  const full = chosen.value.length >= MAX_FAMILIES;
  const bilingual = (name: "top" | "base" | "brand") => ({
    fields: { en: register(`attributes.${name}.en`), ar: register(`attributes.${name}.ar`) },
    errors: { en: errors?.[name]?.en?.message, ar: errors?.[name]?.ar?.message },
  });

  return (
    <fieldset className="grid gap-5 rounded-md border border-ink/10 p-4 sm:p-5">
      <legend className="px-1 text-xs font-semibold tracking-[0.12em] text-ink/65 uppercase">{t.legend}</legend>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-concentration`} label={t.concentration} error={errors?.concentration?.message}>
          <select id={`${id}-concentration`} {...register("attributes.concentration")} className={inputClass}>
            <option value="">{t.noConcentration}</option>
            {CONCENTRATIONS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-year`} label={t.year} error={errors?.year?.message}>
          <input id={`${id}-year`} inputMode="numeric" {...register("attributes.year")} className={inputClass} />
        </Field>
      </div>

      <fieldset aria-describedby={`${id}-families-hint`}>
        <legend className="text-xs font-semibold tracking-[0.12em] text-ink/65 uppercase">{t.families}</legend>
        <p id={`${id}-families-hint`} className="mt-1 text-xs text-ink/60">
          {t.familiesHint}
        </p>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {families.map((family) => {
            const checked = chosen.value.includes(family.id);
            return (
              <label key={family.id} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={(event) =>
                    chosen.onChange(
                      event.target.checked ? [...chosen.value, family.id] : chosen.value.filter((f) => f !== family.id),
                    )
                  }
                  onBlur={chosen.onBlur}
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
        <FieldError id={`${id}-families-error`} message={errors?.families?.message} />
        <div className="mt-3">
          <FamiliesEditor
            id={`${id}-new-family`}
            onAdded={(family) => {
              if (!full) chosen.onChange([...chosen.value, family.id]);
            }}
          />
        </div>
      </fieldset>

      <BilingualField id={`${id}-top`} label={t.topNotes} hint={t.tierHint} {...bilingual("top")} />
      <BilingualField id={`${id}-base`} label={t.baseNotes} hint={t.tierHint} {...bilingual("base")} />

      <BilingualField id={`${id}-brand`} label={t.brand} hint={t.brandHint} {...bilingual("brand")} />
      <Field id={`${id}-brand-aliases`} label={t.brandAliases} hint={t.aliasesHint} error={errors?.brandAliases?.message}>
        <input id={`${id}-brand-aliases`} {...register("attributes.brandAliases")} className={inputClass} />
      </Field>
      <Field
        id={`${id}-search-aliases`}
        label={t.searchAliases}
        hint={t.searchAliasesHint}
        error={errors?.searchAliases?.message}
      >
        <input id={`${id}-search-aliases`} dir="auto" {...register("attributes.searchAliases")} className={inputClass} />
      </Field>
    </fieldset>
  );
}
