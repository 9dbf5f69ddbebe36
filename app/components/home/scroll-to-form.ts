// Smoothly brings a form into view and puts the cursor in its field (Get Notified → VIP Club).
// Shoppers who asked for reduced motion get the jump without the animation.
export function scrollToField(sectionId: string, fieldId: string): boolean {
  const section = document.getElementById(sectionId);
  if (!section) return false;
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  section.scrollIntoView({ behavior: reduce ? "instant" : "smooth", block: "start" });
  document.getElementById(fieldId)?.focus({ preventScroll: true });
  return true;
}
