// The heading block every home section opens with: a small gold rule, a serif title, a subtitle.
interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: string;
  /** Light text for sections on the dark ink background. */
  dark?: boolean;
}

export function SectionHeading({ id, title, subtitle, dark = false }: SectionHeadingProps) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center md:mb-14">
      <span aria-hidden="true" className="mx-auto mb-5 block h-px w-12 bg-gold" />
      <h2 id={id} className={`font-display text-4xl leading-tight font-medium md:text-5xl ${dark ? "text-ivory" : "text-ink"}`}>
        {title}
      </h2>
      {subtitle && <p className={`mt-4 text-base leading-relaxed ${dark ? "text-ivory/70" : "text-ink/70"}`}>{subtitle}</p>}
    </div>
  );
}
