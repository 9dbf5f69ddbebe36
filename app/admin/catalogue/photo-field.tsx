// A photo for a perfume or bundle: dropped on the field or chosen with the file picker, previewed
// at once, checked here for type and size (the server checks the content itself, decision 019)
// and uploaded when the form is saved.
import { useEffect, useId, useState } from "react";
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from "../../shared/catalogue-input";
import { Icon } from "../ui/icons";
import { useAdminMessages } from "../ui/use-admin-messages";

export function PhotoField({
  current,
  file,
  onFile,
  error,
}: {
  /** The photo on the shop now (URL), if any. */
  current: string | null;
  file: File | null;
  onFile(file: File | null): void;
  /** The server's refusal of the last upload. */
  error: string | null;
}) {
  const t = useAdminMessages().photo;
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const take = (candidate: File | undefined) => {
    if (!candidate) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(candidate.type)) return setProblem(t.wrongType);
    if (candidate.size > IMAGE_MAX_BYTES) return setProblem(t.tooBig);
    setProblem(null);
    onFile(candidate);
  };
  const message = problem ?? error;

  return (
    <div>
      <div className="flex flex-wrap items-start gap-4">
        {(preview ?? current) && (
          <figure className="w-28 shrink-0">
            <img
              src={preview ?? current ?? ""}
              alt=""
              className="aspect-square w-28 rounded-md bg-sand object-cover ring-1 ring-ink/10"
            />
            <figcaption className="mt-1 text-[0.7rem] text-ink/65">{preview ? t.preview : t.current}</figcaption>
          </figure>
        )}
        <label
          htmlFor={id}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            take(event.dataTransfer.files[0]);
          }}
          className={`flex min-h-28 flex-1 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border border-dashed px-4 py-5 text-center text-sm transition-colors ${
            dragging ? "border-gold-dark bg-gold/10" : "border-ink/25 bg-white hover:border-gold-dark"
          }`}
        >
          <Icon name="image" className="size-6 text-gold-dark" />
          <span>
            {t.drop} <span className="font-semibold text-gold-dark underline underline-offset-2">{t.choose}</span>
          </span>
          <span className="text-xs text-ink/65">{t.hint}</span>
          <input
            id={id}
            type="file"
            accept={IMAGE_TYPES.join(",")}
            className="sr-only"
            aria-describedby={message ? `${id}-error` : undefined}
            onChange={(event) => {
              take(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
        </label>
      </div>
      {file && (
        <button
          type="button"
          onClick={() => onFile(null)}
          className="mt-2 text-xs text-ink/60 underline underline-offset-2 hover:text-ink"
        >
          {t.remove}
        </button>
      )}
      {message && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-800">
          {message}
        </p>
      )}
    </div>
  );
}
