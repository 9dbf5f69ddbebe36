// Two-factor sign-in for one's own account. Setting it up: the server makes a secret
// and its QR code (never a remote service), the person scans it and confirms with one code, then
// sees ten recovery codes once. Turning it off takes the password and a current code.
import { useMutation } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { useForm, type FieldValues, type UseFormSetError } from "react-hook-form";
import { z } from "zod";
import { useToast } from "../../components/toaster";
import type { RecoveryCodes, TwoFactorSetup } from "./team-contract";
import { adminRequest, errorMessage, isUnauthorized } from "../api/admin-api";
import { Field, inputClass } from "../ui/form-fields";
import { Icon } from "../ui/icons";
import { Button } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { setAnswerErrors, zodResolver } from "../ui/zod-resolver";

/** A code as typed, spaces around it dropped; the server says whether it is right. */
const codeField = (required: string) => z.string().trim().min(1, required);
const enableSchema = (required: string) => z.object({ code: codeField(required) });
const disableSchema = (required: string) => z.object({ password: z.string().min(1, required), code: codeField(required) });

/** A refused request's field errors on their fields, or else its message for the whole form. */
function showRefusal<Values extends FieldValues>(error: unknown, setError: UseFormSetError<Values>) {
  if (isUnauthorized(error)) return;
  if (!setAnswerErrors(error, setError)) setError("root", { type: "server", message: errorMessage(error) });
}

function FormAlert({ message, className = "" }: { message?: string; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={`text-sm text-red-800 ${className}`}>
      {message}
    </p>
  );
}

/** "JBSWY3DPEHPK3PXP" as "JBSW Y3DP EHPK 3PXP": easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

/** Set-up, from the first button to the recovery codes; `onDone` once the codes are put away. */
export function TwoFactorEnrolment({ onDone }: { onDone(): void }) {
  const t = useAdminMessages().account;
  const id = useId();
  const resolver = useMemo(() => zodResolver(enableSchema(t.required)), [t.required]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ defaultValues: { code: "" }, resolver, reValidateMode: "onChange" });
  const [codes, setCodes] = useState<string[] | null>(null);
  const setup = useMutation({
    mutationFn: () => adminRequest<TwoFactorSetup>("/api/admin/me/2fa/setup", { method: "POST" }),
    onError: (error) => showRefusal(error, setError),
  });
  const enable = useMutation({
    mutationFn: (code: string) => adminRequest<RecoveryCodes>("/api/admin/me/2fa/enable", { method: "POST", body: { code } }),
    onSuccess: (result) => setCodes(result.recoveryCodes),
    onError: (error) => showRefusal(error, setError),
  });

  if (codes) return <RecoveryCodeList codes={codes} onDone={onDone} />;

  if (!setup.data) {
    return (
      <div>
        <Button tone="primary" onClick={() => setup.mutate()} disabled={setup.isPending}>
          <Icon name="shield" />
          {setup.isPending ? t.settingUp : t.setUp}
        </Button>
        <FormAlert message={errors.root?.message} className="mt-3" />
      </div>
    );
  }

  return (
    <div className="grid gap-5 sm:grid-cols-[auto_1fr] sm:items-start">
      {/* The SVG is made by our own server from the secret (qrcode), never from user input. */}
      <div
        role="img"
        aria-label={t.qrLabel}
        className="size-44 rounded-lg border border-ink/10 bg-white p-2 [&>svg]:size-full"
        dangerouslySetInnerHTML={{ __html: setup.data.qrSvg }}
      />
      <div className="grid gap-4">
        <p className="text-sm text-ink/70">{t.scan}</p>
        <div>
          <p className="text-xs font-semibold tracking-[0.12em] text-ink/65 uppercase">{t.secretLabel}</p>
          <p data-testid="totp-secret" className="mt-1 font-mono text-sm tracking-wider break-all select-all" dir="ltr">
            {grouped(setup.data.secret)}
          </p>
        </div>
        <form noValidate onSubmit={handleSubmit(({ code }) => enable.mutate(code))} className="flex flex-wrap items-end gap-3">
          <div className="w-40">
            <Field id={`${id}-code`} label={t.confirmCode} error={errors.code?.message}>
              <input
                id={`${id}-code`}
                {...register("code")}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={12}
                aria-invalid={errors.code ? true : undefined}
                aria-describedby={errors.code ? `${id}-code-error` : undefined}
                className={`${inputClass} tracking-[0.3em] tabular-nums`}
              />
            </Field>
          </div>
          <Button type="submit" tone="primary" disabled={enable.isPending}>
            {enable.isPending ? t.enabling : t.enable}
          </Button>
        </form>
        <FormAlert message={errors.root?.message} />
      </div>
    </div>
  );
}

function RecoveryCodeList({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const t = useAdminMessages().account;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refusal): the codes are on screen to copy by hand.
    }
  };
  return (
    <div className="rounded-lg border border-gold/40 bg-sand/30 p-5">
      <h3 className="font-display text-xl font-semibold">{t.recoveryTitle}</h3>
      <p className="mt-1 text-sm text-ink/70">{t.recoveryText}</p>
      <ol
        aria-label={t.recoveryTitle}
        className="mt-4 grid grid-cols-2 gap-x-6 gap-y-1.5 font-mono text-sm tabular-nums"
        dir="ltr"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button onClick={copy}>
          <Icon name="copy" />
          {copied ? t.copied : t.copy}
        </Button>
        <Button tone="primary" onClick={onDone}>
          {t.recoveryDone}
        </Button>
      </div>
    </div>
  );
}

/** Turning two-factor sign-in off: the password and a current code. */
export function TwoFactorOff({ onDone }: { onDone(): void }) {
  const t = useAdminMessages().account;
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button tone="danger" onClick={() => setOpen(true)}>
        {t.turnOff}
      </Button>
    );
  }
  return <TwoFactorOffForm onClose={() => setOpen(false)} onDone={onDone} />;
}

function TwoFactorOffForm({ onClose, onDone }: { onClose(): void; onDone(): void }) {
  const messages = useAdminMessages();
  const t = messages.account;
  const id = useId();
  const toast = useToast();
  const resolver = useMemo(() => zodResolver(disableSchema(t.required)), [t.required]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ defaultValues: { password: "", code: "" }, resolver, reValidateMode: "onChange" });
  const off = useMutation({
    mutationFn: (body: { password: string; code: string }) =>
      adminRequest<void>("/api/admin/me/2fa/disable", { method: "POST", body }),
    onSuccess: () => {
      toast(t.disabled);
      onClose();
      onDone();
    },
    onError: (error) => showRefusal(error, setError),
  });
  const described = (name: "password" | "code") => (errors[name] ? `${id}-${name}-error` : undefined);
  return (
    <form
      noValidate
      onSubmit={handleSubmit((body) => off.mutate(body))}
      className="grid max-w-md gap-4 rounded-lg border border-red-200 bg-red-50/40 p-4"
    >
      <p className="text-sm text-ink/70">{t.turnOffHint}</p>
      <Field id={`${id}-password`} label={t.password} error={errors.password?.message}>
        <input
          id={`${id}-password`}
          {...register("password")}
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={described("password")}
          className={inputClass}
        />
      </Field>
      <Field id={`${id}-code`} label={t.code} error={errors.code?.message}>
        <input
          id={`${id}-code`}
          {...register("code")}
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-invalid={errors.code ? true : undefined}
          aria-describedby={described("code")}
          className={inputClass}
        />
      </Field>
      <FormAlert message={errors.root?.message} />
      <div className="flex gap-3">
        <Button type="submit" tone="danger" disabled={off.isPending}>
          {off.isPending ? t.turningOff : t.turnOff}
        </Button>
        <Button tone="ghost" onClick={onClose}>
          {messages.catalogue.form.cancel}
        </Button>
      </div>
    </form>
  );
}
