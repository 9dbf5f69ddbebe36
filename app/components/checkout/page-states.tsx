// The quiet states around checkout and confirmation: waiting for the browser's saved data, and
// nothing to show (empty cart, no order), each with a way back into the shop.
import { LocalLink } from "../local-link";
import { goldButton } from "../home/button-styles";

/** Rendered on the server and until the browser's saved data has been read, so nothing flashes. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] flex-col items-center justify-center gap-4 text-ink/70">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        className="size-6 animate-spin text-gold-dark motion-reduce:animate-none"
      >
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="2" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p className="text-sm tracking-wide">{label}</p>
    </div>
  );
}

interface EmptyStateProps {
  title: string;
  text?: string;
  linkLabel: string;
  to: string;
  /** A shopping bag for an empty cart, a receipt for a missing order. */
  icon?: "bag" | "receipt";
}

export function EmptyState({ title, text, linkLabel, to, icon = "bag" }: EmptyStateProps) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-5 py-20 text-center">
      <span aria-hidden="true" className="grid size-16 place-items-center rounded-full border border-gold/60 text-gold-dark">
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="size-7"
        >
          {icon === "bag" ? (
            <>
              <path d="M6 8h12l-1 12H7L6 8Z" />
              <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
            </>
          ) : (
            <>
              <path d="M7 3.5h10v17l-2.5-1.5-2.5 1.5-2.5-1.5L7 20.5v-17Z" />
              <path d="M10 8.5h4M10 12h4" />
            </>
          )}
        </svg>
      </span>
      <h1 className="mt-8 font-display text-4xl font-medium md:text-5xl">{title}</h1>
      {text && <p className="mt-4 leading-relaxed text-ink/75">{text}</p>}
      <span aria-hidden="true" className="mt-8 block h-px w-12 bg-gold" />
      <LocalLink to={to} className={`${goldButton} mt-8`}>
        {linkLabel}
      </LocalLink>
    </main>
  );
}
