// Adding a person to the staff: a username and a role. The server makes their temporary password
// (shown once by the Staff section) and refuses a username already taken, on its field.
import { useMutation } from "@tanstack/react-query";
import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ROLES, type Role } from "../../../shared/staff-roles";
import { errorMessage, isUnauthorized } from "../../api/admin-api";
import { Field, FormDialog, inputClass } from "../../ui/form-fields";
import { Button } from "../../ui/ui";
import { useAdminMessages } from "../../ui/use-admin-messages";
import { setAnswerErrors, zodResolver } from "../../ui/zod-resolver";
import { teamApi } from "../team-api";
import type { TemporaryPassword } from "../team-contract";

const personSchema = (required: string) =>
  z.object({
    username: z.string().trim().min(1, required),
    role: z.enum(ROLES).catch("staff"),
  });

export function AddPersonDialog({
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
  const resolver = useMemo(() => zodResolver(personSchema(messages.account.required)), [messages.account.required]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ defaultValues: { username: "", role: "staff" as Role }, resolver, reValidateMode: "onSubmit" });
  const add = useMutation({
    mutationFn: teamApi.addStaff,
    onSuccess: onAdded,
    onError: (error) => {
      if (isUnauthorized(error)) return;
      if (!setAnswerErrors(error, setError)) setError("root", { type: "server", message: errorMessage(error) });
    },
  });
  return (
    <FormDialog open={open} title={t.addTitle} onClose={onClose}>
      <form
        noValidate
        onSubmit={handleSubmit((person) => add.mutate(person))}
        className="grid gap-5 px-5 py-6 sm:grid-cols-2 sm:px-8"
      >
        <Field id={`${id}-username`} label={t.username} hint={t.usernameHint} error={errors.username?.message}>
          <input
            id={`${id}-username`}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={errors.username ? `${id}-username-error` : undefined}
            className={inputClass}
            {...register("username")}
          />
        </Field>
        <Field id={`${id}-role`} label={t.role} error={errors.role?.message}>
          <select id={`${id}-role`} className={inputClass} {...register("role")}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {messages.labels.roles[role]}
              </option>
            ))}
          </select>
        </Field>
        {errors.root && (
          <p role="alert" className="text-sm text-red-800 sm:col-span-2">
            {errors.root.message}
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
