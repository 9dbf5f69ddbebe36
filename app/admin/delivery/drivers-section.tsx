// The Drivers section: the people who take orders out. Staff add a driver (name and
// phone), correct them, and deactivate one who left (their history stays; they get no new
// orders) or bring them back. Each driver opens their printable run sheet. The form is driver-dialog.tsx.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { format } from "../../i18n";
import { useToast } from "../../components/toaster";
import type { Driver } from "./delivery-contract";
import { errorMessage, isUnauthorized } from "../api/admin-api";
import { useAdminIntl } from "../ui/admin-intl";
import { Icon } from "../ui/icons";
import { deliveryApi, deliveryKeys, useDrivers } from "./delivery-api";
import { Badge, Button, buttonClass, Card, PanelLoading } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { DriverDialog } from "./driver-dialog";
import { telHref } from "../../shared/phone-links";
import type { StaffLanguage } from "../../shared/staff-language";
import { PrintLanguage, withPrintLanguage } from "../ui/print-language";

/** The run sheet of a driver: a page of its own, to print. */
const runSheetHref = (driverId: string) => `/admin/drivers/${encodeURIComponent(driverId)}/run-sheet`;

export function DriversSection() {
  const messages = useAdminMessages();
  const t = messages.drivers;
  // The run sheets' language, this once (?lang=); English by default.
  const [printLanguage, setPrintLanguage] = useState<StaffLanguage | "">("");
  const intl = useAdminIntl();
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
        <div className="flex flex-wrap items-center gap-3">
          <PrintLanguage value={printLanguage} onChange={setPrintLanguage} defaultLabel={messages.print.english} />
          <Button tone="primary" onClick={() => setEditing("new")}>
            <Icon name="plus" />
            {t.add}
          </Button>
        </div>
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
                  <p className="mt-1 text-xs text-ink/55">{format(t.since, { date: intl.date(driver.createdAt) })}</p>
                </div>
                <a href={telHref(driver.phone)} dir="ltr" className="w-fit text-sm text-ink/75 tabular-nums hover:text-gold-dark">
                  {driver.phone}
                </a>
                <div className="flex flex-wrap gap-2 md:justify-end">
                  <a
                    href={withPrintLanguage(runSheetHref(driver.id), printLanguage)}
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
