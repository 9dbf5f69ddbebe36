// "Remind me about this cart" (docs/decisions/049-abandoned-carts.md): unticked until the shopper
// ticks it. Ticked, the phone and e-mail typed above go with the cart to the server (debounced),
// which reminds them if they leave; unticked again, the server forgets the cart.
import { useEffect, useState } from "react";
import type { Cart } from "../../shared/cart";
import { scheduleSnapshot, setConsent } from "../../browser/cart-reminder";

interface RemindMeProps {
  items: Cart;
  phone: string;
  email: string;
  label: string;
  hint: string;
  disabled?: boolean;
}

export function RemindMe({ items, phone, email, label, hint, disabled }: RemindMeProps) {
  const [remind, setRemind] = useState(false);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!touched) return;
    setConsent(remind ? { remind, phone, email } : { remind });
    scheduleSnapshot(items);
  }, [touched, remind, phone, email, items]);
  return (
    <div className="md:col-span-2">
      <label className="flex cursor-pointer items-start gap-3">
        <input
          id="checkout-remind"
          type="checkbox"
          name="remind"
          checked={remind}
          disabled={disabled}
          onChange={(e) => {
            setTouched(true);
            setRemind(e.target.checked);
          }}
          aria-describedby="checkout-remind-hint"
          className="mt-0.5 size-5 shrink-0 accent-ink"
        />
        <span className="text-sm font-medium text-ink">{label}</span>
      </label>
      <p id="checkout-remind-hint" className="ms-8 mt-1 text-xs text-ink/70">
        {hint}
      </p>
    </div>
  );
}
