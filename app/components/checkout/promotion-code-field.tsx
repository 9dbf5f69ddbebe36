// The promotion code field in the order summary (decision 035): type a code, Apply asks the quote;
// an applied code shows with Remove, a refused one its reason under the field in the shopper's
// language, and the nudges ("Add QR 40.00 more for free delivery") follow.
import { useId, useState } from "react";
import { useLocale } from "../../hooks/use-locale";
import { format } from "../../i18n";
import { promotionCodeTexts } from "../../content/promotion-code";
import { wordNudge, wordPromotionMessage } from "../../shared/promotions/messages";
import type { PromotionQuoteState } from "./use-promotion-quote";

const TONES = {
  dark: {
    box: "border-ivory/15",
    applied: "text-gold-light",
    remove: "text-ivory/80 hover:text-gold-light",
    label: "text-ivory/75",
    input: "border-ivory/25 bg-ivory/5 text-ivory placeholder:text-ivory/50",
    error: "text-red-300",
    note: "text-ivory/80",
  },
  light: {
    box: "border-ink/10",
    applied: "text-gold-dark",
    remove: "text-ink/75 hover:text-gold-dark",
    label: "text-ink/70",
    input: "border-ink/25 bg-white text-ink placeholder:text-ink/50",
    error: "text-red-800",
    note: "text-ink/75",
  },
} as const;

export function PromotionCodeField({
  promotion,
  disabled = false,
  tone = "dark",
}: {
  promotion: PromotionQuoteState;
  disabled?: boolean;
  /** The checkout's dark summary or the cart's light one. */
  tone?: keyof typeof TONES;
}) {
  const c = TONES[tone];
  const locale = useLocale();
  const t = promotionCodeTexts[locale];
  const id = useId();
  const [typed, setTyped] = useState("");
  const { state, quote } = promotion;
  const errorId = `${id}-error`;
  const refused = state.kind === "refused";

  return (
    <div className={`mt-6 border-t pt-6 ${c.box}`} data-testid="promotion-code">
      {state.kind === "applied" ? (
        <div className="flex items-center justify-between gap-4">
          <p className={`text-sm ${c.applied}`} data-testid="promotion-code-applied">
            {format(t.applied, { code: state.code })}
          </p>
          <button
            type="button"
            disabled={disabled}
            onClick={() => {
              setTyped("");
              promotion.remove();
            }}
            className={`rounded-sm text-xs font-semibold tracking-[0.15em] uppercase underline underline-offset-4 disabled:opacity-50 ${c.remove}`}
          >
            {t.remove}
          </button>
        </div>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            promotion.apply(typed);
          }}
        >
          <label htmlFor={id} className={`text-xs font-semibold tracking-[0.15em] uppercase ${c.label}`}>
            {t.label}
          </label>
          <div className="mt-2 flex gap-2">
            <input
              id={id}
              name="promotion-code"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder={t.placeholder}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={64}
              disabled={disabled}
              aria-invalid={refused || undefined}
              aria-describedby={refused ? errorId : undefined}
              size={1}
              className={`w-0 min-w-0 flex-1 rounded-md border px-3 py-2 text-sm focus:border-gold focus:outline-none ${c.input}`}
            />
            <button
              type="submit"
              disabled={disabled || typed.trim() === "" || state.kind === "checking"}
              className="shrink-0 rounded-md bg-gold px-4 py-2 text-xs font-semibold tracking-[0.15em] text-ink uppercase hover:bg-gold-light disabled:opacity-50"
            >
              {t.apply}
            </button>
          </div>
          {refused && (
            <div className="mt-2 flex items-start justify-between gap-4">
              <p id={errorId} role="alert" className={`text-sm ${c.error}`} data-testid="promotion-code-error">
                {wordPromotionMessage(state.message, locale)}
              </p>
              {/* The refused code is not sent with the order; Remove says so and clears the field's state. */}
              <button
                type="button"
                disabled={disabled}
                onClick={() => {
                  setTyped("");
                  promotion.remove();
                }}
                className={`shrink-0 rounded-sm text-xs font-semibold tracking-[0.15em] uppercase underline underline-offset-4 disabled:opacity-50 ${c.remove}`}
              >
                {t.remove}
              </button>
            </div>
          )}
        </form>
      )}
      {promotion.changed && (
        <p role="status" className={`mt-2 text-sm ${c.applied}`} data-testid="promotion-changed">
          {t.changed}
        </p>
      )}
      {quote && quote.nudges.length > 0 && (
        <ul className={`mt-3 space-y-1 text-xs ${c.note}`} data-testid="promotion-nudges">
          {quote.nudges.map((nudge) => (
            <li key={`${nudge.kind}-${nudge.promotionId ?? ""}`}>{wordNudge(nudge, locale)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
