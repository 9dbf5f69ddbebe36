// The readable cookie beside the shopper's HttpOnly session cookie: it says only "signed in", so
// the storefront's header (cached, the same for everyone) can show it in the browser
// (docs/decisions/044-shopper-accounts.md). Apart from ./account.ts, which carries zod.
export const SIGNED_IN_COOKIE = "shop_signed_in";

/** Whether `document.cookie` (or a Cookie header) holds the readable sign-in cookie. */
export const hasSignedInCookie = (cookies: string) => new RegExp(`(^|; )${SIGNED_IN_COOKIE}=1`).test(cookies);
