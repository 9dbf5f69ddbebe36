// Route loaders receive the server's shared services as load context (see server/app.ts).
import type { AppServices } from "../server/services";

declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
    /** This response's Content-Security-Policy nonce (server/security-headers.ts). */
    nonce: string;
    /** The request's id, for what is logged about it (app/entry.server.tsx). */
    requestId: string;
  }
}

export {};
