// The Delivery settings section (issue 22), owners only: the areas the shop serves with their fee,
// free-delivery threshold and extra days; the cut-off time and the days without delivery; the
// delivery slots; and whether Card on Delivery is offered. One form (react-hook-form), checked
// with the schema the server applies (delivery-form.ts), saved whole with PUT.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { get, set, useFieldArray, useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { format } from "../../../i18n";
import { useToast } from "../../../components/toaster";
import type { DeliverySettings } from "../../../shared/delivery";
import { WEEKDAYS } from "../../../shared/delivery";
import { AdminApiError, errorMessage, isUnauthorized } from "../../api/admin-api";
import { nextWindow, readDeliveryForm, toDeliveryForm, type DeliveryFormValues } from "./delivery-form";
import { FieldError, inputClass } from "../../ui/form-fields";
import { Icon } from "../../ui/icons";
import { deliveryApi, deliveryKeys, useDeliverySettings } from "../delivery-api";
import { Button, Card, PanelLoading } from "../../ui/ui";
import { useAdminMessages } from "../../ui/use-admin-messages";

/** Errors about a whole list sit on its `root`, as react-hook-form keeps them for arrays. */
const LIST_FIELDS = new Set(["areas", "closedDays", "slots.windows"]);
const formField = (field: string) => (LIST_FIELDS.has(field) ? `${field}.root` : field);

const resolver: Resolver<DeliveryFormValues, unknown, DeliverySettings> = (values) => {
  const read = readDeliveryForm(values);
  if (read.ok) return { values: read.settings, errors: {} };
  const errors: FieldErrors<DeliveryFormValues> = {};
  for (const problem of read.problems) set(errors, formField(problem.field), { type: "validate", message: problem.message });
  return { values: {}, errors };
};

const labelClass = "text-xs font-semibold tracking-[0.12em] text-ink/65 uppercase";
const checkboxClass = "size-4 shrink-0 accent-gold-dark";

export function DeliverySettingsSection() {
  const t = useAdminMessages().deliverySettings;
  const query = useDeliverySettings();
  return (
    <Card aria-labelledby="delivery-title" className="max-w-5xl">
      <div className="border-b border-ink/10 px-5 py-5 sm:px-6">
        <h2 id="delivery-title" className="font-display text-2xl font-semibold">
          {t.title}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-ink/60">{t.hint}</p>
      </div>
      {query.data ? <DeliveryForm settings={query.data} /> : <PanelLoading label={t.loading} />}
    </Card>
  );
}

function DeliveryForm({ settings }: { settings: DeliverySettings }) {
  const t = useAdminMessages().deliverySettings;
  const id = useId();
  const toast = useToast();
  const client = useQueryClient();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<DeliveryFormValues, unknown, DeliverySettings>({
    defaultValues: toDeliveryForm(settings),
    resolver,
    reValidateMode: "onSubmit",
  });
  const windows = useFieldArray({ control, name: "slots.windows" });
  const save = useMutation({
    mutationFn: deliveryApi.saveSettings,
    onSuccess: (next) => {
      client.setQueryData(deliveryKeys.deliverySettings, next);
      reset(toDeliveryForm(next));
      toast({ title: t.saved.title, description: t.saved.description });
    },
    onError: (failure) => {
      if (isUnauthorized(failure)) return;
      if (failure instanceof AdminApiError && failure.fields.length > 0) {
        for (const field of failure.fields)
          setError(formField(field.field) as keyof DeliveryFormValues, { type: "server", message: field.detail });
      }
      toast({ title: t.failed, description: errorMessage(failure), variant: "destructive" });
    },
  });
  const error = (name: string) => get<typeof errors, { message?: string } | undefined>(errors, name)?.message;
  const invalid = (name: string) => (error(name) ? true : undefined);
  const describedBy = (name: string) => (error(name) ? `${id}-${name}-error` : undefined);
  const slotsOn = watch("slots.enabled");
  const areas = settings.areas;
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
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
                  {area.area}
                </span>
                <label className="flex items-center justify-end gap-2 self-center text-sm md:justify-start">
                  <input
                    type="checkbox"
                    aria-label={format(t.areas.servedLabel, { area: area.area })}
                    className={checkboxClass}
                    {...register(`areas.${i}.served`)}
                  />
                  <span aria-hidden="true" className="text-ink/70 md:sr-only">
                    {t.areas.served}
                  </span>
                </label>
                <AreaInput
                  caption={t.areas.feeShort}
                  label={format(t.areas.feeLabel, { area: area.area })}
                  error={error(`areas.${i}.fee`)}
                  errorId={`${id}-areas.${i}.fee-error`}
                  inputMode="decimal"
                  {...register(`areas.${i}.fee`)}
                />
                <AreaInput
                  caption={t.areas.freeOverShort}
                  label={format(t.areas.freeOverLabel, { area: area.area })}
                  error={error(`areas.${i}.freeOver`)}
                  errorId={`${id}-areas.${i}.freeOver-error`}
                  placeholder={t.areas.never}
                  inputMode="decimal"
                  {...register(`areas.${i}.freeOver`)}
                />
                <AreaInput
                  caption={t.areas.leadDays}
                  label={format(t.areas.leadDaysLabel, { area: area.area })}
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

      <section aria-labelledby={`${id}-payment`} className="border-b border-ink/10 px-5 py-6 sm:px-6">
        <h3 id={`${id}-payment`} className="font-display text-xl font-semibold">
          {t.payment.title}
        </h3>
        <label className="mt-3 flex items-start gap-3 text-sm font-medium">
          <input type="checkbox" className={`${checkboxClass} mt-0.5`} {...register("cardOnDelivery")} />
          <span>
            {t.payment.card}
            <span className="mt-0.5 block max-w-2xl font-normal text-ink/60">{t.payment.cardHint}</span>
          </span>
        </label>
      </section>

      <div className="flex flex-wrap items-center gap-4 px-5 py-5 sm:px-6">
        <Button type="submit" tone="primary" disabled={save.isPending}>
          {save.isPending ? t.saving : t.save}
        </Button>
        {isSubmitted && hasErrors && (
          <p role="alert" className="text-sm text-red-800">
            {t.fixFields}
          </p>
        )}
      </div>
    </form>
  );
}

type InputProps = React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };

/** An area's amount or day count: named with its area for screen readers, captioned on phones. */
function AreaInput({
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

function WindowInput({ label, id, error, ...input }: InputProps & { label: string; id: string; error?: string }) {
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
