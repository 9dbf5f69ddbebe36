// One person in the Staff section: their name and state, their role (changed in place), when they
// last signed in, and what the owner may do to them: disable or re-enable, reset the password, sign
// them out everywhere. Nobody does these to themselves.
import { format } from "../../../i18n";
import { ROLES, type Role } from "../../../shared/staff-roles";
import { useAdminIntl } from "../../ui/admin-intl";
import { inputClass } from "../../ui/form-fields";
import { Badge, Button } from "../../ui/ui";
import { useAdminMessages } from "../../ui/use-admin-messages";
import type { StaffChange } from "../team-api";
import type { StaffMember } from "../team-contract";

export function StaffRow({
  member,
  self,
  busy,
  onChange,
}: {
  member: StaffMember;
  /** The signed-in person's own account. */
  self: boolean;
  busy: boolean;
  onChange(change: StaffChange): void;
}) {
  const messages = useAdminMessages();
  const intl = useAdminIntl();
  const t = messages.staff;
  const ask = (text: string, username: string) => window.confirm(format(text, { username }));
  return (
    <li
      className={`grid gap-3 px-5 py-4 sm:px-6 lg:grid-cols-[minmax(0,1.4fr)_9rem_minmax(0,1fr)_auto] lg:items-center ${member.disabled ? "bg-sand/30" : ""}`}
    >
      <div className="min-w-0">
        <p className="font-medium [overflow-wrap:anywhere]">
          {member.username}
          {self && <span className="ms-1.5 text-sm font-normal text-ink/70">({t.you})</span>}
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
          onChange={(e) => onChange({ kind: "patch", username: member.username, body: { role: e.target.value as Role } })}
          className={`${inputClass} mt-0`}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {messages.labels.roles[role]}
            </option>
          ))}
        </select>
      </label>
      <p className="text-sm text-ink/60">
        {t.columns.lastSignIn}: {member.lastLoginAt ? intl.dateTime(member.lastLoginAt) : t.never}
      </p>
      <div className="flex flex-wrap gap-2 lg:justify-end">
        {!self && (
          <Button
            size="sm"
            tone={member.disabled ? "outline" : "danger"}
            disabled={busy}
            onClick={() =>
              (member.disabled || ask(t.confirmDisable, member.username)) &&
              onChange({ kind: "patch", username: member.username, body: { disabled: !member.disabled } })
            }
          >
            {member.disabled ? t.enable : t.disable}
          </Button>
        )}
        {!self && (
          <Button
            size="sm"
            disabled={busy}
            onClick={() => ask(t.confirmReset, member.username) && onChange({ kind: "reset", username: member.username })}
          >
            {t.resetPassword}
          </Button>
        )}
        {!self && !member.disabled && (
          <Button
            size="sm"
            tone="ghost"
            disabled={busy}
            onClick={() => ask(t.confirmSignOut, member.username) && onChange({ kind: "sign-out", username: member.username })}
          >
            {t.signOut}
          </Button>
        )}
      </div>
    </li>
  );
}
