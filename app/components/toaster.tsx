// The one toast area (docs/product.md#4-states): one toast at a time, 5000 ms unless told otherwise,
// swipe towards the inline end 50 px (right in English, left in Arabic), Escape, close button, F8 moves focus to the viewport.
import * as RadixToast from "@radix-ui/react-toast";
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from "react";

type ToastVariant = "default" | "destructive" | "neutral";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; Infinity keeps it until closed. */
  duration?: number;
  /**
   * News nobody asked for (another dashboard's change): it waits for the toast showing to close
   * rather than replacing the answer to what the reader just did. Only the latest one waits.
   */
  waitsForCurrent?: boolean;
}

const TOAST_DURATION_MS = 5000;

const ToastContext = createContext<(toast: ToastInput) => void>(() => {});

export const useToast = () => useContext(ToastContext);

const variantClass: Record<ToastVariant, string> = {
  default: "border-gold/40 bg-ink text-ivory",
  destructive: "border-red-300 bg-red-800 text-white",
  neutral: "border-ink/15 bg-white text-ink",
};

export function ToastProvider({
  children,
  closeLabel = "Close",
  regionLabel = "Notifications",
  toastLabel = "Notification",
  dir = "ltr",
}: {
  children: ReactNode;
  closeLabel?: string;
  /** The toast area's name for screen readers; " (F8)" is added. */
  regionLabel?: string;
  /** What one toast is called when it is announced. */
  toastLabel?: string;
  dir?: "ltr" | "rtl";
}) {
  const [current, setCurrent] = useState<(ToastInput & { id: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const showing = useRef(false);
  const waiting = useRef<ToastInput | null>(null);

  // A new toast replaces the one showing: the spec allows one at a time.
  const show = useCallback((toast: ToastInput) => {
    if (toast.waitsForCurrent && showing.current) {
      waiting.current = toast;
      return;
    }
    showing.current = true;
    setCurrent({ ...toast, id: Date.now() + Math.random() });
    setOpen(true);
  }, []);
  const onOpenChange = useCallback(
    (next: boolean) => {
      showing.current = next;
      setOpen(next);
      const queued = waiting.current;
      if (next || !queued) return;
      waiting.current = null;
      show(queued);
    },
    [show],
  );

  const variant = current?.variant ?? "default";
  return (
    <ToastContext.Provider value={show}>
      <RadixToast.Provider
        label={toastLabel}
        swipeDirection={dir === "rtl" ? "left" : "right"}
        swipeThreshold={50}
        duration={TOAST_DURATION_MS}
      >
        {children}
        {current && (
          <RadixToast.Root
            key={current.id}
            open={open}
            onOpenChange={onOpenChange}
            duration={current.duration}
            type={variant === "destructive" ? "foreground" : "background"}
            className={`toast-root grid grid-cols-[1fr_auto] items-start gap-x-4 gap-y-1 rounded-lg border p-4 shadow-2xl ${variantClass[variant]}`}
            data-variant={variant}
          >
            <RadixToast.Title className="font-semibold">{current.title}</RadixToast.Title>
            {current.description && (
              <RadixToast.Description className="col-start-1 text-sm opacity-90">{current.description}</RadixToast.Description>
            )}
            <RadixToast.Close
              aria-label={closeLabel}
              className="col-start-2 row-start-1 -me-1 -mt-1 rounded p-1 text-lg leading-none opacity-80 hover:opacity-100"
            >
              <span aria-hidden="true">×</span>
            </RadixToast.Close>
          </RadixToast.Root>
        )}
        <RadixToast.Viewport
          hotkey={["F8"]}
          label={`${regionLabel} ({hotkey})`}
          className="toast-viewport fixed end-4 bottom-4 z-[100] m-0 flex w-[min(24rem,calc(100vw-2rem))] list-none flex-col gap-2 outline-none"
        />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
