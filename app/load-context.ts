// Route loaders receive the server's shared services as load context (see server/app.ts).
import type { AppServices } from "../server/services";

declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
  }
}

export {};
