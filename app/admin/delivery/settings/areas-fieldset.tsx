// The areas the shop serves: each with whether it is served, its fee, the order total above which
// delivery is free, and the extra days it takes. The list of areas is the shop's, never edited here.
import { format } from "../../../i18n";
import type { DeliverySettings } from "../../../shared/delivery";
import { FieldError } from "../../ui/form-fields";
import { areaName } from "../../ui/admin-format";
import { useAdminMessages } from "../../ui/use-admin-messages";
import { AreaInput, checkboxClass, labelClass, useDeliveryFields } from "./delivery-fields";

export function AreasFieldset({ id, areas }: { id: string; areas: DeliverySettings["areas"] }) {
  const messages = useAdminMessages();
  const t = messages.deliverySettings;
  const { register, watch, error } = useDeliveryFields(id);
  return (
    <section aria-labelledby={`${id}-areas`} className="border-b border-ink/10 px-5 py-6 sm:px-6">
      <h3 id={`${id}-areas`} className="font-display text-xl font-semibold">
        {t.areas.title}
      </h3>
      <p className="mt-1 max-w-3xl text-sm text-ink/60">{t.areas.hint}</p>
      <FieldError id={`${id}-areas.root-error`} message={error("areas.root")} />
      <div
        aria-hidden="true"
        className={`mt-5 hidden gap-4 border-b border-ink/10 pb-2 md:grid md:grid-cols-[minmax(0,1fr)_6rem_8rem_9rem_7rem] ${labelClass}`}
      >
        <span>{t.areas.area}</span>
        <span>{t.areas.served}</span>
        <span>{t.areas.fee}</span>
        <span>{t.areas.freeOver}</span>
        <span>{t.areas.leadDays}</span>
      </div>
      <ul className="mt-3 divide-y divide-ink/[0.07] md:mt-0">
        {areas.map((area, i) => {
          const served = watch(`areas.${i}.served`);
          return (
            <li
              key={area.area}
              className={`grid grid-cols-3 items-start gap-x-3 gap-y-2 py-3 md:grid-cols-[minmax(0,1fr)_6rem_8rem_9rem_7rem] md:items-center md:gap-4 ${served ? "" : "[&_input:not([type=checkbox])]:bg-sand/40 [&_input:not([type=checkbox])]:text-ink/45"}`}
            >
              <span className={`col-span-2 self-center font-medium md:col-span-1 ${served ? "" : "text-ink/45"}`}>
                {areaName(messages.labels.areas, area.area)}
              </span>
              <label className="flex items-center justify-end gap-2 self-center text-sm md:justify-start">
                <input
                  type="checkbox"
                  aria-label={format(t.areas.servedLabel, { area: areaName(messages.labels.areas, area.area) })}
                  className={checkboxClass}
                  {...register(`areas.${i}.served`)}
                />
                <span aria-hidden="true" className="text-ink/70 md:sr-only">
                  {t.areas.served}
                </span>
              </label>
              <AreaInput
                caption={t.areas.feeShort}
                label={format(t.areas.feeLabel, { area: areaName(messages.labels.areas, area.area) })}
                error={error(`areas.${i}.fee`)}
                errorId={`${id}-areas.${i}.fee-error`}
                inputMode="decimal"
                {...register(`areas.${i}.fee`)}
              />
              <AreaInput
                caption={t.areas.freeOverShort}
                label={format(t.areas.freeOverLabel, { area: areaName(messages.labels.areas, area.area) })}
                error={error(`areas.${i}.freeOver`)}
                errorId={`${id}-areas.${i}.freeOver-error`}
                placeholder={t.areas.never}
                inputMode="decimal"
                {...register(`areas.${i}.freeOver`)}
              />
              <AreaInput
                caption={t.areas.leadDays}
                label={format(t.areas.leadDaysLabel, { area: areaName(messages.labels.areas, area.area) })}
                error={error(`areas.${i}.leadDays`)}
                errorId={`${id}-areas.${i}.leadDays-error`}
                inputMode="numeric"
                {...register(`areas.${i}.leadDays`)}
              />
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-xs text-ink/55">{t.areas.leadDaysHint}</p>
    </section>
  );
}
