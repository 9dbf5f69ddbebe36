// This response's Content-Security-Policy nonce, for the root Layout's <Links>, <Scripts> and
// <ScrollRestoration>. The server provides it (app/entry.server.tsx). In the browser the nonce
// attribute reads back blank, but React's hydration check compares the element's `nonce`
// property, which keeps the real value: so the client reads that same value from the page it is
// hydrating and renders it too, and server and client agree.
import { createContext, useContext } from "react";

const pageNonce = typeof document === "undefined" ? "" : (document.querySelector<HTMLElement>("script[nonce]")?.nonce ?? "");

export const NonceContext = createContext(pageNonce);

export const useNonce = () => useContext(NonceContext);
