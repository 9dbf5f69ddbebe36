// Where to go after signing in. `redirectTo` comes from the URL, so anyone can craft it: only paths
// inside /admin on this very site are followed, never another host ("//evil.example", "/\evil").
export const DEFAULT_ADMIN_PATH = "/admin/dashboard?section=overview";
export const LOGIN_PATH = "/admin/login";
/** docs/product.md#9-numbers: after signing in, wait one second (the success toast) before leaving. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

export function safeAdminRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return DEFAULT_ADMIN_PATH;
  let url: URL;
  try {
    url = new URL(value, "http://admin.invalid");
  } catch {
    return DEFAULT_ADMIN_PATH;
  }
  if (url.origin !== "http://admin.invalid") return DEFAULT_ADMIN_PATH;
  const inAdmin = url.pathname === "/admin" || url.pathname.startsWith("/admin/");
  if (!inAdmin || url.pathname === LOGIN_PATH) return DEFAULT_ADMIN_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page URL that brings the user back to `path` afterwards. */
export function loginHref(path: string): string {
  return `${LOGIN_PATH}?redirectTo=${encodeURIComponent(path)}`;
}
