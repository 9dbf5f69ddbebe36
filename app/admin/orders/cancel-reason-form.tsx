// Cancelling an order asks why: the reasons COD shops track, and a note, required when
// the reason is Other. The refusal and cancellation figures come from these.
import { useId, useState } from "react";
import { CANCEL_REASONS, CANCEL_REASON_LABELS, type CancelReason } from "../../shared/order-review";
import type { Cancellation } from "./order-actions";
import { Button } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";

export function CancelReasonForm({ onCancel, onKeep }: { onCancel(cancellation: Cancellation): void; onKeep(): void }) {
  const t = useAdminMessages().review;
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [note, setNote] = useState("");
  const [tried, setTried] = useState(false);
  const id = useId();
  const noteMissing = reason === "other" && note.trim() === "";

  return (
    <form
      className="mt-3 rounded-lg border border-red-200 bg-red-50/40 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (reason && !noteMissing) onCancel({ reason, note: note.trim() });
      }}
    >
      <fieldset>
        <legend className="text-sm font-semibold">{t.cancelHeading}</legend>
        <div className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2">
          {CANCEL_REASONS.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                required
              />
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
        value={note}
        maxLength={500}
        rows={2}
        onChange={(event) => setNote(event.target.value)}
        aria-invalid={tried && noteMissing}
        aria-describedby={tried && noteMissing ? `${id}-note-error` : undefined}
        className="mt-1 w-full rounded-md border border-ink/15 bg-white px-3 py-2 text-sm"
      />
      {tried && noteMissing && (
        <p id={`${id}-note-error`} className="mt-1 text-xs text-red-800">
          {t.cancelNoteRequired}
        </p>
      )}
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
