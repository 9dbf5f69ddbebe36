// Lifting the daily order limit for one number from the order dialog: a trusted
// repeat customer who orders often is not told to message the shop. The network limit stays.
import { useCan } from "../team/admin-user";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { format } from "../../i18n";
import { useToast } from "../../components/toaster";
import { adminRequest, errorMessage, isUnauthorized } from "../api/admin-api";
import { customerKeys, useTrustedPhones } from "./customers-api";
import { Button } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";

export function TrustPhone({ phone, shown }: { phone: string; shown: string }) {
  const t = useAdminMessages().trust;
  const toast = useToast();
  const client = useQueryClient();
  const trusted = useTrustedPhones();
  const entry = trusted.data?.trusted.find((p) => p.phone === phone);
  const change = useMutation({
    mutationFn: (lift: boolean) =>
      lift
        ? adminRequest("/api/admin/trusted-phones", { method: "POST", body: { phone } })
        : adminRequest(`/api/admin/trusted-phones/${encodeURIComponent(phone)}`, { method: "DELETE" }),
    onSuccess: (_result, lift) =>
      toast({ title: t.button, description: format(lift ? t.liftedToast : t.restoredToast, { phone: shown }) }),
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({ title: t.button, description: format(t.error, { message: errorMessage(error) }), variant: "destructive" });
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: customerKeys.trustedPhones }),
        client.invalidateQueries({ queryKey: customerKeys.customers }),
      ]),
  });

  const canTrust = useCan("phones.trust");
  if (trusted.isPending) return null;
  if (entry) {
    return (
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-emerald-900">
        <span>{format(t.lifted, { user: entry.trustedBy ?? "—" })}</span>
        {canTrust && (
          <Button size="sm" tone="ghost" disabled={change.isPending} onClick={() => change.mutate(false)}>
            {t.restore}
          </Button>
        )}
      </div>
    );
  }
  if (!canTrust) return null;
  return (
    <Button size="sm" tone="ghost" className="me-2 mt-3" disabled={change.isPending} onClick={() => change.mutate(true)}>
      {t.button}
    </Button>
  );
}
