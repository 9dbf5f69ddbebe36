// Our Content-Security-Policy forbids eval (server/security-headers.ts). Zod compiles object
// validators with `new Function` when it may; its probe for that permission is caught, but the
// browser still reports it as a CSP violation. jitless tells Zod not to probe and to validate
// without compiled code. It must be set before the first object schema is built, so root.tsx
// imports this module first; it reaches Zod through Zod's global config object rather than an
// import, to keep Zod out of the bundle every page loads. Browser only: the server has no CSP.
if (typeof document !== "undefined") {
  const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  // Mutate rather than replace: Zod keeps a reference to this very object.
  (scope.__zod_globalConfig ??= {}).jitless = true;
}

export {};
