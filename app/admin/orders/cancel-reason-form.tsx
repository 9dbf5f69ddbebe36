// Cancelling an order asks why: the reasons COD shops track, and a note, required when
// the reason is Other. The refusal and cancellation figures come from these. Used for one order
// (its dialog) and for the orders selected in the list.
import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { CANCEL_REASONS, type CancelReason } from "../../shared/order-review";
import type { Cancellation } from "./order-actions";
import { NoteField, StepForm } from "../ui/step-form";
import { useAdminMessages } from "../ui/use-admin-messages";
import { zodResolver } from "../ui/zod-resolver";

type ReviewTexts = ReturnType<typeof useAdminMessages>["review"];

interface CancelValues {
  /** "" until a reason is chosen. */
  reason: string;
  note: string;
}

function cancellationSchema(t: ReviewTexts) {
  return z
    .object({
      reason: z.string().transform((chosen, context): CancelReason => {
        const reason = CANCEL_REASONS.find((known) => known === chosen);
        if (reason) return reason;
        context.addIssue({ code: "custom", message: t.cancelReasonRequired });
        return z.NEVER;
      }),
      note: z.string().transform((note) => note.trim()),
    })
    .refine((value) => value.reason !== "other" || value.note !== "", { message: t.cancelNoteRequired, path: ["note"] });
}

export function CancelReasonForm({ onCancel, onKeep }: { onCancel(cancellation: Cancellation): void; onKeep(): void }) {
  const messages = useAdminMessages();
  const t = messages.review;
  const id = useId();
  const resolver = useMemo(() => zodResolver(cancellationSchema(t)), [t]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: { reason: "", note: "" } satisfies CancelValues, resolver, reValidateMode: "onChange" });

  return (
    <StepForm
      tone="danger"
      submit={t.cancelConfirm}
      keep={t.cancelKeep}
      onKeep={onKeep}
      onSubmit={handleSubmit((cancellation) => onCancel(cancellation))}
    >
      <fieldset aria-describedby={errors.reason ? `${id}-reason-error` : undefined}>
        <legend className="text-sm font-semibold">{t.cancelHeading}</legend>
        <div className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2">
          {CANCEL_REASONS.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              {/* Choosing another reason says again whether the note is needed. */}
              <input type="radio" value={value} {...register("reason", { deps: "note" })} />
              {messages.labels.cancelReasons[value]}
            </label>
          ))}
        </div>
        {errors.reason && (
          <p id={`${id}-reason-error`} className="mt-1 text-xs text-red-800">
            {errors.reason.message}
          </p>
        )}
      </fieldset>
      <NoteField id={`${id}-note`} label={t.cancelNote} error={errors.note?.message} field={register("note")} />
    </StepForm>
  );
}
