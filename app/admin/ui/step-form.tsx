// The small form that comes before some status changes (cancelling asks why, delivering asks what
// was collected): a tinted frame, its fields, an optional note with its hint or error, and two
// buttons, go ahead or keep the order as it is. The forms themselves hold their fields with
// react-hook-form and a zod schema (./zod-resolver.ts).
import type { FormEventHandler, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Button } from "./ui";

const FRAMES = {
  danger: "border-red-200 bg-red-50/40",
  success: "border-emerald-200 bg-emerald-50/40",
} as const;

export function StepForm({
  tone,
  labelledBy,
  onSubmit,
  submit,
  keep,
  onKeep,
  children,
}: {
  tone: keyof typeof FRAMES;
  labelledBy?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submit: string;
  keep: string;
  onKeep(): void;
  children: ReactNode;
}) {
  return (
    <form noValidate className={`mt-3 rounded-lg border p-3 ${FRAMES[tone]}`} aria-labelledby={labelledBy} onSubmit={onSubmit}>
      {children}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" tone={tone === "danger" ? "danger" : "primary"} size="sm">
          {submit}
        </Button>
        <Button size="sm" onClick={onKeep}>
          {keep}
        </Button>
      </div>
    </form>
  );
}

/** A labelled note under the form's fields: its hint, or its error once there is one. */
export function NoteField({
  id,
  label,
  hint,
  error,
  field,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  field: UseFormRegisterReturn;
}) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <>
      <label htmlFor={id} className="mt-3 block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        maxLength={500}
        rows={2}
        {...field}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-1 w-full rounded-md border border-ink/15 bg-white px-3 py-2 text-sm aria-invalid:border-red-500"
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-800">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="mt-1 text-xs text-ink/60">
            {hint}
          </p>
        )
      )}
    </>
  );
}
