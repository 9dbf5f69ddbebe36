// Route loaders receive the server's shared services as load context (see server/app.ts).
import type { AppServices } from "../server/services";

declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
    /** This response's Content-Security-Policy nonce (server/security-headers.ts). */
    nonce: string;
  }
}

export {};
