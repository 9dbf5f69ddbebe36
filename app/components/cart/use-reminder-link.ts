// The reminder's links land on /cart (docs/decisions/049-abandoned-carts.md): ?restore=<token> puts
// the kept cart back in this browser, ?stop=<token> ends its reminders. Both ask the server after
// hydration (a link preview that fetches the page changes nothing), then leave the address clean.
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { CART_TOKEN, storedCartOf, type RestoredCart } from "../../shared/abandoned-carts";
import { parseStoredCart } from "../../shared/cart";
import { adoptCart, forgetCart } from "../../browser/cart-reminder";
import { useCatalogue } from "../../hooks/use-root-data";
import { useCart } from "../cart-provider";

type ReminderNotice = "restored" | "restoreFailed" | "stopped" | "stopFailed";

const post = (path: string, token: string) =>
  fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token }) });

export function useReminderLink(): ReminderNotice | null {
  const [params, setParams] = useSearchParams();
  const cart = useCart();
  const catalogue = useCatalogue();
  const [notice, setNotice] = useState<ReminderNotice | null>(null);
  const handled = useRef(false);
  const restore = params.get("restore");
  const stop = params.get("stop");

  useEffect(() => {
    if (!cart.ready || handled.current || (!restore && !stop)) return;
    handled.current = true;
    const clean = () =>
      setParams(
        (p) => {
          p.delete("restore");
          p.delete("stop");
          return p;
        },
        { replace: true, preventScrollReset: true },
      );
    const token = (restore ?? stop)!;
    if (!CART_TOKEN.test(token)) {
      setNotice(restore ? "restoreFailed" : "stopFailed");
      clean();
      return;
    }
    void (async () => {
      try {
        if (restore) {
          const res = await post("/api/carts/restore", token);
          if (!res.ok) throw new Error(String(res.status));
          const { items } = (await res.json()) as RestoredCart;
          cart.replace(parseStoredCart(JSON.stringify(storedCartOf(items)), catalogue));
          adoptCart(token);
          setNotice("restored");
        } else {
          const res = await post("/api/carts/stop", token);
          forgetCart(token);
          setNotice(res.ok ? "stopped" : "stopFailed");
        }
      } catch {
        setNotice(restore ? "restoreFailed" : "stopFailed");
      }
      clean();
    })();
  }, [cart, catalogue, restore, stop, setParams]);

  return notice;
}
