// Changing one's own password: the current one, the new one twice. The server checks the
// new one (at least 12 characters, hard to guess, not the username) and ends the other sessions;
// its field errors show under the fields.
import { useMutation } from "@tanstack/react-query";
import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { adminRequest, errorMessage, isUnauthorized } from "../api/admin-api";
import { Field, inputClass } from "../ui/form-fields";
import { Button } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { setAnswerErrors, zodResolver } from "../ui/zod-resolver";

interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

type AccountTexts = ReturnType<typeof useAdminMessages>["account"];
type PasswordField = "currentPassword" | "newPassword" | "confirmPassword";

/** Every field filled and the new password typed twice alike; the server judges the rest. */
const passwordSchema = (t: AccountTexts) =>
  z
    .object({
      currentPassword: z.string().min(1, t.required),
      newPassword: z.string().min(1, t.required),
      confirmPassword: z.string().min(1, t.required),
    })
    .refine((values) => !values.confirmPassword || values.newPassword === values.confirmPassword, {
      message: t.mismatch,
      path: ["confirmPassword"],
      // Said together with an empty field's "required", as staff fix both at once.
      when: () => true,
    })
    .transform(({ currentPassword, newPassword }): PasswordChange => ({ currentPassword, newPassword }));

export function PasswordForm({ onChanged }: { onChanged(): void }) {
  const t = useAdminMessages().account;
  const id = useId();
  const resolver = useMemo(() => zodResolver(passwordSchema(t)), [t]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    resolver,
    reValidateMode: "onSubmit",
  });
  const change = useMutation({
    mutationFn: (body: PasswordChange) => adminRequest<void>("/api/admin/me/password", { method: "POST", body }),
    onSuccess: onChanged,
    onError: (error) => {
      if (isUnauthorized(error)) return;
      if (!setAnswerErrors(error, setError)) setError("root", { type: "server", message: errorMessage(error) });
    },
  });

  const input = (name: PasswordField, autoComplete: string) => ({
    id: `${id}-${name}`,
    ...register(name),
    type: "password",
    autoComplete,
    maxLength: 1024,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    className: inputClass,
  });

  return (
    <form noValidate onSubmit={handleSubmit((body) => change.mutate(body))} className="grid max-w-md gap-4">
      <Field id={`${id}-currentPassword`} label={t.currentPassword} error={errors.currentPassword?.message}>
        <input {...input("currentPassword", "current-password")} />
      </Field>
      <Field id={`${id}-newPassword`} label={t.newPassword} hint={t.passwordHint} error={errors.newPassword?.message}>
        <input {...input("newPassword", "new-password")} minLength={12} />
      </Field>
      <Field id={`${id}-confirmPassword`} label={t.confirmPassword} error={errors.confirmPassword?.message}>
        <input {...input("confirmPassword", "new-password")} />
      </Field>
      {errors.root && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          {errors.root.message}
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
