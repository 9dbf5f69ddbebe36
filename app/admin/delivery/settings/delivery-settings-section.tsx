// The Delivery settings section, owners only: the areas the shop serves with their fee,
// free-delivery threshold and extra days; the cut-off time and the days without delivery; the
// delivery slots; and whether Card on Delivery is offered. One form (react-hook-form), checked
// with the schema the server applies (delivery-form.ts), saved whole with PUT.
// Its parts: areas-fieldset.tsx, estimate-fieldset.tsx, slots-fieldset.tsx (delivery-fields.tsx
// holds what they share).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { FormProvider, set, useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { useToast } from "../../../components/toaster";
import type { DeliverySettings } from "../../../shared/delivery";
import { errorMessage, isUnauthorized } from "../../api/admin-api";
import { SaveBar } from "../../ui/form-fields";
import { Card, PanelLoading } from "../../ui/ui";
import { useAdminMessages } from "../../ui/use-admin-messages";
import { setAnswerErrors } from "../../ui/zod-resolver";
import { deliveryApi, deliveryKeys, useDeliverySettings } from "../delivery-api";
import { AreasFieldset } from "./areas-fieldset";
import { checkboxClass } from "./delivery-fields";
import { readDeliveryForm, toDeliveryForm, type DeliveryFormValues } from "./delivery-form";
import { EstimateFieldset } from "./estimate-fieldset";
import { SlotsFieldset } from "./slots-fieldset";

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
  const form = useForm<DeliveryFormValues, unknown, DeliverySettings>({
    defaultValues: toDeliveryForm(settings),
    resolver,
    reValidateMode: "onSubmit",
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitted },
  } = form;
  const save = useMutation({
    mutationFn: deliveryApi.saveSettings,
    onSuccess: (next) => {
      client.setQueryData(deliveryKeys.deliverySettings, next);
      reset(toDeliveryForm(next));
      toast({ title: t.saved.title, description: t.saved.description });
    },
    onError: (failure) => {
      if (isUnauthorized(failure)) return;
      setAnswerErrors(failure, setError, formField);
      toast({ title: t.failed, description: errorMessage(failure), variant: "destructive" });
    },
  });
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
        <AreasFieldset id={id} areas={settings.areas} />
        <EstimateFieldset id={id} />
        <SlotsFieldset id={id} />
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

        <SaveBar
          saving={save.isPending}
          label={t.save}
          savingLabel={t.saving}
          problem={isSubmitted && hasErrors && t.fixFields}
          className="px-5 py-5 sm:px-6"
        />
      </form>
    </FormProvider>
  );
}
