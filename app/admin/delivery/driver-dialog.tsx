// Adding a driver or correcting one: a name and a phone number, both required; the server reads the
// number (a Qatar mobile) and refuses one it cannot, on its field.
import { useMutation } from "@tanstack/react-query";
import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { format } from "../../i18n";
import { errorMessage, isUnauthorized } from "../api/admin-api";
import { Field, FormDialog, inputClass } from "../ui/form-fields";
import { Button } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { setAnswerErrors, zodResolver } from "../ui/zod-resolver";
import { deliveryApi } from "./delivery-api";
import type { Driver } from "./delivery-contract";

const driverSchema = (required: string) =>
  z.object({ name: z.string().trim().min(1, required), phone: z.string().trim().min(1, required) });

export function DriverDialog({
  driver,
  onClose,
  onSaved,
}: {
  /** null: closed; "new": adding one. */
  driver: Driver | "new" | null;
  onClose(): void;
  onSaved(driver: Driver, created: boolean): void;
}) {
  const t = useAdminMessages().drivers;
  const id = useId();
  const existing = driver !== null && driver !== "new" ? driver : null;
  const resolver = useMemo(() => zodResolver(driverSchema(t.required)), [t.required]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    defaultValues: { name: existing?.name ?? "", phone: existing?.phone ?? "" },
    resolver,
    reValidateMode: "onSubmit",
  });
  const save = useMutation({
    mutationFn: (body: { name: string; phone: string }) =>
      existing ? deliveryApi.updateDriver(existing.id, body) : deliveryApi.addDriver(body),
    onSuccess: (saved) => onSaved(saved, existing === null),
    onError: (error) => {
      if (isUnauthorized(error)) return;
      if (!setAnswerErrors(error, setError)) setError("root", { type: "server", message: errorMessage(error) });
    },
  });
  const invalid = (name: "name" | "phone") => ({
    id: `${id}-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    className: inputClass,
  });
  return (
    <FormDialog
      open={driver !== null}
      title={existing ? format(t.editTitle, { name: existing.name }) : t.addTitle}
      onClose={onClose}
    >
      <form
        noValidate
        onSubmit={handleSubmit((body) => save.mutate(body))}
        className="grid gap-5 px-5 py-6 sm:grid-cols-2 sm:px-8"
      >
        <Field id={`${id}-name`} label={t.name} error={errors.name?.message}>
          <input {...invalid("name")} {...register("name")} autoComplete="off" maxLength={100} />
        </Field>
        <Field id={`${id}-phone`} label={t.phone} hint={t.phoneHint} error={errors.phone?.message}>
          <input {...invalid("phone")} {...register("phone")} type="tel" dir="ltr" autoComplete="off" maxLength={30} />
        </Field>
        {errors.root && (
          <p role="alert" className="text-sm text-red-800 sm:col-span-2">
            {errors.root.message}
          </p>
        )}
        <div className="flex justify-end gap-3 sm:col-span-2">
          <Button tone="ghost" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" tone="primary" disabled={save.isPending}>
            {existing ? (save.isPending ? t.saving : t.save) : save.isPending ? t.creating : t.create}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
