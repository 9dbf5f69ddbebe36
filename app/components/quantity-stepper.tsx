// Minus / number / plus control shared by the product page and the cart lines. The number can be
// typed too; a typed value is only committed on blur or Enter so that clearing the field to type
// a new number never sets the quantity to something the caller would reject (or remove the line).
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { MAX_LINE_QUANTITY } from "../shared/prices";

export interface QuantityStepperProps {
  value: number;
  onChange(next: number): void;
  /** The product page keeps 1; the cart allows 0, which its owner treats as "remove the line". */
  min?: number;
  max?: number;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  size?: "md" | "sm";
  /** Show `label` above the control instead of only to assistive technology. */
  showLabel?: boolean;
  /** Said under the control once the quantity reaches `max`, so a disabled "+" explains itself. */
  maxNote?: string;
  /** Nothing can be bought (a sold-out perfume): the whole control is off, like its button. */
  disabled?: boolean;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = MAX_LINE_QUANTITY,
  label,
  decreaseLabel,
  increaseLabel,
  size = "md",
  showLabel = false,
  maxNote,
  disabled = false,
}: QuantityStepperProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = () => {
    const typed = Number.parseInt(draft, 10);
    if (!Number.isFinite(typed)) return setDraft(String(value));
    const next = clamp(typed, min, max);
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") {
      e.preventDefault();
      commit();
    }
  };

  const box = size === "sm" ? "h-9" : "h-12";
  const button =
    `${size === "sm" ? "w-9" : "w-12"} grid place-items-center text-lg text-ink transition-colors ` +
    "hover:bg-sand disabled:cursor-not-allowed disabled:text-ink/30 disabled:hover:bg-transparent";

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className={showLabel ? "text-xs font-medium tracking-[0.18em] text-ink/70 uppercase" : "sr-only"}>
        {label}
      </label>
      <div className={`inline-flex w-max items-stretch overflow-hidden rounded-full border border-ink/20 bg-white ${box}`}>
        <button
          type="button"
          className={`${button} rounded-s-full`}
          onClick={() => onChange(clamp(value - 1, min, max))}
          disabled={disabled || value <= min}
          aria-label={decreaseLabel}
          aria-controls={id}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={draft}
          disabled={disabled}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          className={`${size === "sm" ? "w-10 text-sm" : "w-12 text-base"} [appearance:textfield] border-x border-ink/10 bg-transparent text-center font-medium tabular-nums focus-visible:outline-offset-[-2px] disabled:text-ink/40 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none`}
        />
        <button
          type="button"
          className={`${button} rounded-e-full`}
          onClick={() => onChange(clamp(value + 1, min, max))}
          disabled={disabled || value >= max}
          aria-label={increaseLabel}
          aria-controls={id}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {maxNote && !disabled && value >= max && (
        <p role="status" className="text-xs text-ink/65">
          {maxNote}
        </p>
      )}
    </div>
  );
}
