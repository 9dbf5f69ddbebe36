// Form pieces the admin's forms share: a text in English and Arabic side by side (the Arabic
// written right to left), a labelled field with its error, a labelled checkbox, a settings form's
// save bar, and the dialog frame.
import * as Dialog from "@radix-ui/react-dialog";
import type { ComponentProps, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Icon } from "./icons";
import { Button } from "./ui";
import { useAdminMessages } from "./use-admin-messages";

export const inputClass =
  "mt-1 block w-full rounded-md border border-ink/20 bg-white px-3 py-2 font-sans text-sm text-ink focus:border-gold-dark focus:ring-1 focus:ring-gold-dark focus:outline-none aria-invalid:border-red-500";
const labelClass = "text-xs font-semibold tracking-[0.12em] text-ink/65 uppercase";

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-xs text-red-800">
      {message}
    </p>
  );
}

export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {hint && !error && <p className="mt-1 text-xs text-ink/65">{hint}</p>}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * Two inputs, English then Arabic, for one text, each registered with its form (`fields`:
 * react-hook-form's `register` of the two names); `multiline` makes them text areas.
 */
export function BilingualField({
  id,
  label,
  hint,
  fields,
  errors,
  multiline = false,
}: {
  id: string;
  label: string;
  hint?: string;
  fields: { en: UseFormRegisterReturn; ar: UseFormRegisterReturn };
  errors: { en?: string; ar?: string };
  multiline?: boolean;
}) {
  const t = useAdminMessages().catalogue.form;
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className={`${labelClass} mb-1`}>
        {label}
        {hint && <span className="ms-2 font-normal tracking-normal text-ink/50 normal-case">{hint}</span>}
      </legend>
      {(["en", "ar"] as const).map((language) => {
        const fieldId = `${id}-${language}`;
        const common = {
          ...fields[language],
          id: fieldId,
          "aria-invalid": errors[language] ? true : undefined,
          "aria-describedby": errors[language] ? `${fieldId}-error` : undefined,
          dir: language === "ar" ? "rtl" : "ltr",
          lang: language,
          className: inputClass,
        } as const;
        return (
          <div key={language}>
            <label htmlFor={fieldId} className="text-xs text-ink/60">
              {language === "en" ? t.english : t.arabic}
            </label>
            {multiline ? <textarea {...common} rows={4} /> : <input {...common} />}
            <FieldError id={`${fieldId}-error`} message={errors[language]} />
          </div>
        );
      })}
    </fieldset>
  );
}

/**
 * A checkbox with its text beside it; `className` places the label (the text's weight, its spot).
 * Takes a form's `register(name)` as it is (its ref included).
 */
export function CheckboxField({
  label,
  className = "",
  ...input
}: { label: ReactNode; className?: string } & Omit<ComponentProps<"input">, "type" | "className">) {
  return (
    <label className={`flex items-center gap-2 ${className}`}>
      <input type="checkbox" className="size-4 accent-ink" {...input} />
      {label}
    </label>
  );
}

/**
 * A settings form's last row: its save button, which says it is saving while it is, and `problem`
 * beside it when there is one to say (the fields to fix after a try).
 */
export function SaveBar({
  saving,
  label,
  savingLabel,
  problem,
  className = "",
}: {
  saving: boolean;
  label: string;
  savingLabel: string;
  problem?: string | false;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap items-center gap-4 ${className}`}>
      <Button type="submit" tone="primary" disabled={saving}>
        {saving ? savingLabel : label}
      </Button>
      {problem && (
        <p role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
}

export function FormDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
}) {
  const t = useAdminMessages().catalogue.form;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-ink/60 p-3 backdrop-blur-[2px] sm:p-6">
          <Dialog.Content
            aria-describedby={undefined}
            className="relative w-full max-w-3xl rounded-2xl border border-gold/20 bg-ivory text-ink shadow-2xl focus:outline-none"
          >
            <header className="flex items-start justify-between gap-3 border-b border-ink/10 px-5 py-5 sm:px-8">
              <Dialog.Title className="font-display text-3xl leading-tight font-semibold">{title}</Dialog.Title>
              <Dialog.Close className="rounded-md p-2 text-ink/60 hover:bg-sand/60 hover:text-ink" aria-label={t.cancel}>
                <Icon name="cancelled" className="size-5" />
              </Dialog.Close>
            </header>
            {children}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
