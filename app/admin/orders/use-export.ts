// CSV export (docs/product.md#9-numbers). The server builds and streams the file; the browser downloads it
// straight to disk through a link, so a million-order export never sits in the page's memory.
// A one-row count first tells us whether there is anything to export ('No Data').
import { useCallback, useState } from "react";
import { format } from "../../i18n";
import type { OrdersPage } from "./orders-contract";
import { adminRequest, errorMessage, isUnauthorized } from "../api/admin-api";
import { DEFAULT_FILTERS, filterParams, listQuery, type OrderFilters } from "../../shared/admin-filters";
import { useToast } from "../../components/toaster";
import { useAdminLanguage, useAdminMessages } from "../ui/use-admin-messages";

export type ExportFilters = Omit<OrderFilters, "page">;

const { page: _page, ...unpaged } = DEFAULT_FILTERS;
export const ALL_ORDERS: ExportFilters = unpaged;

export function useExport() {
  const messages = useAdminMessages();
  // An Arabic reader gets the header row in Arabic; the cells are the same (decision 043).
  const language = useAdminLanguage();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (filters: ExportFilters) => {
      if (typeof document === "undefined" || !("download" in HTMLAnchorElement.prototype)) {
        toast({ ...messages.toasts.exportUnsupported, variant: "destructive" });
        return;
      }
      setBusy(true);
      try {
        const probe = await adminRequest<OrdersPage>(`/api/admin/orders?${listQuery({ ...filters, page: 1 }, 1)}`);
        if (probe.total === 0) {
          toast({ ...messages.toasts.exportEmpty, variant: "neutral" });
          return;
        }
        const link = document.createElement("a");
        link.href = `/api/admin/orders/export.csv?${filterParams(filters)}${language === "ar" ? "&lang=ar" : ""}`;
        link.download = ""; // the server's Content-Disposition names the file
        link.rel = "noopener";
        document.body.append(link);
        link.click();
        link.remove();
        toast(messages.toasts.exportDone);
      } catch (error) {
        if (isUnauthorized(error)) return;
        toast({
          title: messages.toasts.exportFailed.title,
          description: format(messages.toasts.exportFailed.description, { message: errorMessage(error) }),
          variant: "destructive",
        });
      } finally {
        setBusy(false);
      }
    },
    [messages, toast, language],
  );

  return { exportOrders: run, exporting: busy };
}
