// Recording cash a driver handed over (docs/decisions/025): the driver, the amount in QR, the Qatar
// day it counts for (today unless staff pick an earlier one) and a note. The Cash section's
// figures refresh once it is saved.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useToast } from "../../../components/toaster";
import { format } from "../../../i18n";
import { parseQR } from "../../../shared/money-input";
import { qatarDay } from "../../../shared/qatar-days";
import { errorMessage, isUnauthorized } from "../../api/admin-api";
import { FieldError, inputClass } from "../../ui/form-fields";
import { Icon } from "../../ui/icons";
import { Button, Card } from "../../ui/ui";
import { useAdminMessages } from "../../ui/use-admin-messages";
import { useAdminIntl } from "../../ui/admin-intl";
import { zodResolver } from "../../ui/zod-resolver";
import { deliveryApi, deliveryKeys, useDrivers } from "../delivery-api";
import type { Handover } from "../delivery-contract";

const labelClass = "text-xs font-semibold tracking-[0.12em] text-ink/65 uppercase";

type HandoverTexts = ReturnType<typeof useAdminMessages>["cash"]["handover"];

interface HandoverValues {
  driverId: string;
  amount: string;
  day: string;
  note: string;
}

/** The form as typed, read into the handover the API takes (amount in dirhams, an empty day is today). */
function handoverSchema(t: HandoverTexts, today: string) {
  return z.object({
    driverId: z.string().min(1, t.driverRequired),
    amount: z.string().transform((text, context) => {
      const dirhams = parseQR(text);
      if (dirhams === null || dirhams === 0)
        context.addIssue({ code: "custom", message: dirhams === null ? t.invalidAmount : t.positive });
      return dirhams ?? 0;
    }),
    day: z.string().transform((day) => day || today),
    note: z.string().transform((note) => note.trim() || undefined),
  });
}

export function HandoverForm() {
  const messages = useAdminMessages();
  const intl = useAdminIntl();
  const t = messages.cash.handover;
  const id = useId();
  const toast = useToast();
  const client = useQueryClient();
  const drivers = useDrivers();
  const active = (drivers.data?.drivers ?? []).filter((d) => d.active);
  const today = qatarDay(new Date());
  const resolver = useMemo(() => zodResolver(handoverSchema(t, today)), [t, today]);
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm({
    defaultValues: { driverId: "", amount: "", day: today, note: "" } satisfies HandoverValues,
    resolver,
    reValidateMode: "onSubmit",
  });
  const record = useMutation({
    mutationFn: deliveryApi.recordHandover,
    onSuccess: (handover: Handover) => {
      toast({
        title: messages.cash.handovers.title,
        description: format(t.recorded, { amount: intl.money(handover.amount), driver: handover.driverName }),
      });
      // The next handover is likely the same driver's, on the same day.
      resetField("amount");
      resetField("note");
      void client.invalidateQueries({ queryKey: deliveryKeys.cashAll });
    },
    onError: (error) => {
      if (!isUnauthorized(error))
        toast({ title: t.title, description: format(t.failed, { message: errorMessage(error) }), variant: "destructive" });
    },
  });
  const invalid = (field: "driverId" | "amount") => ({
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${id}-${field}-error` : undefined,
  });

  return (
    <Card aria-labelledby={`${id}-title`} className="px-5 py-5 sm:px-6">
      <h2 id={`${id}-title`} className="font-display text-xl font-semibold">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-ink/60">{t.hint}</p>
      <form noValidate onSubmit={handleSubmit((handover) => record.mutate(handover))} className="mt-4 grid gap-4">
        <div>
          <label htmlFor={`${id}-driverId`} className={labelClass}>
            {t.driver}
          </label>
          <select id={`${id}-driverId`} {...register("driverId")} className={inputClass} {...invalid("driverId")}>
            <option value="">{active.length ? t.choose : t.noDrivers}</option>
            {active.map((driver) => (
              <option key={driver.id} value={driver.id}>
                {driver.name}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-driverId-error`} message={errors.driverId?.message} />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-amount`} className={labelClass}>
              {t.amount}
            </label>
            <input
              id={`${id}-amount`}
              inputMode="decimal"
              autoComplete="off"
              {...register("amount")}
              className={`${inputClass} tabular-nums`}
              {...invalid("amount")}
            />
            <FieldError id={`${id}-amount-error`} message={errors.amount?.message} />
          </div>
          <div>
            <label htmlFor={`${id}-day`} className={labelClass}>
              {t.day}
            </label>
            <input id={`${id}-day`} type="date" max={today} {...register("day")} className={inputClass} />
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-note`} className={labelClass}>
            {t.note}
          </label>
          <input id={`${id}-note`} maxLength={500} autoComplete="off" {...register("note")} className={inputClass} />
        </div>
        <div>
          <Button type="submit" tone="primary" disabled={record.isPending}>
            <Icon name="cash" />
            {record.isPending ? t.saving : t.submit}
          </Button>
        </div>
      </form>
    </Card>
  );
}
