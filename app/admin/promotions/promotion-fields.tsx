// What the promotion form's parts share: the form (react-hook-form's context, set up by
// promotion-dialog.tsx) with a field's error by its dotted name, a text input wired to a field,
// a list of checkboxes for one field, and the catalogue the pickers choose from (the admin's own
// catalogue APIs, sharing their cache with the catalogue screens).
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { get, useFormContext, type FieldPath } from "react-hook-form";
import { adminRequest } from "../api/admin-api";
import { catalogueKeys, useFamilies } from "../catalogue/catalogue-api";
import type { AdminBundles, AdminProducts } from "../catalogue/catalogue-contract";
import { Field, FieldError, inputClass } from "../ui/form-fields";
import type { PromotionFormOutput, PromotionFormValues } from "./promotion-form";

export const legendClass = "font-display text-xl font-semibold";
export const checkboxClass = "size-4 shrink-0 accent-gold-dark";
type FieldName = FieldPath<PromotionFormValues>;

/** The form, and its errors read by field name ("name.en", "scope.products"); `id` prefixes the inputs' ids. */
export function usePromotionFields(id: string) {
  const form = useFormContext<PromotionFormValues, unknown, PromotionFormOutput>();
  const { errors } = form.formState;
  const error = (name: string) => get<typeof errors, { message?: string } | undefined>(errors, name)?.message;
  const inputId = (name: string) => `${id}-${name.replace(/\./g, "-")}`;
  /** An input's props for a field: its id, its error's description, its registration. */
  const input = (name: FieldName) => ({
    id: inputId(name),
    "aria-invalid": error(name) ? true : undefined,
    "aria-describedby": error(name) ? `${inputId(name)}-error` : undefined,
    className: inputClass,
    ...form.register(name),
  });
  return { ...form, error, inputId, input };
}

/** A labelled text input for one field, with its hint and error. */
export function TextField({
  id,
  name,
  label,
  hint,
  ...rest
}: {
  id: string;
  name: FieldName;
  label: string;
  hint?: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "name">) {
  const { input, error, inputId } = usePromotionFields(id);
  return (
    <Field id={inputId(name)} label={label} hint={hint} error={error(name)}>
      <input autoComplete="off" {...rest} {...input(name)} />
    </Field>
  );
}

/** Checkboxes for a list field (areas, a scope's list): their values are what the list holds. */
export function CheckboxList({
  id,
  name,
  label,
  hint,
  options,
  columns = "sm:grid-cols-2",
  scroll = false,
}: {
  id: string;
  name: FieldName;
  label: ReactNode;
  hint?: string;
  options: readonly { value: string; label: ReactNode }[];
  columns?: string;
  scroll?: boolean;
}) {
  const { register, error, inputId } = usePromotionFields(id);
  const message = error(name);
  const fieldId = inputId(name);
  if (options.length === 0) return null;
  return (
    <fieldset aria-describedby={message ? `${fieldId}-error` : undefined}>
      <legend className="text-xs font-semibold tracking-[0.12em] text-ink/65 uppercase">{label}</legend>
      {hint && <p className="mt-0.5 text-xs text-ink/55">{hint}</p>}
      <div
        className={`mt-2 grid gap-x-4 gap-y-2 ${columns} ${scroll ? "max-h-48 overflow-y-auto rounded-md border border-ink/10 bg-white p-3" : ""}`}
      >
        {options.map((option) => (
          <label key={option.value} className="flex min-w-0 items-start gap-2 text-sm">
            <input type="checkbox" value={option.value} className={`${checkboxClass} mt-0.5`} {...register(name)} />
            <span className="min-w-0 [overflow-wrap:anywhere]">{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${fieldId}-error`} message={message} />
    </fieldset>
  );
}

/** The perfumes (with their sizes), bundles and families the pickers offer; empty lists while loading. */
export function useCatalogueChoices() {
  const products = useQuery({
    queryKey: catalogueKeys.products,
    queryFn: ({ signal }) => adminRequest<AdminProducts>("/api/admin/products", { signal }),
  });
  const bundles = useQuery({
    queryKey: catalogueKeys.bundles,
    queryFn: ({ signal }) => adminRequest<AdminBundles>("/api/admin/bundles", { signal }),
  });
  const families = useFamilies();
  return {
    products: products.data?.products ?? [],
    bundles: bundles.data?.bundles ?? [],
    families: families.data?.families ?? [],
  };
}
