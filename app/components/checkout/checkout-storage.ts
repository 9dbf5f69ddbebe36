// Where the checkout keeps what must outlive a page: the attempt's Idempotency-Key (this tab's
// session) and the last order (the confirmation page). A browser may block storage, and merely
// touching it can throw: each falls back to memory.
import { memoryStore, type KeyStore } from "../../browser/checkout-attempt";

/** sessionStorage, or `fallback` where the browser blocks it. */
export function sessionStore(fallback: KeyStore): KeyStore {
  try {
    const store = window.sessionStorage;
    store.getItem("probe");
    return store;
  } catch {
    return fallback;
  }
}

/** localStorage, or a stand-in where the browser blocks it. */
export function localStore(): Pick<Storage, "getItem" | "setItem"> {
  try {
    return window.localStorage;
  } catch {
    return memoryStore();
  }
}
