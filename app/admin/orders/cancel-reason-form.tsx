// Cancelling an order asks why: the reasons COD shops track, and a note, required when
// the reason is Other. The refusal and cancellation figures come from these.
import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { CANCEL_REASONS, CANCEL_REASON_LABELS } from "../../shared/order-review";
import type { Cancellation } from "./order-actions";
import { FieldError } from "../ui/form-fields";
import { Button } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { zodResolver } from "../ui/zod-resolver";

/** A reason (the browser asks for one: the radios are required) and, for Other, a note. */
const cancelSchema = (noteRequired: string) =>
  z
    .object({ reason: z.string().pipe(z.enum(CANCEL_REASONS)), note: z.string() })
    .refine((values) => values.reason !== "other" || values.note.trim() !== "", { message: noteRequired, path: ["note"] })
    .transform(({ reason, note }): Cancellation => ({ reason, note: note.trim() }));

export function CancelReasonForm({ onCancel, onKeep }: { onCancel(cancellation: Cancellation): void; onKeep(): void }) {
  const t = useAdminMessages().review;
  const id = useId();
  const resolver = useMemo(() => zodResolver(cancelSchema(t.cancelNoteRequired)), [t.cancelNoteRequired]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: { reason: "", note: "" }, resolver, reValidateMode: "onChange" });
  const noteError = errors.note?.message;

  return (
    <form className="mt-3 rounded-lg border border-red-200 bg-red-50/40 p-3" onSubmit={handleSubmit(onCancel)}>
      <fieldset>
        <legend className="text-sm font-semibold">{t.cancelHeading}</legend>
        <div className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2">
          {CANCEL_REASONS.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              {/* Choosing another reason says again whether the note is needed. */}
              <input type="radio" value={value} required {...register("reason", { deps: "note" })} />
              {CANCEL_REASON_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={`${id}-note`} className="mt-3 block text-sm font-medium">
        {t.cancelNote}
      </label>
      <textarea
        id={`${id}-note`}
        maxLength={500}
        rows={2}
        aria-invalid={noteError ? true : undefined}
        aria-describedby={noteError ? `${id}-note-error` : undefined}
        className="mt-1 w-full rounded-md border border-ink/15 bg-white px-3 py-2 text-sm"
        {...register("note")}
      />
      <FieldError id={`${id}-note-error`} message={noteError} />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" tone="danger" size="sm">
          {t.cancelConfirm}
        </Button>
        <Button size="sm" onClick={onKeep}>
          {t.cancelKeep}
        </Button>
      </div>
    </form>
  );
}
