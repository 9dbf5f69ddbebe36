// The browser's side of abandoned-cart reminders (docs/decisions/049-abandoned-carts.md): the
// shopper's consent ("remind me about this cart" at checkout) and contact, kept in localStorage
// with the server's key for this cart, and the cart's snapshot sent to the server a moment after
// each change. Only with consent, or signed in (the server then asks the account): nothing is sent
// otherwise. Loaded on demand by the cart provider, so pages without consent do not carry it.
import { cartSnapshotSchema, SNAPSHOT_DEBOUNCE_MS, type CartSnapshotInput } from "../shared/abandoned-carts";
import { SIGNED_IN_COOKIE } from "../shared/account-cookie";
import { toOrderItems, type Cart } from "../shared/cart";

const REMINDER_STORAGE_KEY = "cartReminder";

interface Consent {
  /** The server's key for this cart, once it keeps it. */
  token?: string;
  remind: boolean;
  phone?: string;
  email?: string;
}

function readConsent(): Consent | null {
  try {
    const raw = window.localStorage.getItem(REMINDER_STORAGE_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<Consent>) : null;
    return value && typeof value === "object" ? { ...value, remind: value.remind === true } : null;
  } catch {
    return null;
  }
}

function writeConsent(consent: Consent | null) {
  try {
    if (consent) window.localStorage.setItem(REMINDER_STORAGE_KEY, JSON.stringify(consent));
    else window.localStorage.removeItem(REMINDER_STORAGE_KEY);
  } catch {
    // Storage blocked: no reminders from this browser.
  }
}

/** The checkout's box and contact fields changed (untick: the server forgets the cart). */
export function setConsent(change: { remind: boolean; phone?: string; email?: string }) {
  const before = readConsent();
  writeConsent({ ...before, ...change });
}

/** After the restore link: further changes update the same cart on the server. */
export function adoptCart(token: string) {
  writeConsent({ ...readConsent(), token, remind: true });
}

/** The stop link: this browser forgets its consent for that cart. */
export function forgetCart(token: string) {
  if (readConsent()?.token === token) writeConsent(null);
}

const signedIn = () => document.cookie.split(/;\s*/).includes(`${SIGNED_IN_COOKIE}=1`);

let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends the cart's snapshot a moment after the last change, when there is consent or a session. */
export function scheduleSnapshot(cart: Cart) {
  clearTimeout(timer);
  timer = setTimeout(() => void sendSnapshot(cart), SNAPSHOT_DEBOUNCE_MS);
}

async function sendSnapshot(cart: Cart) {
  const consent = readConsent();
  if (!consent?.token && !consent?.remind && !signedIn()) return;
  const body: CartSnapshotInput = {
    token: consent?.token,
    items: toOrderItems(cart),
    remind: consent?.remind ?? false,
    phone: consent?.phone,
    email: consent?.email,
    language: document.documentElement.lang === "ar" ? "ar" : "en",
  };
  // Half-typed contacts are left out rather than refused.
  for (const field of ["phone", "email"] as const) {
    if (body[field] && !cartSnapshotSchema.shape[field].safeParse(body[field]).success) delete body[field];
  }
  try {
    const res = await fetch("/api/carts", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      keepalive: true,
    });
    if (!res.ok) return;
    const { token } = (await res.json()) as { token: string | null };
    const now = readConsent();
    // The cart emptied (an order placed) or consent withdrawn: the server kept nothing.
    if (token === null) {
      if (cart.length === 0) writeConsent(null);
      else if (now) writeConsent({ ...now, token: undefined });
    } else writeConsent({ ...(now ?? { remind: false }), token });
  } catch {
    // Offline: the next change sends it.
  }
}
