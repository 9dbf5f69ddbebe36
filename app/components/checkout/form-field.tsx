// One labelled form control with its error message: the label names the control, the message is
// tied to it through aria-describedby, and aria-invalid lets the styles and screen readers agree.
import type { ReactNode } from "react";

export const controlClass =
  "block w-full rounded-lg border border-ink/20 bg-white px-4 py-3 text-base text-ink shadow-sm transition-colors placeholder:text-ink/50 hover:border-ink/35 focus:border-gold-dark focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-dark aria-invalid:border-red-700 disabled:cursor-not-allowed disabled:bg-sand/40";

/** The attributes that connect a control to its label's field and its message. */
export function controlA11y(id: string, error: string | undefined, required = false) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    "aria-required": required || undefined,
  } as const;
}

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  className?: string;
  children: ReactNode;
}

export function FormField({ id, label, required = false, error, className = "", children }: FormFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-2 block text-xs font-semibold tracking-[0.16em] text-ink/80 uppercase">
        {label}
        {required && (
          <span aria-hidden="true" className="ms-1 text-gold-dark">
            *
          </span>
        )}
      </label>
      {children}
      {/* Always present so a message appearing while typing is announced. */}
      <p id={`${id}-error`} aria-live="polite" className={error ? "mt-2 text-sm text-red-800" : undefined}>
        {error}
      </p>
    </div>
  );
}
