// The signed-in shopper's store credit at checkout (docs/decisions/051-store-credit.md): asked of
// /api/account/credit after hydration, only when the readable "signed in" cookie says there is a
// session (the page is cached, the same for everyone). Used by default when there is a balance;
// the order sends the balance shown and the server takes what applies (at most the total).
import { useCallback, useEffect, useState } from "react";
import { SIGNED_IN_COOKIE } from "../../shared/account-cookie";

export interface StoreCreditState {
  /** Dirhams the account's phone may spend; 0 when signed out or none. */
  balance: number;
  /** The account's phone (E.164): the order's phone must be it. */
  phone: string | null;
  use: boolean;
  setUse(use: boolean): void;
  /** Asks again (after a 409: the balance moved). */
  refresh(): void;
}

const signedIn = () => typeof document !== "undefined" && document.cookie.split("; ").some((c) => c === `${SIGNED_IN_COOKIE}=1`);

export function useStoreCredit(): StoreCreditState {
  const [balance, setBalance] = useState(0);
  const [phone, setPhone] = useState<string | null>(null);
  const [use, setUse] = useState(true);
  const refresh = useCallback(() => {
    if (!signedIn()) return;
    void fetch("/api/account/credit", { headers: { accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<{ balance: number; phone: string | null }>) : null))
      .then((body) => {
        setBalance(body?.balance ?? 0);
        setPhone(body?.phone ?? null);
      })
      .catch(() => setBalance(0));
  }, []);
  useEffect(refresh, [refresh]);
  return { balance, phone, use, setUse, refresh };
}
