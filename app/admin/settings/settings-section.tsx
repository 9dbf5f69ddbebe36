// Shop settings: the figures the whole shop uses: the custom trio's price, which the storefront
// shows and the server prices trio orders with from the next request, the first order's number,
// and the gift wrap offered at checkout with its price (docs/decisions/036).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useToast } from "../../components/toaster";
import type { ShopSettings } from "./settings-contract";
import { settingsPatchSchema } from "../../shared/catalogue-input";
import { toDecimalString } from "../../shared/money";
import { parseQR } from "../../shared/money-input";
import { adminRequest, errorMessage, isUnauthorized } from "../api/admin-api";
import { CheckboxField, Field, inputClass, SaveBar } from "../ui/form-fields";
import { settingsKeys } from "./settings-api";
import { TrioSizesField } from "./trio-sizes-field";
import { Card, PanelLoading } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { zodResolver } from "../ui/zod-resolver";

export function SettingsSection() {
  const t = useAdminMessages().settings;
  const query = useQuery({
    queryKey: settingsKeys.settings,
    queryFn: ({ signal }) => adminRequest<ShopSettings>("/api/admin/settings", { signal }),
  });
  return (
    <Card aria-labelledby="settings-title" className="max-w-2xl">
      <div className="border-b border-ink/10 px-5 py-5 sm:px-6">
        <h2 id="settings-title" className="font-display text-2xl font-semibold">
          {t.title}
        </h2>
        <p className="mt-1 text-sm text-ink/60">{t.hint}</p>
      </div>
      {query.data ? (
        <>
          <SettingsForm settings={query.data} />
          <TrioSizesField settings={query.data} />
        </>
      ) : (
        <PanelLoading label={t.loading} />
      )}
    </Card>
  );
}

type SettingsTexts = ReturnType<typeof useAdminMessages>["settings"];

/** The form as typed, read with the server's own schema into the change to send. */
function settingsFormSchema(t: SettingsTexts, invalidPrice: string, numbersStarted: boolean) {
  // A disabled field (the fixed first number) reads as undefined: it is not sent then anyway.
  const fields = z.object({
    trioPrice: z.string(),
    firstNumber: z.string().catch(""),
    giftWrapOffered: z.boolean(),
    giftWrapPrice: z.string(),
  });
  return fields.transform((values, context) => {
    const customTrioPrice = parseQR(values.trioPrice);
    // The first order's number is fixed once an order exists: sent only before that.
    const orderNumberStart = numbersStarted ? undefined : Number(values.firstNumber);
    // Empty is free, as 0 is.
    const giftWrapPrice = values.giftWrapPrice.trim() === "" ? 0 : parseQR(values.giftWrapPrice);
    const checked = settingsPatchSchema.safeParse({
      customTrioPrice,
      orderNumberStart,
      giftWrapOffered: values.giftWrapOffered,
      giftWrapPrice,
    });
    const wrong = (field: string) => checked.error?.issues.some((issue) => issue.path[0] === field) ?? false;
    if (customTrioPrice === null || wrong("customTrioPrice"))
      context.addIssue({ code: "custom", path: ["trioPrice"], message: invalidPrice });
    if (wrong("orderNumberStart")) context.addIssue({ code: "custom", path: ["firstNumber"], message: t.invalidFirstNumber });
    if (giftWrapPrice === null || wrong("giftWrapPrice"))
      context.addIssue({ code: "custom", path: ["giftWrapPrice"], message: invalidPrice });
    if (!checked.success) {
      context.addIssue({ code: "custom", message: checked.error.message });
      return z.NEVER;
    }
    return checked.data;
  });
}

function SettingsForm({ settings }: { settings: ShopSettings }) {
  const t = useAdminMessages().settings;
  const form = useAdminMessages().catalogue.form;
  const id = useId();
  const toast = useToast();
  const client = useQueryClient();
  const resolver = useMemo(
    () => zodResolver(settingsFormSchema(t, form.invalidPrice, settings.orderNumbersStarted)),
    [t, form.invalidPrice, settings.orderNumbersStarted],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    defaultValues: {
      trioPrice: toDecimalString(settings.customTrioPrice),
      firstNumber: String(settings.orderNumberStart),
      giftWrapOffered: settings.giftWrapOffered,
      giftWrapPrice: toDecimalString(settings.giftWrapPrice),
    },
    resolver,
    reValidateMode: "onSubmit",
  });
  const error = errors.trioPrice?.message;
  const numberError = errors.firstNumber?.message;
  const wrapError = errors.giftWrapPrice?.message;
  const save = useMutation({
    mutationFn: (body: Partial<ShopSettings>) => adminRequest<ShopSettings>("/api/admin/settings", { method: "PATCH", body }),
    onSuccess: (next) => {
      client.setQueryData(settingsKeys.settings, next);
      toast({ title: t.saved.title, description: t.saved.description });
    },
    onError: (failure) => {
      if (isUnauthorized(failure)) return;
      toast({ title: t.failed, description: errorMessage(failure), variant: "destructive" });
    },
  });
  return (
    <form onSubmit={handleSubmit((change) => save.mutate(change))} noValidate className="grid gap-5 px-5 py-6 sm:px-6">
      <Field id={`${id}-trio`} label={t.trioPrice} hint={t.trioPriceHint} error={error}>
        <input
          id={`${id}-trio`}
          inputMode="decimal"
          {...register("trioPrice")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-trio-error` : undefined}
          className={`${inputClass} max-w-48`}
        />
      </Field>
      <Field
        id={`${id}-first`}
        label={t.firstNumber}
        hint={settings.orderNumbersStarted ? t.firstNumberFixed : t.firstNumberHint}
        error={numberError}
      >
        <input
          id={`${id}-first`}
          inputMode="numeric"
          {...register("firstNumber")}
          disabled={settings.orderNumbersStarted}
          aria-invalid={numberError ? true : undefined}
          aria-describedby={numberError ? `${id}-first-error` : undefined}
          className={`${inputClass} max-w-48 disabled:bg-sand/40 disabled:text-ink/60`}
        />
      </Field>
      <fieldset className="grid gap-3 border-t border-ink/10 pt-5">
        <legend className="sr-only">{t.giftWrap}</legend>
        <CheckboxField label={t.giftWrapOffered} {...register("giftWrapOffered")} />
        <Field id={`${id}-wrap`} label={t.giftWrapPrice} hint={t.giftWrapPriceHint} error={wrapError}>
          <input
            id={`${id}-wrap`}
            inputMode="decimal"
            {...register("giftWrapPrice")}
            aria-invalid={wrapError ? true : undefined}
            aria-describedby={wrapError ? `${id}-wrap-error` : undefined}
            className={`${inputClass} max-w-48`}
          />
        </Field>
      </fieldset>
      <SaveBar saving={save.isPending} label={t.save} savingLabel={t.saving} />
    </form>
  );
}
