// The checkout's phone field: "+974" is put in front as the shopper types and the number is spaced
// as Qatar writes it (app/shared/phone.ts), without putting back what they delete; it is checked
// again at each keystroke with the gentler typing rule (checkout-values.ts).
import { Controller, type Control, type UseFormTrigger } from "react-hook-form";
import { LIMITS } from "../../shared/order-schema";
import { PHONE_PLACEHOLDER, nextPhoneValue } from "../../shared/phone";
import type { Customer } from "../../shared/order-schema";
import type { CheckoutValues } from "./checkout-values";
import { controlA11y, controlClass } from "./form-field";

interface PhoneInputProps {
  id: string;
  control: Control<CheckoutValues, unknown, Customer>;
  trigger: UseFormTrigger<CheckoutValues>;
  error: string | undefined;
}

export function PhoneInput({ id, control, trigger, error }: PhoneInputProps) {
  return (
    <Controller
      name="phone"
      control={control}
      render={({ field }) => (
        <input
          ref={field.ref}
          name={field.name}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(e) => {
            const inputType = (e.nativeEvent as InputEvent).inputType ?? "";
            field.onChange(nextPhoneValue(e.target.value, inputType.startsWith("delete")));
            void trigger("phone");
          }}
          {...controlA11y(id, error, true)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          maxLength={LIMITS.phone}
          placeholder={PHONE_PLACEHOLDER}
          className={controlClass}
        />
      )}
    />
  );
}
