// Creating, editing or duplicating a promotion: one react-hook-form form checked with the
// contract's schema (promotion-form.ts reads the typed text into it), saved with POST or PATCH;
// the server's 422 lands on the same fields. A duplicate is a new promotion prefilled from an old
// one, without its dates, codes or pause (last Eid's campaign for this Eid).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useToast } from "../../components/toaster";
import { format, messages } from "../../i18n";
import { CATEGORIES } from "../../shared/catalogue";
import { CITIES } from "../../shared/order-schema";
import { PROMOTION_TYPES } from "../../shared/promotions/definition";
import { sizeLabel, VARIANT_KINDS } from "../../shared/variants";
import { errorMessage, isUnauthorized } from "../api/admin-api";
import { BilingualField, Field, FormDialog } from "../ui/form-fields";
import { Button } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { setAnswerErrors, zodResolver } from "../ui/zod-resolver";
import {
  AMOUNT_TYPES,
  emptyPromotionForm,
  formFieldOf,
  freeSampleWithBottle,
  promotionFormSchema,
  SCOPE_LISTS,
  toPromotionForm,
  type PromotionFormOutput,
  type PromotionFormValues,
} from "./promotion-form";
import { CheckboxList, checkboxClass, legendClass, TextField, useCatalogueChoices, usePromotionFields } from "./promotion-fields";
import { promotionKeys, promotionsApi, showSavedPromotion } from "./promotions-api";
import type { PromotionSummary } from "./promotions-contract";

/** What the dialog is doing: nothing, a new one, editing one, or copying one. */
export type PromotionEditing =
  null | { mode: "new" } | { mode: "edit"; promotion: PromotionSummary } | { mode: "duplicate"; promotion: PromotionSummary };

const kindNames = messages.en.common.variantKinds;

export function PromotionDialog({ editing, onClose }: { editing: PromotionEditing; onClose(): void }) {
  const t = useAdminMessages().promotions.form;
  const title =
    editing === null || editing.mode === "new"
      ? t.createTitle
      : format(editing.mode === "edit" ? t.editTitle : t.duplicateTitle, { name: editing.promotion.name.en });
  return (
    <FormDialog open={editing !== null} title={title} onClose={onClose}>
      {editing !== null && (
        <PromotionForm
          // A fresh form for each promotion opened.
          key={editing.mode === "new" ? "new" : `${editing.mode}-${editing.promotion.id}`}
          editing={editing}
          onClose={onClose}
        />
      )}
    </FormDialog>
  );
}

function PromotionForm({ editing, onClose }: { editing: Exclude<PromotionEditing, null>; onClose(): void }) {
  const all = useAdminMessages().promotions;
  const t = all.form;
  const id = useId();
  const toast = useToast();
  const client = useQueryClient();
  const existing = editing.mode === "edit" ? editing.promotion : null;
  const resolver = useMemo(() => zodResolver(promotionFormSchema({ newDates: editing.mode === "duplicate" })), [editing.mode]);
  const form = useForm<PromotionFormValues, unknown, PromotionFormOutput>({
    defaultValues:
      editing.mode === "new" ? emptyPromotionForm() : toPromotionForm(editing.promotion, editing.mode === "duplicate"),
    resolver,
    reValidateMode: "onSubmit",
  });
  const {
    handleSubmit,
    setError,
    getValues,
    reset,
    formState: { errors, isSubmitted },
  } = form;

  const save = useMutation({
    mutationFn: (body: PromotionFormOutput) => {
      if (!existing) return promotionsApi.create(body);
      // Codes already given stay (they may have uses): the PATCH only adds the new ones.
      const { codes, ...rest } = body;
      return promotionsApi.update(existing.id, codes && codes.length > 0 ? { ...rest, codes } : rest);
    },
    onSuccess: (saved) => {
      const words = existing ? all.saved : all.created;
      toast({ title: words.title, description: format(words.description, { name: saved.name.en }) });
      showSavedPromotion(client, saved);
      void client.invalidateQueries({ queryKey: promotionKeys.all });
      onClose();
    },
    onError: (failure) => {
      if (isUnauthorized(failure)) return;
      if (!setAnswerErrors(failure, setError, formFieldOf)) setError("root", { type: "server", message: errorMessage(failure) });
      else toast({ title: all.failed, description: t.fixFields, variant: "destructive" });
    },
  });

  const hasErrors = Object.keys(errors).length > 0;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit((body) => save.mutate(body))} className="divide-y divide-ink/10">
        {editing.mode === "duplicate" && <p className="bg-sand/40 px-5 py-3 text-sm text-ink/75 sm:px-8">{t.duplicateHint}</p>}
        <div className="px-5 py-6 sm:px-8">
          <BilingualField
            id={`${id}-name`}
            label={t.name}
            hint={t.nameHint}
            fields={{ en: form.register("name.en"), ar: form.register("name.ar") }}
            errors={{ en: errors.name?.en?.message, ar: errors.name?.ar?.message }}
          />
        </div>
        <OfferFieldset id={id} onPreset={() => reset(freeSampleWithBottle(getValues()), { keepErrors: true })} />
        <AppliesFieldset id={id} existingCodes={existing?.codeCount ?? 0} />
        <fieldset className="grid gap-5 px-5 py-6 sm:grid-cols-2 sm:px-8">
          <legend className={`${legendClass} col-span-full float-left mb-1 w-full`}>{t.when}</legend>
          <TextField id={id} name="startsAt" label={t.startsAt} type="datetime-local" />
          <TextField id={id} name="endsAt" label={t.endsAt} type="datetime-local" />
          <p className="text-xs text-ink/55 sm:col-span-2">{t.datesHint}</p>
        </fieldset>
        <ConditionsFieldset id={id} />
        <fieldset className="grid gap-5 px-5 py-6 sm:grid-cols-3 sm:px-8">
          <legend className={`${legendClass} col-span-full float-left mb-1 w-full`}>{t.limits}</legend>
          <TextField id={id} name="usageLimit" label={t.usageLimit} inputMode="numeric" />
          <TextField id={id} name="usageLimitPerPhone" label={t.usageLimitPerPhone} inputMode="numeric" />
          <TextField id={id} name="maxDiscount" label={t.maxDiscount} inputMode="decimal" />
          <p className="text-xs text-ink/55 sm:col-span-3">{t.limitsHint}</p>
        </fieldset>
        <ScopeFieldset id={id} />
        <Switches id={id} />
        <div className="flex flex-wrap items-center justify-end gap-3 px-5 py-5 sm:px-8">
          {(errors.root || (isSubmitted && hasErrors)) && (
            <p role="alert" className="me-auto text-sm text-red-800">
              {errors.root?.message ?? t.fixFields}
            </p>
          )}
          <Button tone="ghost" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" tone="primary" disabled={save.isPending}>
            {existing ? (save.isPending ? t.saving : t.save) : save.isPending ? t.creating : t.create}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

function OfferFieldset({ id, onPreset }: { id: string; onPreset(): void }) {
  const all = useAdminMessages().promotions;
  const t = all.form;
  const { watch, input, error, inputId } = usePromotionFields(id);
  const { products } = useCatalogueChoices();
  const type = watch("type");
  const valueLabel = AMOUNT_TYPES.includes(type) ? t.valueAmount : type === "buy_x_get_y" ? t.valueGet : t.valuePercent;
  // Samples first: the usual gift is a 2 ml sample.
  const gifts = products
    .flatMap((product) =>
      product.variants
        .filter((variant) => variant.active)
        .map((variant) => ({
          value: `${product.id}|${variant.id}`,
          label: `${product.name.en} — ${sizeLabel(variant, "en", kindNames)}`,
          sample: variant.kind === "sample",
        })),
    )
    .sort((a, b) => Number(b.sample) - Number(a.sample));
  return (
    <fieldset className="grid gap-5 px-5 py-6 sm:grid-cols-2 sm:px-8">
      <legend className={`${legendClass} col-span-full float-left mb-1 w-full`}>{t.offer}</legend>
      <Field id={inputId("type")} label={t.type} error={error("type")}>
        <select {...input("type")}>
          {PROMOTION_TYPES.map((value) => (
            <option key={value} value={value}>
              {all.types[value]}
            </option>
          ))}
        </select>
      </Field>
      {type !== "free_delivery" && <TextField id={id} name="value" label={valueLabel} inputMode="decimal" />}
      {type === "spend_threshold" && <TextField id={id} name="minSubtotal" label={t.spendAmount} inputMode="decimal" />}
      {type === "buy_x_get_y" && (
        <>
          <TextField id={id} name="buyQuantity" label={t.buyQuantity} inputMode="numeric" />
          <TextField id={id} name="getQuantity" label={t.getQuantity} inputMode="numeric" />
          <div className="sm:col-span-2">
            <Field id={inputId("gift")} label={t.gift} hint={t.giftHint} error={error("gift")}>
              <select {...input("gift")}>
                <option value="">{t.noGift}</option>
                {gifts.map((gift) => (
                  <option key={gift.value} value={gift.value}>
                    {gift.label}
                  </option>
                ))}
              </select>
            </Field>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <Button size="sm" onClick={onPreset}>
                {t.samplePreset}
              </Button>
              <span className="text-xs text-ink/55">{t.samplePresetHint}</span>
            </div>
          </div>
        </>
      )}
    </fieldset>
  );
}

function AppliesFieldset({ id, existingCodes }: { id: string; existingCodes: number }) {
  const t = useAdminMessages().promotions.form;
  const { watch, register, input, error, inputId } = usePromotionFields(id);
  const applies = watch("applies");
  const codes = input("codes");
  return (
    <fieldset className="grid gap-5 px-5 py-6 sm:grid-cols-2 sm:px-8">
      <legend className={`${legendClass} col-span-full float-left mb-1 w-full`}>{t.applies}</legend>
      <div className="flex flex-col gap-2 text-sm sm:col-span-2 sm:flex-row sm:gap-6">
        {(["code", "automatic"] as const).map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input type="radio" value={value} className={checkboxClass} {...register("applies")} />
            {value === "code" ? t.withCode : t.automatic}
          </label>
        ))}
      </div>
      {error("applies") && <p className="text-xs text-red-800 sm:col-span-2">{error("applies")}</p>}
      {applies === "code" && (
        <>
          <Field
            id={inputId("codes")}
            label={existingCodes > 0 ? t.addCodes : t.codes}
            hint={existingCodes > 0 ? format(t.existingCodes, { count: existingCodes }) : t.codesHint}
            error={error("codes")}
          >
            <textarea rows={3} dir="ltr" spellCheck={false} {...codes} className={`${codes.className} font-mono uppercase`} />
          </Field>
          <TextField id={id} name="usesPerCode" label={t.usesPerCode} hint={t.usesPerCodeHint} inputMode="numeric" />
        </>
      )}
    </fieldset>
  );
}

function ConditionsFieldset({ id }: { id: string }) {
  const t = useAdminMessages().promotions.form;
  const { register, watch } = usePromotionFields(id);
  const type = watch("type");
  return (
    <fieldset className="grid gap-5 px-5 py-6 sm:grid-cols-2 sm:px-8">
      <legend className={`${legendClass} col-span-full float-left mb-1 w-full`}>{t.conditions}</legend>
      {type !== "spend_threshold" && <TextField id={id} name="minSubtotal" label={t.minSubtotal} inputMode="decimal" />}
      <TextField id={id} name="minQuantity" label={t.minQuantity} inputMode="numeric" />
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input type="checkbox" className={checkboxClass} {...register("firstOrderOnly")} />
        {t.firstOrderOnly}
      </label>
      <div className="sm:col-span-2">
        <CheckboxList
          id={id}
          name="areas"
          label={t.areas}
          hint={t.areasHint}
          columns="grid-cols-2 sm:grid-cols-3"
          options={CITIES.map((city) => ({ value: city, label: city }))}
        />
      </div>
    </fieldset>
  );
}

function ScopeFieldset({ id }: { id: string }) {
  const t = useAdminMessages().promotions.form;
  const { watch } = usePromotionFields(id);
  const { products, bundles, families } = useCatalogueChoices();
  const scope = watch("scope");
  const chosen = SCOPE_LISTS.reduce((sum, list) => sum + scope[list].length, 0);
  // Opened once if the promotion has a scope; after that the owner folds it (the count stays in view).
  const [initiallyOpen] = useState(chosen > 0);
  const sizes = products.flatMap((product) =>
    product.variants.map((variant) => ({
      value: variant.id,
      label: `${product.name.en} · ${sizeLabel(variant, "en", kindNames)}`,
    })),
  );
  return (
    <details className="group px-5 py-6 sm:px-8" open={initiallyOpen || undefined}>
      <summary className="flex cursor-pointer list-none items-baseline justify-between gap-3">
        <span className={legendClass}>{t.scope}</span>
        <span className="text-sm text-ink/60">
          {chosen > 0 ? format(t.chosen, { count: chosen }) : t.scopeHint.split(".")[0]}
          <span aria-hidden="true" className="ms-2 inline-block transition-transform group-open:rotate-180">
            ▾
          </span>
        </span>
      </summary>
      <p className="mt-1 text-xs text-ink/55">{t.scopeHint}</p>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <CheckboxList
          id={id}
          name="scope.variantKinds"
          label={t.variantKinds}
          columns="grid-cols-2"
          options={VARIANT_KINDS.map((kind) => ({ value: kind, label: kindNames[kind] }))}
        />
        <CheckboxList
          id={id}
          name="scope.categories"
          label={t.categories}
          columns="grid-cols-2"
          options={CATEGORIES.map((category) => ({ value: category, label: category }))}
        />
        <CheckboxList
          id={id}
          name="scope.products"
          label={t.products}
          scroll
          columns="grid-cols-1"
          options={products.map((product) => ({ value: product.id, label: product.name.en }))}
        />
        <CheckboxList id={id} name="scope.variants" label={t.variants} scroll columns="grid-cols-1" options={sizes} />
        <CheckboxList
          id={id}
          name="scope.families"
          label={t.families}
          scroll
          columns="grid-cols-1"
          options={families.map((family) => ({ value: family.id, label: family.name.en }))}
        />
        <CheckboxList
          id={id}
          name="scope.bundles"
          label={t.bundles}
          scroll
          columns="grid-cols-1"
          options={bundles.map((bundle) => ({ value: bundle.id, label: bundle.name.en }))}
        />
      </div>
    </details>
  );
}

function Switches({ id }: { id: string }) {
  const t = useAdminMessages().promotions.form;
  const { register } = usePromotionFields(id);
  return (
    <div className="flex flex-col gap-3 px-5 py-6 text-sm sm:flex-row sm:gap-8 sm:px-8">
      <label className="flex items-center gap-2">
        <input type="checkbox" className={checkboxClass} {...register("combinable")} />
        {t.combinable}
      </label>
      <label className="flex items-center gap-2">
        <input type="checkbox" className={checkboxClass} {...register("paused")} />
        {t.pausedBox}
      </label>
    </div>
  );
}
