// Blocking a customer's number from the order dialog: a reason is required; a blocked
// number says so, with its reason, and can be unblocked. Orders from it are refused at checkout.
import { useCan } from "../team/admin-user";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { format } from "../../i18n";
import { useToast } from "../../components/toaster";
import { adminRequest, errorMessage, isUnauthorized } from "../api/admin-api";
import { customerKeys, useBlockedPhones } from "./customers-api";
import { Button } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";

export function BlockPhone({ phone, shown }: { phone: string; shown: string }) {
  const t = useAdminMessages().block;
  const toast = useToast();
  const client = useQueryClient();
  const blocked = useBlockedPhones();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  const id = useId();
  const entry = blocked.data?.blocked.find((b) => b.phone === phone);

  const change = useMutation({
    mutationFn: (block: boolean) =>
      block
        ? adminRequest("/api/admin/blocked-phones", { method: "POST", body: { phone, reason: reason.trim() } })
        : adminRequest(`/api/admin/blocked-phones/${encodeURIComponent(phone)}`, { method: "DELETE" }),
    onSuccess: (_result, block) => {
      setOpen(false);
      toast({ title: t.button, description: format(block ? t.blockedToast : t.unblockedToast, { phone: shown }) });
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
          <Button size="sm" className="ms-auto" disabled={change.isPending} onClick={() => change.mutate(false)}>
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
  const missing = reason.trim() === "";
  return (
    <form
      className="mt-4 rounded-lg border border-red-200 bg-red-50/40 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!missing) change.mutate(true);
      }}
    >
      <p className="text-sm font-semibold">{format(t.heading, { phone: shown })}</p>
      <p className="mt-1 text-xs text-ink/65">{t.hint}</p>
      <label htmlFor={`${id}-reason`} className="mt-2 block text-sm font-medium">
        {t.reason}
      </label>
      <input
        id={`${id}-reason`}
        value={reason}
        maxLength={300}
        onChange={(event) => setReason(event.target.value)}
        aria-invalid={tried && missing}
        aria-describedby={tried && missing ? `${id}-error` : undefined}
        className="mt-1 h-9 w-full rounded-md border border-ink/15 bg-white px-3 text-sm"
      />
      {tried && missing && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-800">
          {t.reasonRequired}
        </p>
      )}
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
