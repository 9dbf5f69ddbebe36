// A text in English and Arabic side by side (app/admin/ui/form-fields.tsx) bound to a
// react-hook-form field holding { en, ar }, with each language's error under its input.
import { get, useFormState, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { BilingualField } from "../ui/form-fields";

export function BilingualInput<V extends FieldValues, Out extends FieldValues>({
  control,
  name,
  id,
  label,
  hint,
  multiline = false,
}: {
  control: Control<V, unknown, Out>;
  name: FieldPath<V>;
  id: string;
  label: string;
  hint?: string;
  multiline?: boolean;
}) {
  const { errors: formErrors } = useFormState({ control, name });
  const errors: { en?: { message?: string }; ar?: { message?: string } } | undefined = get(formErrors, name);
  const field = (language: "en" | "ar") => control.register(`${name}.${language}` as FieldPath<V>);
  return (
    <BilingualField
      id={id}
      label={label}
      hint={hint}
      multiline={multiline}
      fields={{ en: field("en"), ar: field("ar") }}
      errors={{ en: errors?.en?.message, ar: errors?.ar?.message }}
    />
  );
}
