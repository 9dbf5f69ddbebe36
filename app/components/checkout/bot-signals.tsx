// What tells a bot from a person at the checkout (app/shared/bot-flags.ts): a field people never
// see (filled: the order is flagged), and how long the form was open when sent.
import { useEffect, useRef, type RefObject } from "react";

export function useBotSignals() {
  const honeypot = useRef<HTMLInputElement>(null);
  const openedAt = useRef(0);
  useEffect(() => {
    openedAt.current = performance.now();
  }, []);
  return {
    honeypot,
    /** The hidden field's value, when something filled it. */
    website: () => honeypot.current?.value || undefined,
    /** Milliseconds since the form opened. */
    openFor: () => Math.round(performance.now() - openedAt.current),
  };
}

/** The hidden field: out of sight and out of the tab order, so only a bot fills it. */
export function Honeypot({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <input ref={inputRef} type="text" name="hp_field" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
