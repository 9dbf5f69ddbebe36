// One describe block's shop for admin API tests: a fresh database on the engine, the app with a
// cheap password hasher, and a signed-in staff member; hooks registered by the call.
import { afterAll, beforeAll } from "vitest";
import { createApp } from "../../server/app";
import type { Engine } from "../../server/db/database";
import type { AppServices } from "../../server/services";
import { signIn, staffRequest, useFastAuth } from "./admin";
import { createTestDb, testServices, type TestDb } from "./test-db";

export interface AdminApp {
  t: TestDb;
  services: AppServices;
  app: ReturnType<typeof createApp>;
  staff: Record<string, string>;
  /** A JSON request to the admin API as the signed-in staff member. */
  send(method: string, path: string, body?: unknown): Promise<Response>;
}

export function useAdminApp(engine: Engine, env: Record<string, string> = {}): AdminApp {
  const h = {} as AdminApp;
  h.send = async (method, path, body) => staffRequest(h.app, () => h.staff)(method, path, body);
  beforeAll(async () => {
    h.t = await createTestDb(engine);
    h.services = useFastAuth(testServices(h.t.db, env));
    h.app = createApp(h.services);
    h.staff = await signIn(h.app, h.services);
  });
  afterAll(() => h.t.cleanup());
  return h;
}
