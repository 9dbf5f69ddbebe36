// Changing one's own password (issue 20): the current one, the new one twice. The server checks the
// new one (at least 12 characters, hard to guess, not the username) and ends the other sessions;
// its field errors show under the fields.
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { adminRequest, isUnauthorized } from "../api/admin-api";
import { answerErrors, Field, formText, inputClass, type FieldErrors } from "../ui/form-fields";
import { Button } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";

interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export function PasswordForm({ onChanged }: { onChanged(): void }) {
  const t = useAdminMessages().account;
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useMutation({
    mutationFn: (body: PasswordChange) => adminRequest<void>("/api/admin/me/password", { method: "POST", body }),
    onSuccess: onChanged,
    onError: (error) => {
      if (isUnauthorized(error)) return;
      setErrors(answerErrors(error));
    },
  });

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => formText(data, name);
    const next: FieldErrors = {};
    for (const name of ["currentPassword", "newPassword", "confirmPassword"]) if (!value(name)) next[name] = t.required;
    if (!next.confirmPassword && value("newPassword") !== value("confirmPassword")) next.confirmPassword = t.mismatch;
    setErrors(next);
    if (Object.keys(next).length === 0)
      change.mutate({ currentPassword: value("currentPassword"), newPassword: value("newPassword") });
  };

  const input = (name: string, autoComplete: string) => ({
    id: `${id}-${name}`,
    name,
    type: "password",
    autoComplete,
    maxLength: 1024,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    className: inputClass,
  });

  return (
    <form noValidate onSubmit={submit} className="grid max-w-md gap-4">
      <Field id={`${id}-currentPassword`} label={t.currentPassword} error={errors.currentPassword}>
        <input {...input("currentPassword", "current-password")} />
      </Field>
      <Field id={`${id}-newPassword`} label={t.newPassword} hint={t.passwordHint} error={errors.newPassword}>
        <input {...input("newPassword", "new-password")} minLength={12} />
      </Field>
      <Field id={`${id}-confirmPassword`} label={t.confirmPassword} error={errors.confirmPassword}>
        <input {...input("confirmPassword", "new-password")} />
      </Field>
      {errors.form && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          {errors.form}
        </p>
      )}
      <div>
        <Button type="submit" tone="primary" disabled={change.isPending}>
          {change.isPending ? t.changing : t.changePassword}
        </Button>
      </div>
    </form>
  );
}
