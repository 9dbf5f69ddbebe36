// Connects React Router's server build to our Hono app: the production build from ./build, or,
// in development, Vite in middleware mode with hot reload. Pages take GET and HEAD; any other
// method is answered 405 here unless the route it targets has an action, and a path that does not
// decode 400, so a scanner's requests never reach React Router's console output (a stack trace or
// a warning that is not a JSON log line; docs/decisions/013).
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { PageHandler } from "./app";

const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");

const trees = new WeakMap<ServerBuild["routes"], RouteObject[]>();

/** The build's flat route manifest as the nested routes matchRoutes() takes. */
function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  let tree = trees.get(routes);
  if (!tree) {
    const children = (parentId: string | undefined): RouteObject[] =>
      Object.values(routes).flatMap((route): RouteObject[] => {
        if (!route || route.parentId !== parentId) return [];
        const { id, path, caseSensitive } = route;
        return [route.index ? { id, path, caseSensitive, index: true } : { id, path, caseSensitive, children: children(id) }];
      });
    tree = children(undefined);
    trees.set(routes, tree);
  }
  return tree;
}

/**
 * Whether React Router would find an action for this request, by its own rule: the deepest
 * matched route that adds to the path, or the index route when asked for with a bare `?index`.
 * A data request (`/products.data`, `/_.data`) targets the page it names.
 */
export function targetsAnAction(build: Pick<ServerBuild, "routes" | "basename">, request: Request): boolean {
  const url = new URL(request.url);
  let pathname = url.pathname;
  // "/_.data" is "/" (and "/admin/_.data" "/admin/") with v8_trailingSlashAwareDataRequests.
  if (pathname === "/_root.data") pathname = "/";
  else if (pathname.endsWith("/_.data")) pathname = pathname.slice(0, -"_.data".length);
  else if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length);
  const matches = matchRoutes(routeTree(build.routes), pathname, build.basename);
  if (!matches?.length) return false;
  const last = matches[matches.length - 1];
  const wantsIndex = url.searchParams.getAll("index").some((value) => value === "");
  const target = last.route.index && wantsIndex ? last : matches.filter((m, i) => i === 0 || Boolean(m.route.path)).at(-1)!;
  return typeof build.routes[target.route.id!]?.module.action === "function";
}

const READ_METHODS = new Set(["GET", "HEAD"]);

/** Whether every segment of the path decodes (React Router warns on the console about one that does not). */
function decodablePath(request: Request): boolean {
  try {
    for (const segment of new URL(request.url).pathname.split("/")) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  Promise.resolve(new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } }));

/**
 * React Router's handler for `build`, with what it would only complain about on the console
 * answered here: a path that is not valid percent-encoding (400), and another method than GET or
 * HEAD for a route without an action (405).
 */
function pageHandler(build: ServerBuild, mode: string): PageHandler {
  const handler = createRequestHandler(build, mode);
  return (request, context) => {
    if (!decodablePath(request)) return plain(400, "Bad Request");
    if (!READ_METHODS.has(request.method) && !targetsAnAction(build, request))
      return plain(405, "Method Not Allowed", { Allow: "GET, HEAD" });
    return handler(request, context);
  };
}

export async function productionPages(): Promise<{ handlePage: PageHandler; staticRoot: string }> {
  const buildFile = path.join(BUILD_DIR, "server", "index.js");
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  return {
    handlePage: pageHandler(build, "production"),
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
      return pageHandler(build, "development")(request, context);
    },
    close: () => server.close(),
  };
}
