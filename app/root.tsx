// First: browser-wide settings the Content-Security-Policy needs before any other module runs.
import "./browser/zod-csp";
import { useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import type { RootData } from "./hooks/use-root-data";
import { messages } from "./i18n";
import { localeOfPath } from "./shared/locale";
import { useNonce } from "./browser/nonce";
import { HOLD_EARLY_CLICKS, pageHydrated } from "./browser/early-clicks";
// Linked by the layout with a React precedence, not imported for <Links />: React then sends it
// ahead of the module preloads, so the page's one render-blocking file is not queued behind
// the scripts on a slow connection (decisions 007 and 029).
import stylesheet from "./app.css?url";
import "./load-context";

export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const { config, catalogue } = context.services;
  const url = new URL(request.url);
  // The language comes from the URL only (/ar…), never from headers: every URL has one rendering.
  const locale = localeOfPath(url.pathname);
  return {
    store: config.store,
    catalogue: await catalogue.get(locale),
    origin: config.publicOrigin ?? url.origin,
    locale,
    messages: locale === "en" ? null : messages[locale],
  };
}

// Store identity and catalogue don't change as the shopper moves between pages (or the admin
// changes filters): only a language switch or a submitted action needs the root data again.
const languageOf = (url: URL) => localeOfPath(url.pathname);
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return languageOf(currentUrl) !== languageOf(nextUrl);
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<RootData>("root");
  // Error pages have no loader data: the URL still tells the language.
  const pathLocale = localeOfPath(useLocation().pathname);
  const locale = data?.locale ?? pathLocale;
  // The layout wraps every page, error pages too: its first effect means the page is interactive.
  useEffect(pageHydrated, []);
  return (
    <html lang={locale} dir={locale === "ar" ? "rtl" : "ltr"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f0d0b" />
        {/* Before anything else can be tapped: holds clicks until hydration (app/browser/early-clicks.ts). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HOLD_EARLY_CLICKS }} />
        <Meta />
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Links nonce={nonce} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        {/* With a modulepreload for every module the page needs (React hoists them into the head,
            after the stylesheet): decision 029. */}
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
  const ar = localeOfPath(useLocation().pathname) === "ar";
  // Kept here rather than in the message catalogue: the error page must render without root data.
  const text = ar
    ? { title: notFound ? "الصفحة غير موجودة" : "حدث خطأ غير متوقع", home: "العودة إلى الرئيسية" }
    : { title: notFound ? "Page Not Found" : "Unexpected Application Error!", home: "Back to Home" };
  return (
    <main className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="font-display text-4xl">{text.title}</h1>
      <a className="mt-8 inline-block underline" href={ar ? "/ar" : "/"}>
        {text.home}
      </a>
    </main>
  );
}
