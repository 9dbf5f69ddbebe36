// An order's delivery in its dialog: when it should arrive, who has it (assign, change
// or take back a driver), what was collected at the door, and who gave it to whom and when. And
// the form that marks it Delivered, asking for the amount collected.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { format } from "../../i18n";
import { useToast } from "../../components/toaster";
import type { Driver } from "./delivery-contract";
import type { Assignment } from "../orders/orders-contract";
import { toDecimalString } from "../../shared/money";
import { CARD, isOpenStatus, orderReference, type Order } from "../../shared/order";
import { errorMessage, isUnauthorized } from "../api/admin-api";
import { useAdminIntl } from "../ui/admin-intl";
import { useLocalChanges } from "../admin-providers";
import { readCollection } from "./collection";
import { inputClass } from "../ui/form-fields";
import type { Collection } from "../orders/order-actions";
import { adminKeys } from "../api/admin-query";
import { deliveryApi, useDrivers } from "./delivery-api";
import { Icon } from "../ui/icons";
import { Button, Spinner } from "../ui/ui";
import { NoteField, StepForm } from "../ui/step-form";
import { zodResolver } from "../ui/zod-resolver";
import { useAdminMessages } from "../ui/use-admin-messages";

/** Orders that are done keep their driver: the server refuses to reassign them (409). */

export function DispatchPanel({ order, assignments }: { order: Order; assignments: Assignment[] | undefined }) {
  const messages = useAdminMessages();
  const intl = useAdminIntl();
  const t = messages.dispatch;
  const dispatch = order.dispatch;
  const collected = dispatch?.collected ?? null;
  const drivers = useDrivers();
  const active = drivers.data ? drivers.data.drivers.filter((d) => d.active) : null;
  return (
    <section aria-labelledby="order-dispatch" className="rounded-xl border border-ink/10 bg-white p-4 sm:p-5">
      <h3 id="order-dispatch" className="font-display text-xl font-semibold">
        {t.heading}
      </h3>
      <div className="mt-3 grid grid-cols-1 gap-6 md:grid-cols-2">
        <div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-ink/60">{t.when}</dt>
            <dd className="font-medium">{intl.deliveryWhen(order.delivery) ?? t.noDate}</dd>
            <dt className="text-ink/60">{t.driver}</dt>
            <dd className="min-w-0">
              {dispatch?.driverName ? (
                <>
                  <bdi className="font-medium">{dispatch.driverName}</bdi>
                  {dispatch.assignedBy && dispatch.assignedAt && (
                    <span className="block text-xs text-ink/55">
                      {format(t.assignedBy, { user: dispatch.assignedBy, date: intl.dateTime(dispatch.assignedAt) })}
                    </span>
                  )}
                </>
              ) : (
                <span className="text-ink/60">{t.none}</span>
              )}
            </dd>
            {collected !== null && (
              <>
                <dt className="text-ink/60">{t.collected}</dt>
                <dd className="font-semibold" data-testid="order-collected">
                  {format(order.paymentMethod === CARD ? t.collectedCard : t.collectedBy, {
                    amount: intl.money(collected),
                    driver: dispatch?.collectedBy ?? dispatch?.driverName ?? t.none,
                  })}
                </dd>
              </>
            )}
            {dispatch?.collectionNote && (
              <>
                <dt className="text-ink/60">{t.collectionNote}</dt>
                <dd dir="auto" className="[overflow-wrap:anywhere] whitespace-pre-line">
                  {dispatch.collectionNote}
                </dd>
              </>
            )}
          </dl>
          {!isOpenStatus(order.status) ? (
            <p className="mt-4 text-xs text-ink/55">{t.closed}</p>
          ) : (
            // Chosen afresh once the drivers are known and whenever the order's driver changes.
            <AssignDriver key={`${dispatch?.driverId ?? ""}-${active !== null}`} order={order} active={active} />
          )}
        </div>
        <div>
          <h4 id="order-dispatch-history" className="text-xs font-semibold tracking-[0.18em] text-ink/60 uppercase">
            {t.history}
          </h4>
          {!assignments ? (
            <Spinner className="mt-3" label={messages.dialog.loading} />
          ) : assignments.length === 0 ? (
            <p className="mt-2 text-sm text-ink/60">{t.historyEmpty}</p>
          ) : (
            <ol aria-labelledby="order-dispatch-history" className="mt-2 grid gap-2 border-s border-gold/40 ps-4 text-sm">
              {assignments.map((entry, index) => (
                <li key={`${entry.assignedAt}-${index}`}>
                  <span className="font-medium">
                    {entry.driverName ? format(t.given, { driver: entry.driverName }) : t.taken}
                  </span>
                  <span className="text-ink/70"> {format(t.by, { user: entry.assignedBy })}</span>
                  <time dateTime={entry.assignedAt} className="block text-xs text-ink/55">
                    {intl.dateTime(entry.assignedAt)}
                  </time>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </section>
  );
}

function AssignDriver({ order, active }: { order: Order; active: Driver[] | null }) {
  const t = useAdminMessages().dispatch;
  const id = useId();
  const toast = useToast();
  const client = useQueryClient();
  const local = useLocalChanges();
  const current = order.dispatch?.driverId ?? null;
  const [chosen, setChosen] = useState(current && active?.some((d) => d.id === current) ? current : "");
  const assign = useMutation({
    mutationFn: (driverId: string | null) => deliveryApi.assignDriver(order.id, driverId),
    onMutate: () => local.mark(order.id),
    onSuccess: ({ order: updated }) => {
      const reference = orderReference(updated.orderNumber);
      const driver = updated.dispatch?.driverName;
      toast({
        title: t.heading,
        description: driver ? format(t.assigned, { id: reference, driver }) : format(t.unassigned, { id: reference }),
      });
    },
    onError: (error) => {
      if (!isUnauthorized(error))
        toast({ title: t.heading, description: format(t.assignError, { message: errorMessage(error) }), variant: "destructive" });
    },
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });

  if (active?.length === 0) return <p className="mt-4 text-sm text-ink/60">{t.noDrivers}</p>;
  return (
    <form
      className="mt-4 flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen && chosen !== current) assign.mutate(chosen);
      }}
    >
      <div className="min-w-0 flex-1 basis-44">
        <label htmlFor={`${id}-driver`} className="text-xs font-semibold tracking-[0.12em] text-ink/65 uppercase">
          {t.chooseDriver}
        </label>
        <select
          id={`${id}-driver`}
          value={chosen}
          disabled={!active || assign.isPending}
          onChange={(e) => setChosen(e.target.value)}
          className={inputClass}
        >
          <option value="">{t.choose}</option>
          {active?.map((driver) => (
            <option key={driver.id} value={driver.id}>
              {driver.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" size="md" tone="primary" disabled={!chosen || chosen === current || assign.isPending}>
        {assign.isPending ? t.assigning : current ? t.reassign : t.assign}
      </Button>
      {current && (
        <Button
          tone="ghost"
          disabled={assign.isPending}
          onClick={() => {
            setChosen("");
            assign.mutate(null);
          }}
        >
          {t.unassign}
        </Button>
      )}
    </form>
  );
}

type DispatchTexts = ReturnType<typeof useAdminMessages>["dispatch"];

interface CollectionValues {
  amount: string;
  note: string;
}

/** The amount and note as typed, read into what the status change sends (./collection.ts). */
function collectionSchema(total: number, t: DispatchTexts) {
  return z.object({ amount: z.string(), note: z.string() }).transform((typed, context): Collection => {
    const read = readCollection(total, typed.amount, typed.note);
    if (read.ok) return read.note ? { collected: read.collected, note: read.note } : { collected: read.collected };
    context.addIssue({
      code: "custom",
      path: [read.field],
      message: read.field === "amount" ? t.deliverInvalid : t.deliverNoteRequired,
    });
    return z.NEVER;
  });
}

/** Marking an order Delivered asks what the driver collected: the total unless told otherwise. */
export function DeliveredForm({
  total,
  onDeliver,
  onKeep,
}: {
  total: number;
  onDeliver(collection: Collection): void;
  onKeep(): void;
}) {
  const t = useAdminMessages().dispatch;
  const intl = useAdminIntl();
  const id = useId();
  const resolver = useMemo(() => zodResolver(collectionSchema(total, t)), [total, t]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: { amount: toDecimalString(total), note: "" } satisfies CollectionValues, resolver });
  const amountError = errors.amount?.message;
  return (
    <StepForm
      tone="success"
      labelledBy={`${id}-heading`}
      submit={t.deliverConfirm}
      keep={t.deliverKeep}
      onKeep={onKeep}
      onSubmit={handleSubmit((collection) => onDeliver(collection))}
    >
      <p id={`${id}-heading`} className="text-sm font-semibold">
        {t.deliverHeading}
      </p>
      <label htmlFor={`${id}-amount`} className="mt-2 block text-sm font-medium">
        {t.deliverAmount}
      </label>
      <input
        id={`${id}-amount`}
        inputMode="decimal"
        autoComplete="off"
        {...register("amount")}
        aria-invalid={amountError ? true : undefined}
        aria-describedby={`${id}-amount-${amountError ? "error" : "hint"}`}
        className={`${inputClass} max-w-40 tabular-nums`}
      />
      {amountError ? (
        <p id={`${id}-amount-error`} className="mt-1 text-xs text-red-800">
          {amountError}
        </p>
      ) : (
        <p id={`${id}-amount-hint`} className="mt-1 text-xs text-ink/60">
          {format(t.deliverAmountHint, { total: intl.money(total) })}
        </p>
      )}
      <NoteField
        id={`${id}-note`}
        label={t.deliverNote}
        hint={t.deliverNoteHint}
        error={errors.note?.message}
        field={register("note")}
      />
    </StepForm>
  );
}

/** The list's view of an order's delivery: its day and slot, and its driver, where set. */
export function DeliveryLines({ order }: { order: Order }) {
  const { delivery, dispatch } = order;
  const intl = useAdminIntl();
  if (!delivery?.date && !delivery?.slot && !dispatch?.driverName) return <span className="text-ink/60">—</span>;
  return (
    <span className="grid text-xs leading-5 text-ink/70">
      {delivery?.date && <span className="text-sm whitespace-nowrap text-ink/80">{intl.deliveryDay(delivery.date)}</span>}
      {delivery?.slot && <span className="whitespace-nowrap tabular-nums">{intl.slot(delivery.slot)}</span>}
      {dispatch?.driverName && (
        <span className="flex max-w-36 min-w-0 items-center gap-1 font-medium text-ink/80" title={dispatch.driverName}>
          <Icon name="shipped" className="size-3.5 shrink-0 text-gold-dark" />
          <bdi className="min-w-0 truncate">{dispatch.driverName}</bdi>
        </span>
      )}
    </span>
  );
}
