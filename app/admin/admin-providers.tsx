// What every admin screen runs inside: its own toast area (docs/product.md#8-messages's admin toasts), the
// query cache, and the record of changes this tab made itself (see lib/admin-live).
import { QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { format } from "../i18n";
import type { AccountHold } from "../shared/staff-roles";
import { AdminApiError, errorMessage, isTransient, isUnauthorized } from "./api/admin-api";
import { createLocalChanges, type LocalChanges } from "./orders/live/admin-live";
import { ToastProvider, useToast } from "../components/toaster";
import { useAdminMessages } from "./ui/use-admin-messages";

const HOLDS: readonly string[] = ["password_change_required", "two_factor_enrolment_required"] satisfies AccountHold[];

const LocalChangesContext = createContext<LocalChanges | null>(null);

export function useLocalChanges(): LocalChanges {
  const local = useContext(LocalChangesContext);
  if (!local) throw new Error("useLocalChanges must be used inside AdminProviders");
  return local;
}

export function AdminProviders({ children }: { children: ReactNode }) {
  const messages = useAdminMessages();
  return (
    <ToastProvider closeLabel={messages.dialog.close}>
      <AdminQueries>{children}</AdminQueries>
    </ToastProvider>
  );
}

function AdminQueries({ children }: { children: ReactNode }) {
  const toast = useToast();
  const messages = useAdminMessages();
  // The cache outlives renders; it reads the current toast function through this ref.
  const latest = useRef({ toast, messages: messages });
  useEffect(() => {
    latest.current = { toast, messages: messages };
  });

  const [client] = useState(
    () =>
      new QueryClient({
        queryCache: new QueryCache({
          onError(error, query) {
            if (isUnauthorized(error)) return; // already on its way to the login page
            // Put on hold meanwhile (an owner required two-factor sign-in, say): the layout's
            // loader shows what to do first.
            if (error instanceof AdminApiError && error.code && HOLDS.includes(error.code)) return window.location.reload();
            const quiet = (query.meta?.quietStatuses as number[] | undefined) ?? [];
            if (error instanceof AdminApiError && quiet.includes(error.status)) return;
            const { toast, messages: m } = latest.current;
            toast({
              title: m.toasts.loadError.title,
              description: format(m.toasts.loadError.description, { message: errorMessage(error) }),
              variant: "destructive",
            });
          },
        }),
        defaultOptions: {
          queries: {
            staleTime: 15_000,
            refetchOnWindowFocus: false,
            retry: (failures, error) => isTransient(error) && failures < 2,
          },
          mutations: { retry: false },
        },
      }),
  );
  const [local] = useState(() => createLocalChanges());

  return (
    <QueryClientProvider client={client}>
      <LocalChangesContext.Provider value={local}>{children}</LocalChangesContext.Provider>
    </QueryClientProvider>
  );
}
