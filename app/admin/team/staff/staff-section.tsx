// The Staff section, owners only: who can sign in, with what role; add a person (their
// temporary password shown once), change a role, disable or re-enable, reset a password, sign
// someone out everywhere; and the rule that every owner signs in with two factors. The server
// keeps the last active owner (409), and says so.
// Its parts: staff-row.tsx, add-person-dialog.tsx, temporary-password-dialog.tsx and
// owner-two-factor-policy.tsx; the requests are team-api.ts.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useToast } from "../../../components/toaster";
import { format } from "../../../i18n";
import { errorMessage, isUnauthorized } from "../../api/admin-api";
import { Icon } from "../../ui/icons";
import { Button, Card, PanelLoading } from "../../ui/ui";
import { useAdminMessages } from "../../ui/use-admin-messages";
import { useAdminUser } from "../admin-user";
import { teamApi, teamKeys, useStaffList } from "../team-api";
import type { TemporaryPassword } from "../team-contract";
import { AddPersonDialog } from "./add-person-dialog";
import { OwnerTwoFactorPolicy } from "./owner-two-factor-policy";
import { StaffRow } from "./staff-row";
import { TemporaryPasswordDialog } from "./temporary-password-dialog";

export function StaffSection() {
  const t = useAdminMessages().staff;
  const toast = useToast();
  const client = useQueryClient();
  const { user } = useAdminUser();
  const [adding, setAdding] = useState(false);
  const [temporary, setTemporary] = useState<TemporaryPassword | null>(null);
  const staff = useStaffList();
  const change = useMutation({
    mutationFn: teamApi.changeStaff,
    onSuccess: (result, change) => {
      if (change.kind === "reset") setTemporary(result as TemporaryPassword);
      else
        toast({
          title: t.title,
          description: format(change.kind === "sign-out" ? t.signedOut : t.updated, { username: change.username }),
        });
    },
    onError: (error) => {
      if (!isUnauthorized(error))
        toast({ title: t.title, description: format(t.failed, { message: errorMessage(error) }), variant: "destructive" });
    },
    onSettled: () => client.invalidateQueries({ queryKey: teamKeys.staff }),
  });

  return (
    <div className="grid gap-6">
      <Card aria-labelledby="staff-title">
        <div className="flex flex-wrap items-end justify-between gap-4 border-b border-ink/10 px-5 py-5 sm:px-6">
          <div className="max-w-2xl">
            <h2 id="staff-title" className="font-display text-2xl font-semibold">
              {t.title}
            </h2>
            <p className="mt-1 text-sm text-ink/60">{t.hint}</p>
          </div>
          <Button tone="primary" onClick={() => setAdding(true)}>
            <Icon name="plus" />
            {t.add}
          </Button>
        </div>
        {!staff.data ? (
          <PanelLoading label={t.loading} />
        ) : (
          <ul className="divide-y divide-ink/5" aria-label={t.title}>
            {staff.data.staff.map((member) => {
              const self = member.username === user.username;
              const busy = change.isPending && change.variables?.username === member.username;
              return (
                <StaffRow
                  key={member.username}
                  member={member}
                  self={self}
                  busy={busy}
                  onChange={(next) => change.mutate(next)}
                />
              );
            })}
          </ul>
        )}
      </Card>
      <OwnerTwoFactorPolicy />
      <AddPersonDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(created) => {
          setAdding(false);
          setTemporary(created);
          void client.invalidateQueries({ queryKey: teamKeys.staff });
        }}
      />
      <TemporaryPasswordDialog temporary={temporary} onClose={() => setTemporary(null)} />
    </div>
  );
}
