// Delivery slots: offered or not, how many days ahead, and up to eight windows with their capacity.
import { useFieldArray } from "react-hook-form";
import { format } from "../../../i18n";
import { FieldError, inputClass } from "../../ui/form-fields";
import { Icon } from "../../ui/icons";
import { Button } from "../../ui/ui";
import { useAdminMessages } from "../../ui/use-admin-messages";
import { checkboxClass, labelClass, useDeliveryFields, WindowInput } from "./delivery-fields";
import { nextWindow } from "./delivery-form";

export function SlotsFieldset({ id }: { id: string }) {
  const t = useAdminMessages().deliverySettings;
  const { register, control, watch, error, invalid, describedBy } = useDeliveryFields(id);
  const windows = useFieldArray({ control, name: "slots.windows" });
  const slotsOn = watch("slots.enabled");
  return (
    <section aria-labelledby={`${id}-slots`} className="border-b border-ink/10 px-5 py-6 sm:px-6">
      <h3 id={`${id}-slots`} className="font-display text-xl font-semibold">
        {t.slots.title}
      </h3>
      <label className="mt-3 flex items-start gap-3 text-sm font-medium">
        <input type="checkbox" className={`${checkboxClass} mt-0.5`} {...register("slots.enabled")} />
        <span>
          {t.slots.enabled}
          <span className="mt-0.5 block font-normal text-ink/60">{t.slots.enabledHint}</span>
        </span>
      </label>
      <div className={`mt-5 grid gap-5 ${slotsOn ? "" : "opacity-60"}`}>
        <div>
          <label htmlFor={`${id}-days`} className={labelClass}>
            {t.slots.days}
          </label>
          <input
            id={`${id}-days`}
            inputMode="numeric"
            aria-invalid={invalid("slots.days")}
            aria-describedby={describedBy("slots.days")}
            className={`${inputClass} max-w-24`}
            {...register("slots.days")}
          />
          <FieldError id={`${id}-slots.days-error`} message={error("slots.days")} />
        </div>
        <fieldset>
          <legend className={labelClass}>{t.slots.windows}</legend>
          {windows.fields.length === 0 && <p className="mt-2 text-sm text-ink/60">{t.slots.none}</p>}
          <ol className="mt-2 grid gap-3">
            {windows.fields.map((field, i) => (
              <li
                key={field.id}
                className="grid grid-cols-2 items-start gap-3 rounded-lg border border-ink/10 bg-ivory/50 p-3 sm:grid-cols-[5.5rem_8rem_8rem_9rem_auto] sm:items-end"
              >
                <span className="col-span-2 text-sm font-medium sm:col-span-1 sm:self-center">
                  {format(t.slots.window, { n: i + 1 })}
                </span>
                <WindowInput
                  label={t.slots.from}
                  type="time"
                  id={`${id}-w${i}-from`}
                  error={error(`slots.windows.${i}.from`)}
                  {...register(`slots.windows.${i}.from`)}
                />
                <WindowInput
                  label={t.slots.to}
                  type="time"
                  id={`${id}-w${i}-to`}
                  error={error(`slots.windows.${i}.to`)}
                  {...register(`slots.windows.${i}.to`)}
                />
                <WindowInput
                  label={t.slots.capacity}
                  inputMode="numeric"
                  id={`${id}-w${i}-capacity`}
                  error={error(`slots.windows.${i}.capacity`)}
                  {...register(`slots.windows.${i}.capacity`)}
                />
                <Button
                  size="sm"
                  tone="ghost"
                  className="self-end text-red-800 hover:bg-red-50 hover:text-red-900 sm:mb-1"
                  aria-label={format(t.slots.removeLabel, { n: i + 1 })}
                  onClick={() => windows.remove(i)}
                >
                  <Icon name="trash" />
                  {t.slots.remove}
                </Button>
              </li>
            ))}
          </ol>
          <FieldError id={`${id}-slots.windows.root-error`} message={error("slots.windows.root")} />
          {windows.fields.length < 8 && (
            <Button size="sm" className="mt-3" onClick={() => windows.append(nextWindow(watch("slots.windows")))}>
              <Icon name="plus" />
              {t.slots.add}
            </Button>
          )}
        </fieldset>
      </div>
    </section>
  );
}
