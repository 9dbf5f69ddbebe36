// Stars for a rating (docs/decisions/045-reviews-from-buyers.md): gold up to the average, outlined
// beyond, one image with its words for screen readers. Small on purpose: product cards use it.
const STAR = "M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z";

export function StarRating({ value, label, className = "size-4" }: { value: number; label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5 text-gold-dark">
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, value - i));
        return (
          <svg key={i} viewBox="0 0 24 24" className={`${className} rtl:-scale-x-100`} aria-hidden="true" focusable="false">
            <path d={STAR} fill="none" stroke="currentColor" strokeWidth={1.3} strokeLinejoin="round" />
            {fill > 0 && (
              <path
                d={STAR}
                fill="currentColor"
                style={fill < 1 ? { clipPath: `inset(0 ${(1 - fill) * 100}% 0 0)` } : undefined}
              />
            )}
          </svg>
        );
      })}
    </span>
  );
}
