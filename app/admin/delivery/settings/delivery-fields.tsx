// What the Delivery settings form's parts share: the form itself (react-hook-form's context, set up
// by delivery-settings-section.tsx), a field's error by its dotted name, and the inputs of an area's
// row and of a slot's window.
import { get, useFormContext } from "react-hook-form";
import type { DeliverySettings } from "../../../shared/delivery";
import { FieldError, inputClass } from "../../ui/form-fields";
import type { DeliveryFormValues } from "./delivery-form";

export const labelClass = "text-xs font-semibold tracking-[0.12em] text-ink/65 uppercase";
export const checkboxClass = "size-4 shrink-0 accent-gold-dark";

/** The form, and its errors read by field name ("areas.2.fee", "slots.windows.root"); `id` prefixes the error ids. */
export function useDeliveryFields(id: string) {
  const form = useFormContext<DeliveryFormValues, unknown, DeliverySettings>();
  const { errors } = form.formState;
  const error = (name: string) => get<typeof errors, { message?: string } | undefined>(errors, name)?.message;
  const invalid = (name: string) => (error(name) ? true : undefined);
  const describedBy = (name: string) => (error(name) ? `${id}-${name}-error` : undefined);
  return { ...form, error, invalid, describedBy };
}

type InputProps = React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };

/** An area's amount or day count: named with its area for screen readers, captioned on phones. */
export function AreaInput({
  caption,
  label,
  error,
  errorId,
  ...input
}: InputProps & { caption: string; label: string; error?: string; errorId: string }) {
  return (
    <div className="min-w-0">
      <span
        aria-hidden="true"
        className="mb-1 block text-[0.65rem] font-semibold tracking-[0.1em] text-ink/55 uppercase md:hidden"
      >
        {caption}
      </span>
      <input
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${inputClass} mt-0 tabular-nums`}
        {...input}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function WindowInput({ label, id, error, ...input }: InputProps & { label: string; id: string; error?: string }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="text-xs text-ink/60">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClass} tabular-nums`}
        {...input}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
