// The Drivers section (issue 22): the people who take orders out. Staff add a driver (name and
// phone), correct them, and deactivate one who left (their history stays; they get no new
// orders) or bring them back. Each driver opens their printable run sheet.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { format } from "../../i18n";
import { useToast } from "../../components/toaster";
import type { Driver } from "./delivery-contract";
import { errorMessage, isUnauthorized } from "../api/admin-api";
import { formatDate } from "../ui/admin-format";
import { answerErrors, Field, formText, FormDialog, inputClass, type FieldErrors } from "../ui/form-fields";
import { Icon } from "../ui/icons";
import { deliveryApi, deliveryKeys, useDrivers } from "./delivery-api";
import { Badge, Button, buttonClass, Card, PanelLoading } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";

/** The run sheet of a driver: a page of its own, to print. */
const runSheetHref = (driverId: string) => `/admin/drivers/${encodeURIComponent(driverId)}/run-sheet`;

export function DriversSection() {
  const t = useAdminMessages().drivers;
  const toast = useToast();
  const client = useQueryClient();
  const drivers = useDrivers();
  // null: closed; "new": adding; a driver: editing them.
  const [editing, setEditing] = useState<Driver | "new" | null>(null);
  const activate = useMutation({
    mutationFn: (driver: Driver) => deliveryApi.updateDriver(driver.id, { active: !driver.active }),
    onSuccess: (driver) =>
      toast({ title: t.title, description: format(driver.active ? t.reactivated : t.deactivated, { name: driver.name }) }),
    onError: (error) => {
      if (!isUnauthorized(error))
        toast({ title: t.title, description: format(t.failed, { message: errorMessage(error) }), variant: "destructive" });
    },
    onSettled: () => client.invalidateQueries({ queryKey: deliveryKeys.drivers }),
  });
  const list = drivers.data?.drivers ?? [];

  return (
    <Card aria-labelledby="drivers-title">
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-ink/10 px-5 py-5 sm:px-6">
        <div className="max-w-2xl">
          <h2 id="drivers-title" className="font-display text-2xl font-semibold">
            {t.title}
          </h2>
          <p className="mt-1 text-sm text-ink/60">{t.hint}</p>
        </div>
        <Button tone="primary" onClick={() => setEditing("new")}>
          <Icon name="plus" />
          {t.add}
        </Button>
      </div>
      {!drivers.data ? (
        <PanelLoading label={t.loading} />
      ) : list.length === 0 ? (
        <p className="px-6 py-16 text-center text-ink/60">{t.empty}</p>
      ) : (
        <ul className="divide-y divide-ink/5" aria-label={t.title}>
          {list.map((driver) => {
            const busy = activate.isPending && activate.variables?.id === driver.id;
            return (
              <li
                key={driver.id}
                className={`grid gap-3 px-5 py-4 sm:px-6 md:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_auto] md:items-center ${driver.active ? "" : "bg-sand/30"}`}
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    <bdi className="font-medium [overflow-wrap:anywhere]">{driver.name}</bdi>
                    <span className="text-xs">
                      <Badge tone={driver.active ? "ok" : "muted"}>{driver.active ? t.active : t.inactive}</Badge>
                    </span>
                  </p>
                  <p className="mt-1 text-xs text-ink/55">{format(t.since, { date: formatDate(driver.createdAt) })}</p>
                </div>
                <a
                  href={`tel:${driver.phone.replace(/\s/g, "")}`}
                  dir="ltr"
                  className="w-fit text-sm text-ink/75 tabular-nums hover:text-gold-dark"
                >
                  {driver.phone}
                </a>
                <div className="flex flex-wrap gap-2 md:justify-end">
                  <a
                    href={runSheetHref(driver.id)}
                    target="_blank"
                    rel="noopener"
                    aria-label={format(t.runSheetLabel, { name: driver.name })}
                    className={buttonClass("outline", "sm")}
                  >
                    <Icon name="print" />
                    {t.runSheet}
                  </a>
                  <Button size="sm" aria-label={format(t.editLabel, { name: driver.name })} onClick={() => setEditing(driver)}>
                    <Icon name="edit" />
                    {t.edit}
                  </Button>
                  <Button
                    size="sm"
                    tone={driver.active ? "danger" : "outline"}
                    disabled={busy}
                    onClick={() =>
                      (!driver.active || window.confirm(format(t.confirmDeactivate, { name: driver.name }))) &&
                      activate.mutate(driver)
                    }
                  >
                    {driver.active ? t.deactivate : t.reactivate}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <DriverDialog
        // A fresh form for each driver opened.
        key={editing === null ? "closed" : editing === "new" ? "new" : editing.id}
        driver={editing}
        onClose={() => setEditing(null)}
        onSaved={(driver, created) => {
          setEditing(null);
          toast({ title: t.title, description: format(created ? t.created : t.updated, { name: driver.name }) });
          void client.invalidateQueries({ queryKey: deliveryKeys.drivers });
        }}
      />
    </Card>
  );
}

function DriverDialog({
  driver,
  onClose,
  onSaved,
}: {
  driver: Driver | "new" | null;
  onClose(): void;
  onSaved(driver: Driver, created: boolean): void;
}) {
  const t = useAdminMessages().drivers;
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const existing = driver !== null && driver !== "new" ? driver : null;
  const save = useMutation({
    mutationFn: (body: { name: string; phone: string }) =>
      existing ? deliveryApi.updateDriver(existing.id, body) : deliveryApi.addDriver(body),
    onSuccess: (saved) => onSaved(saved, existing === null),
    onError: (error) => {
      if (isUnauthorized(error)) return;
      setErrors(answerErrors(error));
    },
  });
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = formText(data, "name").trim();
    const phone = formText(data, "phone").trim();
    const missing: FieldErrors = { name: name ? undefined : t.required, phone: phone ? undefined : t.required };
    setErrors(missing);
    if (!name || !phone) return;
    save.mutate({ name, phone });
  };
  const input = (name: "name" | "phone") => ({
    id: `${id}-${name}`,
    name,
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
      <form noValidate onSubmit={submit} className="grid gap-5 px-5 py-6 sm:grid-cols-2 sm:px-8">
        <Field id={`${id}-name`} label={t.name} error={errors.name}>
          <input {...input("name")} defaultValue={existing?.name} autoComplete="off" maxLength={100} />
        </Field>
        <Field id={`${id}-phone`} label={t.phone} hint={t.phoneHint} error={errors.phone}>
          <input {...input("phone")} defaultValue={existing?.phone} type="tel" dir="ltr" autoComplete="off" maxLength={30} />
        </Field>
        {errors.form && (
          <p role="alert" className="text-sm text-red-800 sm:col-span-2">
            {errors.form}
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
