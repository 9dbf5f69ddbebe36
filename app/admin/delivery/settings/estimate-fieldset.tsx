// When an order arrives: the day's cut-off time and the weekdays without delivery.
import { WEEKDAYS } from "../../../shared/delivery";
import { FieldError, inputClass } from "../../ui/form-fields";
import { useAdminMessages } from "../../ui/use-admin-messages";
import { checkboxClass, labelClass, useDeliveryFields } from "./delivery-fields";

export function EstimateFieldset({ id }: { id: string }) {
  const t = useAdminMessages().deliverySettings;
  const { register, error, invalid, describedBy } = useDeliveryFields(id);
  return (
    <section aria-labelledby={`${id}-estimate`} className="border-b border-ink/10 px-5 py-6 sm:px-6">
      <h3 id={`${id}-estimate`} className="font-display text-xl font-semibold">
        {t.estimate.title}
      </h3>
      <div className="mt-4 grid gap-6 md:grid-cols-[12rem_minmax(0,1fr)]">
        <div>
          <label htmlFor={`${id}-cutoff`} className={labelClass}>
            {t.estimate.cutoff}
          </label>
          <input
            id={`${id}-cutoff`}
            type="time"
            aria-invalid={invalid("cutoff")}
            aria-describedby={describedBy("cutoff") ?? `${id}-cutoff-hint`}
            className={`${inputClass} max-w-40`}
            {...register("cutoff")}
          />
          {error("cutoff") ? (
            <FieldError id={`${id}-cutoff-error`} message={error("cutoff")} />
          ) : (
            <p id={`${id}-cutoff-hint`} className="mt-1 text-xs text-ink/55">
              {t.estimate.cutoffHint}
            </p>
          )}
        </div>
        <fieldset aria-describedby={describedBy("closedDays.root")}>
          <legend className={labelClass}>{t.estimate.closedDays}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {WEEKDAYS.map((day, i) => (
              <label
                key={day}
                className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-ink/15 bg-white px-3 py-1.5 text-sm has-[:checked]:border-gold-dark has-[:checked]:bg-gold/10 has-[:checked]:font-medium"
              >
                <input type="checkbox" className={checkboxClass} {...register(`closedDays.${i}`)} />
                {day}
              </label>
            ))}
          </div>
          {error("closedDays.root") ? (
            <FieldError id={`${id}-closedDays.root-error`} message={error("closedDays.root")} />
          ) : (
            <p className="mt-2 text-xs text-ink/55">{t.estimate.closedDaysHint}</p>
          )}
        </fieldset>
      </div>
    </section>
  );
}
