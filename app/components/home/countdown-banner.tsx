// Countdown to the new collection launch (docs/product.md#4-states), shown only while a launch is
// ahead (the owner's target and wording, decision 039; LAUNCH_TARGET until the owner saves one). The
// server renders the figures of its moment and the first client render repeats them (no hydration mismatch); an inline script right after the timer paints the visitor's
// moment before the page shows (a cached page was rendered earlier), and after hydration it ticks.
// When the launch arrives while the page is open, "Offer Expired!" replaces the clock.
import { useEffect, useState } from "react";
import { useNonce } from "../../browser/nonce";
import { homeEn } from "../../i18n/home.en";
import { useTexts } from "../../i18n/parts";
import { countdownPaintScript, countdownParts, launchAhead, startCountdown, type CountdownParts } from "../../shared/countdown";
import { goldButton } from "./button-styles";
import { scrollToField } from "./scroll-to-form";

interface CountdownBannerProps {
  /** Launch moment as configured, e.g. "2027-03-01T00:00:00" (Qatar time when no zone is given); null: none. */
  target: string | null;
  /** The owner's title and text (decision 039); empty: today's wording. */
  title?: string;
  text?: string;
  /** When the server rendered the page (ms since the epoch): the first render's moment on both sides. */
  renderedAt: number;
  /** Where Get Notified leads: the VIP form's section and its e-mail field. */
  formSectionId: string;
  formFieldId: string;
}

type Unit = "days" | "hours" | "minutes" | "seconds";

/** The cells to show: days only when at least one day remains, then hours, minutes, seconds. */
function countdownCells(parts: CountdownParts): { unit: Unit; value: string }[] {
  const cells: { unit: Unit; value: string }[] = [];
  if (parts.days !== null) cells.push({ unit: "days", value: String(parts.days) });
  cells.push(
    { unit: "hours", value: parts.hours },
    { unit: "minutes", value: parts.minutes },
    { unit: "seconds", value: parts.seconds },
  );
  return cells;
}

export function CountdownBanner({ target, title, text, renderedAt, formSectionId, formFieldId }: CountdownBannerProps) {
  const t = useTexts(homeEn).home.countdown;
  const nonce = useNonce();
  const launch = launchAhead(target, renderedAt);
  const launchTime = launch?.getTime();
  const [parts, setParts] = useState<CountdownParts | null>(() => launch && countdownParts(launch, new Date(renderedAt)));

  useEffect(() => (launchTime ? startCountdown(new Date(launchTime), setParts) : undefined), [launchTime]);

  if (!launch || !parts) return null;
  const cells = parts.expired ? [] : countdownCells(parts);

  return (
    <section aria-labelledby="launch-heading" className="bg-sand/70 px-4 py-16 sm:px-6 md:py-20">
      <div className="relative mx-auto max-w-6xl border border-gold/40 px-4 py-12 text-center sm:px-6 md:px-12 lg:flex lg:items-center lg:justify-between lg:gap-12 lg:text-start">
        <div className="lg:max-w-md">
          <p className="text-xs font-semibold tracking-[0.3em] text-ink/70 uppercase">{t.eyebrow}</p>
          <h2 id="launch-heading" className="mt-4 font-display text-4xl leading-tight font-medium md:text-5xl">
            {title || t.heading}
          </h2>
          <p className="mt-4 leading-relaxed text-ink/70">{text || t.text}</p>
        </div>

        <div className="mt-10 flex flex-col items-center gap-8 lg:mt-0 lg:shrink-0">
          {cells.length > 0 ? (
            <>
              <div
                role="timer"
                aria-label={t.timerLabel}
                data-testid="countdown"
                data-target={launch.toISOString()}
                className="flex items-start justify-center gap-4 sm:gap-5"
              >
                {cells.map((cell, i) => (
                  <div key={cell.unit} className="flex items-start gap-4 sm:gap-5">
                    {i > 0 && (
                      <span aria-hidden="true" className="font-display text-4xl leading-none text-gold max-sm:hidden sm:text-6xl">
                        :
                      </span>
                    )}
                    <div className="flex min-w-12 flex-col items-center sm:min-w-20">
                      {/* The inline script may have painted a later moment than the server's. */}
                      <span
                        suppressHydrationWarning
                        data-unit={cell.unit}
                        className="font-display text-5xl leading-none font-medium text-ink lining-nums tabular-nums sm:text-6xl"
                      >
                        {cell.value}
                      </span>
                      <span className="mt-2 text-[0.6875rem] font-semibold tracking-[0.2em] text-ink/60 uppercase">
                        {cell.unit === "days" && cell.value === "1" ? t.day : t[cell.unit]}
                      </span>
                    </div>
                  </div>
                ))}
              </div>
              {/* Only the server's markup needs it (it runs before hydration); the browser bundle leaves it out. */}
              <script
                nonce={nonce}
                suppressHydrationWarning
                dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? countdownPaintScript() : "" }}
              />
            </>
          ) : (
            <p className="font-display text-3xl text-gold-dark">{t.expired}</p>
          )}
          <a
            href={`#${formSectionId}`}
            className={`${goldButton} w-full sm:w-auto`}
            onClick={(e) => {
              if (scrollToField(formSectionId, formFieldId)) e.preventDefault();
            }}
          >
            {t.notify}
          </a>
        </div>
      </div>
    </section>
  );
}
