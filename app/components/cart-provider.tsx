// The cart lives in the browser (localStorage "perfumeCart"), restored after hydration so the
// server-rendered page and the first client render agree. The rules themselves are in lib/cart.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { Catalogue } from "../shared/catalogue";
import {
  roomFor,
  CART_STORAGE_KEY,
  addItem,
  cartCount,
  cartTotal,
  parseStoredCart,
  removeItem,
  updateQuantity,
  type Cart,
  type CartItem,
} from "../shared/cart";
import { format } from "../i18n";
import { MAX_LINE_QUANTITY } from "../shared/prices";
import { useMessages } from "../hooks/use-root-data";
import { useLineName } from "../hooks/use-locale";
import { useToast } from "./toaster";

export interface CartApi {
  items: Cart;
  count: number;
  total: number;
  /** False until the stored cart has been read (first client render and on the server). */
  ready: boolean;
  add(item: CartItem, quantity?: number): void;
  /** Lines built elsewhere (a past order, app/shared/reorder.ts), each with its quantity; no toast. */
  addLines(lines: Cart): void;
  update(key: string, quantity: number): void;
  remove(key: string): void;
  clear(): void;
  /** Puts a whole cart in place of this one (a cart restored from its reminder's link). */
  replace(cart: Cart): void;
}

const CartContext = createContext<CartApi | null>(null);

export function useCart(): CartApi {
  const cart = useContext(CartContext);
  if (!cart) throw new Error("useCart must be used inside CartProvider");
  return cart;
}

function readStorage(catalogue: Catalogue): Cart {
  try {
    return parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY), catalogue);
  } catch {
    return [];
  }
}

/** Consent given at checkout, or a session ("cartReminder" is app/browser/cart-reminder.ts's key). */
function wantsReminders(): boolean {
  try {
    return window.localStorage.getItem("cartReminder") !== null || document.cookie.includes("shop_signed_in=1");
  } catch {
    return false;
  }
}

export function CartProvider({ catalogue, children }: { catalogue: Catalogue; children: ReactNode }) {
  const [items, setItems] = useState<Cart>([]);
  const [ready, setReady] = useState(false);
  const toast = useToast();
  const messages = useMessages();
  const lineName = useLineName();
  const catalogueRef = useRef(catalogue);
  catalogueRef.current = catalogue;

  useEffect(() => {
    setItems(readStorage(catalogueRef.current));
    setReady(true);
    // Another tab changed the cart: follow it.
    const onStorage = (e: StorageEvent) => {
      if (e.key === CART_STORAGE_KEY || e.key === null) setItems(readStorage(catalogueRef.current));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  useEffect(() => {
    if (!ready) return;
    try {
      window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
    } catch {
      // Storage full or blocked (private mode): the cart still works for this visit.
    }
    // Abandoned-cart reminders (decision 049): only a shopper who asked for them, or signed in,
    // loads the code that sends the cart to the server.
    if (wantsReminders()) void import("../browser/cart-reminder").then((m) => m.scheduleSnapshot(items));
  }, [items, ready]);

  const itemsRef = useRef(items);
  itemsRef.current = items;
  const add = useCallback(
    (item: CartItem, quantity = 1) => {
      // A line already at the most one order takes says so rather than "Added to Cart!".
      if (roomFor(itemsRef.current, item) <= 0) {
        const t = messages.toasts.maxQuantity;
        toast({ title: t.title, description: format(t.description, { name: lineName(item), max: MAX_LINE_QUANTITY }) });
        return;
      }
      setItems((cart) => addItem(cart, item, quantity, catalogueRef.current));
      toast({
        title: messages.toasts.addedToCart.title,
        description: format(messages.toasts.addedToCart.description, { name: lineName(item) }),
      });
    },
    [toast, messages, lineName],
  );
  const addLines = useCallback(
    (lines: Cart) =>
      setItems((cart) => lines.reduce((next, line) => addItem(next, line, line.quantity, catalogueRef.current), cart)),
    [],
  );
  const update = useCallback((key: string, quantity: number) => setItems((cart) => updateQuantity(cart, key, quantity)), []);
  const remove = useCallback(
    (key: string) => {
      setItems((cart) => removeItem(cart, key));
      toast({
        title: messages.toasts.itemRemoved.title,
        description: messages.toasts.itemRemoved.description,
        variant: "destructive",
      });
    },
    [toast, messages],
  );
  const clear = useCallback(() => setItems([]), []);
  const replace = useCallback((cart: Cart) => setItems(cart), []);

  const value = useMemo<CartApi>(
    () => ({ items, count: cartCount(items), total: cartTotal(items), ready, add, addLines, update, remove, clear, replace }),
    [items, ready, add, addLines, update, remove, clear, replace],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
