// Blocking a customer's number from the order dialog: a reason is required; a blocked
// number says so, with its reason, and can be unblocked. Orders from it are refused at checkout.
import { useCan } from "../team/admin-user";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { format } from "../../i18n";
import { useToast } from "../../components/toaster";
import { adminRequest, errorMessage, isUnauthorized } from "../api/admin-api";
import { customerKeys, useBlockedPhones } from "./customers-api";
import { FieldError } from "../ui/form-fields";
import { Button } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { zodResolver } from "../ui/zod-resolver";

const blockSchema = (required: string) => z.object({ reason: z.string().trim().min(1, required) });

export function BlockPhone({ phone, shown }: { phone: string; shown: string }) {
  const t = useAdminMessages().block;
  const toast = useToast();
  const client = useQueryClient();
  const blocked = useBlockedPhones();
  const [open, setOpen] = useState(false);
  const resolver = useMemo(() => zodResolver(blockSchema(t.reasonRequired)), [t.reasonRequired]);
  // Kept here, not in the form, so a reason typed stays when the form is closed and opened again.
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: { reason: "" }, resolver, reValidateMode: "onChange" });
  const id = useId();
  const entry = blocked.data?.blocked.find((b) => b.phone === phone);

  const change = useMutation({
    /** A reason blocks the number; none unblocks it. */
    mutationFn: (reason: string | null) =>
      reason !== null
        ? adminRequest("/api/admin/blocked-phones", { method: "POST", body: { phone, reason } })
        : adminRequest(`/api/admin/blocked-phones/${encodeURIComponent(phone)}`, { method: "DELETE" }),
    onSuccess: (_result, reason) => {
      setOpen(false);
      toast({ title: t.button, description: format(reason !== null ? t.blockedToast : t.unblockedToast, { phone: shown }) });
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({ title: t.button, description: format(t.error, { message: errorMessage(error) }), variant: "destructive" });
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: customerKeys.blockedPhones }),
        client.invalidateQueries({ queryKey: customerKeys.customers }),
      ]),
  });

  const canUnblock = useCan("phones.unblock");
  if (blocked.isPending) return null;
  if (entry) {
    return (
      <div className="mt-4 flex flex-wrap items-center gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
        <span className="min-w-0 [overflow-wrap:anywhere]">{format(t.blocked, { phone: shown, reason: entry.reason })}</span>
        {canUnblock && (
          <Button size="sm" className="ms-auto" disabled={change.isPending} onClick={() => change.mutate(null)}>
            {t.unblock}
          </Button>
        )}
      </div>
    );
  }
  if (!open) {
    return (
      <Button size="sm" tone="ghost" className="mt-3" onClick={() => setOpen(true)}>
        {t.button}
      </Button>
    );
  }
  return (
    <form
      className="mt-4 rounded-lg border border-red-200 bg-red-50/40 p-3"
      onSubmit={handleSubmit(({ reason }) => change.mutate(reason))}
    >
      <p className="text-sm font-semibold">{format(t.heading, { phone: shown })}</p>
      <p className="mt-1 text-xs text-ink/65">{t.hint}</p>
      <label htmlFor={`${id}-reason`} className="mt-2 block text-sm font-medium">
        {t.reason}
      </label>
      <input
        id={`${id}-reason`}
        maxLength={300}
        aria-invalid={errors.reason ? true : undefined}
        aria-describedby={errors.reason ? `${id}-error` : undefined}
        className="mt-1 h-9 w-full rounded-md border border-ink/15 bg-white px-3 text-sm"
        {...register("reason")}
      />
      <FieldError id={`${id}-error`} message={errors.reason?.message} />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" tone="danger" size="sm" disabled={change.isPending}>
          {t.submit}
        </Button>
        <Button size="sm" onClick={() => setOpen(false)}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
