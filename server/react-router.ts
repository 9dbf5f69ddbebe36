// Connects React Router's server build to our Hono app: the production build from ./build, or,
// in development, Vite in middleware mode with hot reload.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { PageHandler } from "./app";

const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");

export async function productionPages(): Promise<{ handlePage: PageHandler; staticRoot: string }> {
  const buildFile = path.join(BUILD_DIR, "server", "index.js");
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  return {
    handlePage: (request, context) => handler(request, context),
    staticRoot: path.relative(process.cwd(), path.join(BUILD_DIR, "client")),
  };
}

type Connect = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export async function developmentPages(): Promise<{ handlePage: PageHandler; middleware: Connect; close(): Promise<void> }> {
  const vite = await import("vite");
  const server = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
  return {
    middleware: server.middlewares as unknown as Connect,
    handlePage: async (request, context) => {
      const build = (await server.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
      return createRequestHandler(build, "development")(request, context);
    },
    close: () => server.close(),
  };
}
