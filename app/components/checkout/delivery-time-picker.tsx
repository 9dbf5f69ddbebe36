// The delivery slot, when the shop offers slots: a day, then a time window on it. Full
// windows stay visible but cannot be chosen; the choice is required.
import { useState } from "react";
import { useLocale } from "../../hooks/use-locale";
import { useMessages } from "../../hooks/use-root-data";
import { deliveryDayParts, formatSlotWindow } from "../../i18n/delivery";
import { deliveryEn } from "../../i18n/delivery.en";
import { useTexts } from "../../i18n/parts";
import type { OfferedSlot } from "./use-checkout-delivery";

interface DeliveryTimePickerProps {
  slots: OfferedSlot[];
  /** The chosen slot's id ("2026-11-26 14:00-18:00"), or null. */
  value: string | null;
  /** null: the shopper moved to another day, so the chosen window is no longer in view. */
  onChange(id: string | null): void;
  checking: boolean;
  disabled: boolean;
  error?: string;
}

const dayPill =
  "flex min-w-[4.75rem] cursor-pointer flex-col items-center rounded-xl border border-ink/15 bg-white px-3 py-2.5 text-center transition-colors hover:border-ink/40 has-checked:border-ink has-checked:bg-ink has-checked:text-ivory has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-dark has-disabled:cursor-not-allowed has-disabled:opacity-45";
const windowCard =
  "group flex cursor-pointer items-center justify-between gap-3 rounded-xl border border-ink/15 bg-white px-4 py-3.5 transition-colors hover:border-ink/40 has-checked:border-gold has-checked:bg-gold/10 has-checked:ring-1 has-checked:ring-gold has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-dark has-disabled:cursor-not-allowed has-disabled:bg-sand/30 has-disabled:text-ink/45 has-disabled:hover:border-ink/15";

export function DeliveryTimePicker({ slots, value, onChange, checking, disabled, error }: DeliveryTimePickerProps) {
  const messages = useMessages();
  const locale = useLocale();
  const t = useTexts(deliveryEn).slots;
  const days = [...new Set(slots.map((slot) => slot.day))];
  const chosen = slots.find((slot) => slot.id === value);
  // The day shown: the one the shopper tapped, else the chosen slot's, else the first with room.
  const [pickedDay, setPickedDay] = useState<string | null>(null);
  const firstOpen = slots.find((slot) => !slot.full)?.day ?? days[0] ?? null;
  const day = (pickedDay && days.includes(pickedDay) ? pickedDay : null) ?? chosen?.day ?? firstOpen;
  const windows = slots.filter((slot) => slot.day === day);
  const errorId = "delivery-time-error";

  return (
    <section aria-labelledby="delivery-time-heading" aria-busy={checking || undefined}>
      <h2 id="delivery-time-heading" className="font-display text-3xl font-medium">
        {t.heading}
      </h2>
      <p className="mt-2 text-sm text-ink/70">{t.intro}</p>
      {slots.length === 0 ? (
        <p className="mt-5 rounded-xl border border-ink/10 bg-white px-5 py-4 text-sm text-ink/75" role="status">
          {checking ? t.checking : t.none}
        </p>
      ) : (
        <fieldset disabled={disabled} className="mt-5 space-y-5" aria-describedby={error ? errorId : undefined}>
          <legend className="sr-only">{t.heading}</legend>
          <fieldset>
            <legend className="mb-2 text-xs font-semibold tracking-[0.16em] text-ink/80 uppercase">{t.day}</legend>
            <div className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1">
              {days.map((d) => {
                const parts = deliveryDayParts(d, locale);
                const open = slots.some((slot) => slot.day === d && !slot.full);
                return (
                  <label key={d} className={dayPill}>
                    <input
                      type="radio"
                      name="delivery-day"
                      value={d}
                      checked={d === day}
                      disabled={!open}
                      onChange={() => {
                        setPickedDay(d);
                        if (chosen && chosen.day !== d) onChange(null);
                      }}
                      className="sr-only"
                    />
                    <span className="text-[0.7rem] font-semibold tracking-[0.14em] uppercase opacity-80">{parts.weekday}</span>
                    <span className="mt-0.5 text-sm font-medium whitespace-nowrap">{parts.date}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <fieldset>
            <legend className="mb-2 text-xs font-semibold tracking-[0.16em] text-ink/80 uppercase">{t.time}</legend>
            <div className="grid gap-2.5 sm:grid-cols-2">
              {windows.map((slot) => (
                <label key={slot.id} className={windowCard}>
                  <input
                    type="radio"
                    name="delivery-slot"
                    value={slot.id}
                    checked={slot.id === value}
                    disabled={slot.full}
                    onChange={() => onChange(slot.id)}
                    className="sr-only"
                  />
                  <span className="font-medium tabular-nums">{formatSlotWindow(`${slot.from}-${slot.to}`, messages)}</span>
                  {slot.full ? (
                    <span className="rounded-full bg-ink/10 px-2.5 py-0.5 text-xs font-semibold text-ink/70">{t.full}</span>
                  ) : (
                    <span
                      aria-hidden="true"
                      className="grid size-5 shrink-0 place-items-center rounded-full border border-ink/25 transition-colors group-has-checked:border-[5px] group-has-checked:border-gold"
                    />
                  )}
                </label>
              ))}
            </div>
          </fieldset>
        </fieldset>
      )}
      <p id={errorId} aria-live="polite" className={error ? "mt-3 text-sm text-red-800" : undefined}>
        {error}
      </p>
    </section>
  );
}
