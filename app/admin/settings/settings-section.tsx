// Shop settings (issue 16): the figures the whole shop uses. Today the custom trio's price, which
// the storefront shows and the server prices trio orders with from the next request.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useToast } from "../../components/toaster";
import type { ShopSettings } from "./settings-contract";
import { settingsPatchSchema } from "../../shared/catalogue-input";
import { toDecimalString } from "../../shared/money";
import { parseQR } from "../../shared/money-input";
import { adminRequest, errorMessage, isUnauthorized } from "../api/admin-api";
import { Field, inputClass } from "../ui/form-fields";
import { settingsKeys } from "./settings-api";
import { Button, Card, PanelLoading } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";

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
      {query.data ? <SettingsForm settings={query.data} /> : <PanelLoading label={t.loading} />}
    </Card>
  );
}

function SettingsForm({ settings }: { settings: ShopSettings }) {
  const t = useAdminMessages().settings;
  const form = useAdminMessages().catalogue.form;
  const id = useId();
  const toast = useToast();
  const client = useQueryClient();
  const [trioPrice, setTrioPrice] = useState(toDecimalString(settings.customTrioPrice));
  const [error, setError] = useState<string | undefined>();
  const [firstNumber, setFirstNumber] = useState(String(settings.orderNumberStart));
  const [numberError, setNumberError] = useState<string | undefined>();
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
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const customTrioPrice = parseQR(trioPrice);
    // The first order's number is fixed once an order exists: sent only before that.
    const orderNumberStart = settings.orderNumbersStarted ? undefined : Number(firstNumber);
    const checked = settingsPatchSchema.safeParse({ customTrioPrice, orderNumberStart });
    const priceWrong = customTrioPrice === null || checked.error?.issues.some((i) => i.path[0] === "customTrioPrice");
    const numberWrong = checked.error?.issues.some((i) => i.path[0] === "orderNumberStart");
    setError(priceWrong ? form.invalidPrice : undefined);
    setNumberError(numberWrong ? t.invalidFirstNumber : undefined);
    if (!checked.success || priceWrong) return;
    save.mutate(checked.data);
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-5 px-5 py-6 sm:px-6">
      <Field id={`${id}-trio`} label={t.trioPrice} hint={t.trioPriceHint} error={error}>
        <input
          id={`${id}-trio`}
          inputMode="decimal"
          value={trioPrice}
          onChange={(event) => setTrioPrice(event.target.value)}
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
          value={firstNumber}
          disabled={settings.orderNumbersStarted}
          onChange={(event) => setFirstNumber(event.target.value)}
          aria-invalid={numberError ? true : undefined}
          aria-describedby={numberError ? `${id}-first-error` : undefined}
          className={`${inputClass} max-w-48 disabled:bg-sand/40 disabled:text-ink/60`}
        />
      </Field>
      <div>
        <Button type="submit" tone="primary" disabled={save.isPending}>
          {save.isPending ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}
