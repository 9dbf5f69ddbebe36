// The storefront layout: header, routed content, footer, chat button and the toast area, with the
// cart available to every page. Pages render their own <main>; the wrapper below is the target of
// the skip link.
import { Outlet } from "react-router";
import { AnnouncementBar } from "../components/announcement-bar";
import { CartProvider } from "../components/cart-provider";
import { ChatButton } from "../components/chat-button";
import { ScrollToTop } from "../components/scroll-to-top";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";
import { ToastProvider } from "../components/toaster";
import { useCatalogue, useMessages } from "../hooks/use-root-data";
import { useLocale } from "../hooks/use-locale";

export default function ShopLayout() {
  const catalogue = useCatalogue();
  const messages = useMessages();
  return (
    <ToastProvider
      closeLabel={messages.common.close}
      regionLabel={messages.layout.toastRegion}
      toastLabel={messages.layout.toastLabel}
      dir={useLocale() === "ar" ? "rtl" : "ltr"}
    >
      <CartProvider catalogue={catalogue}>
        <a
          href="#main-content"
          className="sr-only z-50 rounded-full bg-gold px-5 py-3 text-sm font-semibold text-ink focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
        >
          {messages.layout.skipToContent}
        </a>
        <ScrollToTop />
        <div className="flex min-h-dvh flex-col">
          <AnnouncementBar />
          <SiteHeader />
          <div id="main-content" tabIndex={-1} className="flex-1 outline-none">
            <Outlet />
          </div>
          <SiteFooter />
        </div>
        <ChatButton />
      </CartProvider>
    </ToastProvider>
  );
}
