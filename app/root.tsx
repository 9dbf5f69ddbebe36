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
import { announcementOf, storeOf } from "./shared/storefront-content";
import { offerPrices } from "./shared/promotions/offer-prices";
import { isAdminScreenPath } from "./shared/staff-language";
import { adminLanguageOf } from "./auth.server";

export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const { config, catalogue } = context.services;
  const url = new URL(request.url);
  // The storefront's language comes from the URL only (/ar…), never from headers: every URL has
  // one rendering. The admin's screens speak their staff member's instead (decision 043).
  const locale = localeOfPath(url.pathname);
  // The owner's contacts over the environment's, and the announcement bar while it is scheduled
  // (server/content/content.ts; the page cache ends a page at the bar's start or end).
  const [shop, { content, promotions }, admin] = await Promise.all([
    catalogue.get(locale),
    catalogue.stored(),
    adminLanguageOf(request, context),
  ]);
  const now = Date.now();
  return {
    store: storeOf(content, config.store),
    announcement: announcementOf(content, locale, now),
    catalogue: shop,
    // Priced at this render; the page cache ends the page at the next offer's start or end (decision 042).
    offers: offerPrices(shop.products, promotions, new Date(now)),
    origin: config.publicOrigin ?? url.origin,
    locale,
    messages: locale === "en" ? null : messages[locale],
    onlinePayment: context.services.payments !== null,
    admin,
  };
}

// Store identity and catalogue don't change as the shopper moves between pages (or the admin
// changes filters): only a language switch or a submitted action needs the root data again.
// In the admin, moving between its pages (signing in, out) may change whose language it speaks.
const languageOf = (url: URL) => localeOfPath(url.pathname);
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  const admin = isAdminScreenPath(currentUrl.pathname) || isAdminScreenPath(nextUrl.pathname);
  if (admin && currentUrl.pathname !== nextUrl.pathname) return true;
  return languageOf(currentUrl) !== languageOf(nextUrl);
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<RootData>("root");
  // Error pages have no loader data: the URL still tells the language.
  const pathLocale = localeOfPath(useLocation().pathname);
  const locale = data?.admin?.language ?? data?.locale ?? pathLocale;
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
