// A shop on a database of its own with an owner and a staff member ("clerk") signed in: what the
// admin API's integration suites start from.
import { createApp } from "../../server/app";
import { createStaff, signIn, useFastAuth } from "./admin";
import type { Engine } from "../../server/db/database";
import { createTestDb, testServices } from "./test-db";

export async function signedInShop(engine: Engine) {
  const t = await createTestDb(engine);
  const services = useFastAuth(testServices(t.db));
  const app = createApp(services);
  const owner = await signIn(app, services);
  await createStaff(services, "clerk", undefined, "staff");
  const staff = await signIn(app, services, "clerk");
  return { t, services, app, owner, staff };
}

export type SignedInShop = Awaited<ReturnType<typeof signedInShop>>;

/** A JSON request to the app as the given signed-in headers. */
export const sendJson = (
  app: SignedInShop["app"],
  headers: Record<string, string>,
  method: string,
  path: string,
  body?: unknown,
) =>
  app.request(path, {
    method,
    headers: { ...headers, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
