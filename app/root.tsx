// First: browser-wide settings the Content-Security-Policy needs before any other module runs.
import "./lib/zod-csp";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/root";
import type { RootData } from "./hooks/use-root-data";
import { useNonce } from "./lib/nonce";
import "./app.css";
import "./load-context";

export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const { config, catalogue } = context.services;
  return {
    store: config.store,
    catalogue: await catalogue.get(),
    origin: config.publicOrigin ?? new URL(request.url).origin,
    locale: "en",
  };
}

// Store identity and catalogue don't change as the shopper moves between pages (or the admin
// changes filters): only a language switch or a submitted action needs the root data again.
const languageOf = (url: URL) => (url.pathname === "/ar" || url.pathname.startsWith("/ar/") ? "ar" : "en");
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return languageOf(currentUrl) !== languageOf(nextUrl);
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f0d0b" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="font-display text-4xl">{notFound ? "Page Not Found" : "Unexpected Application Error!"}</h1>
      <a className="mt-8 inline-block underline" href="/">
        Back to Home
      </a>
    </main>
  );
}
