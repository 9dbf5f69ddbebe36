// The reminder's links land on /cart (docs/decisions/049-abandoned-carts.md): ?restore=<token> puts
// the kept cart back in this browser, ?stop=<token> ends its reminders, and ?confirm=<secret> (the
// link sent to a recipient before any reminder) confirms their consent. Each asks the server after
// hydration (a link preview that fetches the page changes nothing), then leaves the address clean.
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { CART_TOKEN, storedCartOf, type RestoredCart } from "../../shared/abandoned-carts";
import { parseStoredCart } from "../../shared/cart";
import { adoptCart, forgetCart } from "../../browser/cart-reminder";
import { useCatalogue } from "../../hooks/use-root-data";
import { useCart } from "../cart-provider";

type ReminderNotice = "restored" | "restoreFailed" | "stopped" | "stopFailed" | "confirmed" | "confirmFailed";
type LinkKind = "restore" | "stop" | "confirm";
const FAILED = { restore: "restoreFailed", stop: "stopFailed", confirm: "confirmFailed" } as const satisfies Record<
  LinkKind,
  ReminderNotice
>;

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
  const confirm = params.get("confirm");

  useEffect(() => {
    const kind: LinkKind | null = restore ? "restore" : stop ? "stop" : confirm ? "confirm" : null;
    if (!cart.ready || handled.current || !kind) return;
    handled.current = true;
    const clean = () =>
      setParams(
        (p) => {
          p.delete("restore");
          p.delete("stop");
          p.delete("confirm");
          return p;
        },
        { replace: true, preventScrollReset: true },
      );
    const token = (restore ?? stop ?? confirm)!;
    if (!CART_TOKEN.test(token)) {
      setNotice(FAILED[kind]);
      clean();
      return;
    }
    void (async () => {
      try {
        if (kind === "restore") {
          const res = await post("/api/carts/restore", token);
          if (!res.ok) throw new Error(String(res.status));
          const { items } = (await res.json()) as RestoredCart;
          cart.replace(parseStoredCart(JSON.stringify(storedCartOf(items)), catalogue));
          adoptCart(token);
          setNotice("restored");
        } else if (kind === "stop") {
          const res = await post("/api/carts/stop", token);
          forgetCart(token);
          setNotice(res.ok ? "stopped" : "stopFailed");
        } else {
          // Confirming is all the link does: the cart stays in the browser it was left in.
          const res = await post("/api/carts/confirm", token);
          setNotice(res.ok ? "confirmed" : "confirmFailed");
        }
      } catch {
        setNotice(FAILED[kind]);
      }
      clean();
    })();
  }, [cart, catalogue, restore, stop, confirm, setParams]);

  return notice;
}
