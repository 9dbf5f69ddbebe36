// The Staff section (issue 20), owners only: who can sign in, with what role; add a person (their
// temporary password shown once), change a role, disable or re-enable, reset a password, sign
// someone out everywhere; and the rule that every owner signs in with two factors. The server
// keeps the last active owner (409), and says so.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import * as Dialog from "@radix-ui/react-dialog";
import { useId, useState } from "react";
import { format } from "../../../i18n";
import { useToast } from "../../../components/toaster";
import type { SecurityPolicy, StaffList, StaffMember, TemporaryPassword } from "../team-contract";
import { ROLE_LABELS, ROLES, type Role } from "../../../shared/staff-roles";
import { adminRequest, errorMessage, isUnauthorized } from "../../api/admin-api";
import { formatDateTime } from "../../ui/admin-format";
import { useAdminUser } from "../admin-user";
import { answerErrors, Field, formText, FormDialog, inputClass, type FieldErrors } from "../../ui/form-fields";
import { Icon } from "../../ui/icons";
import { teamKeys } from "../team-api";
import { Badge, Button, Card, PanelLoading } from "../../ui/ui";
import { useAdminMessages } from "../../ui/use-admin-messages";

type StaffChange =
  | { kind: "patch"; username: string; body: { role?: Role; disabled?: boolean } }
  | { kind: "reset"; username: string }
  | { kind: "sign-out"; username: string };

export function StaffSection() {
  const t = useAdminMessages().staff;
  const toast = useToast();
  const client = useQueryClient();
  const { user } = useAdminUser();
  const [adding, setAdding] = useState(false);
  const [temporary, setTemporary] = useState<TemporaryPassword | null>(null);
  const staff = useQuery({
    queryKey: teamKeys.staff,
    queryFn: ({ signal }) => adminRequest<StaffList>("/api/admin/staff", { signal }),
  });
  const change = useMutation({
    mutationFn: async (change: StaffChange) => {
      const path = `/api/admin/staff/${encodeURIComponent(change.username)}`;
      if (change.kind === "patch") return adminRequest<StaffMember>(path, { method: "PATCH", body: change.body });
      if (change.kind === "reset") return adminRequest<TemporaryPassword>(`${path}/reset-password`, { method: "POST" });
      return adminRequest<void>(`${path}/sign-out`, { method: "POST" });
    },
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
  const ask = (text: string, username: string) => window.confirm(format(text, { username }));

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
                <li
                  key={member.username}
                  className={`grid gap-3 px-5 py-4 sm:px-6 lg:grid-cols-[minmax(0,1.4fr)_9rem_minmax(0,1fr)_auto] lg:items-center ${member.disabled ? "bg-sand/30" : ""}`}
                >
                  <div className="min-w-0">
                    <p className="font-medium [overflow-wrap:anywhere]">
                      {member.username}
                      {self && <span className="ms-1.5 text-sm font-normal text-ink/55">({t.you})</span>}
                    </p>
                    <p className="mt-1 flex flex-wrap gap-1.5 text-xs">
                      <Badge tone={member.disabled ? "muted" : "ok"}>{member.disabled ? t.disabledStatus : t.active}</Badge>
                      {member.mustChangePassword && <Badge tone="warn">{t.temporary}</Badge>}
                      {member.twoFactor && <Badge tone="ok">{t.twoFactor}</Badge>}
                    </p>
                  </div>
                  <label className="text-sm">
                    <span className="sr-only">{format(t.roleLabel, { username: member.username })}</span>
                    <select
                      value={member.role}
                      disabled={busy}
                      onChange={(e) =>
                        change.mutate({ kind: "patch", username: member.username, body: { role: e.target.value as Role } })
                      }
                      className={`${inputClass} mt-0`}
                    >
                      {ROLES.map((role) => (
                        <option key={role} value={role}>
                          {ROLE_LABELS[role]}
                        </option>
                      ))}
                    </select>
                  </label>
                  <p className="text-sm text-ink/60">
                    {t.columns.lastSignIn}: {member.lastLoginAt ? formatDateTime(member.lastLoginAt) : t.never}
                  </p>
                  <div className="flex flex-wrap gap-2 lg:justify-end">
                    {!self && (
                      <Button
                        size="sm"
                        tone={member.disabled ? "outline" : "danger"}
                        disabled={busy}
                        onClick={() =>
                          (member.disabled || ask(t.confirmDisable, member.username)) &&
                          change.mutate({ kind: "patch", username: member.username, body: { disabled: !member.disabled } })
                        }
                      >
                        {member.disabled ? t.enable : t.disable}
                      </Button>
                    )}
                    {!self && (
                      <Button
                        size="sm"
                        disabled={busy}
                        onClick={() =>
                          ask(t.confirmReset, member.username) && change.mutate({ kind: "reset", username: member.username })
                        }
                      >
                        {t.resetPassword}
                      </Button>
                    )}
                    {!self && !member.disabled && (
                      <Button
                        size="sm"
                        tone="ghost"
                        disabled={busy}
                        onClick={() =>
                          ask(t.confirmSignOut, member.username) && change.mutate({ kind: "sign-out", username: member.username })
                        }
                      >
                        {t.signOut}
                      </Button>
                    )}
                  </div>
                </li>
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

function AddPersonDialog({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose(): void;
  onAdded(created: TemporaryPassword): void;
}) {
  const messages = useAdminMessages();
  const t = messages.staff;
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useMutation({
    mutationFn: (body: { username: string; role: Role }) =>
      adminRequest<TemporaryPassword>("/api/admin/staff", { method: "POST", body }),
    onSuccess: onAdded,
    onError: (error) => {
      if (isUnauthorized(error)) return;
      setErrors(answerErrors(error));
    },
  });
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const username = formText(data, "username").trim();
    if (!username) return setErrors({ username: messages.account.required });
    setErrors({});
    add.mutate({ username, role: data.get("role") === "owner" ? "owner" : "staff" });
  };
  return (
    <FormDialog open={open} title={t.addTitle} onClose={onClose}>
      <form noValidate onSubmit={submit} className="grid gap-5 px-5 py-6 sm:grid-cols-2 sm:px-8">
        <Field id={`${id}-username`} label={t.username} hint={t.usernameHint} error={errors.username}>
          <input
            id={`${id}-username`}
            name="username"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={errors.username ? `${id}-username-error` : undefined}
            className={inputClass}
          />
        </Field>
        <Field id={`${id}-role`} label={t.role} error={errors.role}>
          <select id={`${id}-role`} name="role" defaultValue="staff" className={inputClass}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </Field>
        {errors.form && (
          <p role="alert" className="text-sm text-red-800 sm:col-span-2">
            {errors.form}
          </p>
        )}
        <div className="flex justify-end gap-3 sm:col-span-2">
          <Button tone="ghost" onClick={onClose}>
            {messages.catalogue.form.cancel}
          </Button>
          <Button type="submit" tone="primary" disabled={add.isPending}>
            {add.isPending ? t.creating : t.create}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}

function TemporaryPasswordDialog({ temporary, onClose }: { temporary: TemporaryPassword | null; onClose(): void }) {
  const t = useAdminMessages().staff;
  return (
    <Dialog.Root open={temporary !== null} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-ink/60 p-3 backdrop-blur-[2px] sm:p-6">
          {temporary && (
            <Dialog.Content className="w-full max-w-md rounded-2xl border border-gold/20 bg-ivory px-6 py-7 text-ink shadow-2xl focus:outline-none sm:px-8">
              <Dialog.Title className="font-display text-2xl font-semibold">
                {format(t.temporaryTitle, { username: temporary.username })}
              </Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-ink/70">{t.temporaryText}</Dialog.Description>
              <p
                data-testid="temporary-password"
                dir="ltr"
                className="mt-5 rounded-lg border border-gold/40 bg-white px-4 py-3 text-center font-mono text-lg tracking-wider select-all"
              >
                {temporary.temporaryPassword}
              </p>
              <div className="mt-6 flex justify-end">
                <Dialog.Close asChild>
                  <Button tone="primary">{t.close}</Button>
                </Dialog.Close>
              </div>
            </Dialog.Content>
          )}
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function OwnerTwoFactorPolicy() {
  const t = useAdminMessages().staff;
  const toast = useToast();
  const client = useQueryClient();
  const id = useId();
  const policy = useQuery({
    queryKey: teamKeys.security,
    queryFn: ({ signal }) => adminRequest<SecurityPolicy>("/api/admin/settings/security", { signal }),
  });
  const save = useMutation({
    mutationFn: (body: SecurityPolicy) => adminRequest<SecurityPolicy>("/api/admin/settings/security", { method: "PUT", body }),
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
