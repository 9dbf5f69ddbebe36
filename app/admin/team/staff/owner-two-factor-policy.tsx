// The shop's rule that every owner signs in with two factors: one switch, saved at once.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { useToast } from "../../../components/toaster";
import { format } from "../../../i18n";
import { errorMessage, isUnauthorized } from "../../api/admin-api";
import { Card } from "../../ui/ui";
import { useAdminMessages } from "../../ui/use-admin-messages";
import { teamApi, teamKeys, useSecurityPolicy } from "../team-api";

export function OwnerTwoFactorPolicy() {
  const t = useAdminMessages().staff;
  const toast = useToast();
  const client = useQueryClient();
  const id = useId();
  const policy = useSecurityPolicy();
  const save = useMutation({
    mutationFn: teamApi.savePolicy,
    onSuccess: (next) => {
      client.setQueryData(teamKeys.security, next);
      toast({
        title: t.policyTitle,
        description: format(t.policySaved, { state: next.requireOwnerTwoFactor ? t.required : t.optional }),
      });
    },
    onError: (error) => {
      if (!isUnauthorized(error)) toast({ title: t.policyTitle, description: errorMessage(error), variant: "destructive" });
    },
  });
  return (
    <Card aria-labelledby={`${id}-title`} className="max-w-2xl px-5 py-5 sm:px-6">
      <h2 id={`${id}-title`} className="font-display text-xl font-semibold">
        {t.policyTitle}
      </h2>
      <p className="mt-1 text-sm text-ink/60">{t.policyText}</p>
      <label className="mt-4 flex items-center gap-3 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4 accent-gold-dark"
          checked={policy.data?.requireOwnerTwoFactor ?? false}
          disabled={!policy.data || save.isPending}
          onChange={(e) => save.mutate({ requireOwnerTwoFactor: e.target.checked })}
        />
        {t.policyLabel}
      </label>
    </Card>
  );
}
