// Customer testimonials (docs/product.md#4-states): one at a time, moving on every 7 s, wrapping at both
// ends, with previous/next. Rotation pauses while the pointer or keyboard focus is inside and can
// be stopped outright (WCAG 2.2.2), and every slide is stacked in one grid cell so the section
// keeps the height of the longest quote instead of making the page jump on each change.
import { useEffect, useState } from "react";
import type { Testimonial } from "../../content/testimonials.en";
import { format } from "../../i18n";
import { useMessages } from "../../hooks/use-root-data";
import { homeEn } from "../../i18n/home.en";
import { useTexts } from "../../i18n/parts";
import { CAROUSEL_INTERVAL_MS, nextIndex, prevIndex, startAutoAdvance } from "../../shared/carousel";
import { SectionHeading } from "./section-heading";

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <div role="img" aria-label={label} className="flex justify-center gap-1 text-gold">
      {Array.from({ length: 5 }, (_, i) => (
        <svg
          key={i}
          viewBox="0 0 20 20"
          aria-hidden="true"
          focusable="false"
          className={`size-4 ${i < rating ? "fill-current" : "fill-none stroke-current"}`}
        >
          <path d="m10 1.8 2.5 5.2 5.7.8-4.1 4 1 5.6L10 14.7l-5.1 2.7 1-5.6-4.1-4 5.7-.8z" />
        </svg>
      ))}
    </div>
  );
}

const arrowButton =
  "inline-flex size-11 items-center justify-center rounded-full border border-ink/25 text-ink transition-colors hover:border-ink hover:bg-ink hover:text-ivory";

export function TestimonialsCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const messages = useMessages();
  const t = useTexts(homeEn).home.testimonials;
  const count = testimonials.length;
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const current = count > 0 ? index % count : 0;
  const rotating = !stopped && !hovered && !focused;

  // Restarted from the current slide after every change, so a manual step gets a full interval.
  useEffect(() => {
    if (!rotating) return;
    return startAutoAdvance(count, setIndex, CAROUSEL_INTERVAL_MS, current);
  }, [count, current, rotating]);

  return (
    <section aria-labelledby="testimonials-heading" className="py-20 md:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="testimonials-heading" title={t.heading} subtitle={t.subheading} />
        {count === 0 ? (
          <p className="text-center text-ink/70">{t.empty}</p>
        ) : (
          <div
            role="group"
            aria-roledescription="carousel"
            aria-label={t.carouselLabel}
            className="mx-auto max-w-3xl"
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
            onFocus={() => setFocused(true)}
            onBlur={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
            }}
          >
            {/* Announce changes only when the shopper is driving them, not on every auto step. */}
            <div className="grid" aria-live={rotating ? "off" : "polite"} data-testid="testimonial-slides">
              {testimonials.map((item, i) => {
                const active = i === current;
                return (
                  <div
                    key={item.id}
                    role="group"
                    aria-roledescription="slide"
                    aria-label={format(t.slideLabel, { n: i + 1, total: count })}
                    aria-hidden={!active}
                    inert={!active}
                    data-active={active}
                    className={`col-start-1 row-start-1 text-center transition-opacity duration-700 motion-reduce:transition-none ${active ? "opacity-100" : "invisible opacity-0"}`}
                  >
                    <figure>
                      <Stars rating={item.rating} label={format(messages.common.ratingLabel, { rating: item.rating })} />
                      <blockquote className="mt-6 font-display text-2xl leading-snug text-ink italic md:text-3xl">
                        <p>&ldquo;{item.text}&rdquo;</p>
                      </blockquote>
                      <figcaption className="mt-6 text-sm">
                        <span className="font-semibold tracking-[0.2em] uppercase">{item.name}</span>
                        <span className="text-ink/60"> · {item.location}</span>
                      </figcaption>
                    </figure>
                  </div>
                );
              })}
            </div>

            {count > 1 && (
              <div className="mt-10 flex items-center justify-center gap-3">
                <button
                  type="button"
                  className={arrowButton}
                  aria-label={t.previous}
                  onClick={() => setIndex(prevIndex(current, count))}
                >
                  <svg
                    viewBox="0 0 24 24"
                    aria-hidden="true"
                    focusable="false"
                    className="size-5 fill-none stroke-current stroke-[1.5] rtl:-scale-x-100"
                  >
                    <path d="M15 5l-7 7 7 7" />
                  </svg>
                </button>
                <ul role="list" className="flex items-center">
                  {testimonials.map((item, i) => (
                    <li key={item.id}>
                      <button
                        type="button"
                        aria-label={format(t.goTo, { n: i + 1 })}
                        aria-current={i === current ? "true" : undefined}
                        onClick={() => setIndex(i)}
                        className="group inline-flex size-7 items-center justify-center rounded-full"
                      >
                        <span
                          className={`block h-1.5 rounded-full transition-all ${i === current ? "w-5 bg-gold-dark" : "w-1.5 bg-ink/55 group-hover:bg-ink"}`}
                        />
                      </button>
                    </li>
                  ))}
                </ul>
                <button
                  type="button"
                  className={arrowButton}
                  aria-label={t.next}
                  onClick={() => setIndex(nextIndex(current, count))}
                >
                  <svg
                    viewBox="0 0 24 24"
                    aria-hidden="true"
                    focusable="false"
                    className="size-5 fill-none stroke-current stroke-[1.5] rtl:-scale-x-100"
                  >
                    <path d="M9 5l7 7-7 7" />
                  </svg>
                </button>
                <button
                  type="button"
                  className={`${arrowButton} ms-2`}
                  aria-label={stopped ? t.play : t.pause}
                  onClick={() => setStopped((s) => !s)}
                >
                  {stopped ? (
                    <svg
                      viewBox="0 0 24 24"
                      aria-hidden="true"
                      focusable="false"
                      className="size-4 fill-current rtl:-scale-x-100"
                    >
                      <path d="M7 4.5v15l12-7.5z" />
                    </svg>
                  ) : (
                    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-4 fill-current">
                      <path d="M7 4.5h3.5v15H7zM13.5 4.5H17v15h-3.5z" />
                    </svg>
                  )}
                </button>
              </div>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
