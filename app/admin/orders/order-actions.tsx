// Viewing, re-statusing and deleting an order, shared by the overview, the orders table and the
// detail dialog. One provider per dashboard holds which order is open, so deleting that order from
// anywhere closes its dialog (docs/product.md#8-messages) and every toast is written once.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { format } from "../../i18n";
import { adminRequest, errorMessage, isUnauthorized } from "../api/admin-api";
import { orderReference, type Order, type OrderStatus } from "../../shared/order";
import type { CancelReason } from "../../shared/order-review";
import { useToast } from "../../components/toaster";
import { useLocalChanges } from "../admin-providers";
import { OrderDialog } from "./order-dialog";
import { adminKeys } from "../api/admin-query";
import { orderKeys } from "./orders-api";
import { useAdminMessages } from "../ui/use-admin-messages";

export interface OrderActions {
  view(order: Order): void;
  /** A cancellation carries its reason, a delivery the amount collected. */
  setStatus(orderId: string, status: OrderStatus, details?: Cancellation | Collection): void;
  /** An unpaid online order to Cash on Delivery (decision 040). */
  switchToCash(orderId: string): void;
  /** Asks the browser confirmation first; does nothing if the user declines. */
  remove(order: Pick<Order, "id" | "orderNumber">): void;
  /** The status being saved right now, if any. */
  savingStatus: { orderId: string; status: OrderStatus } | null;
  deletingId: string | null;
}

export interface Cancellation {
  reason: CancelReason;
  note: string;
}

/** Dirhams the driver collected; a note when it is not the total (app/admin/collection.ts). */
export interface Collection {
  collected: number;
  note?: string;
}

const OrderActionsContext = createContext<OrderActions | null>(null);

export function useOrderActions(): OrderActions {
  const actions = useContext(OrderActionsContext);
  if (!actions) throw new Error("useOrderActions must be used inside OrderActionsProvider");
  return actions;
}

export function OrderActionsProvider({ children }: { children: ReactNode }) {
  const messages = useAdminMessages();
  const toast = useToast();
  const client = useQueryClient();
  const local = useLocalChanges();
  // The list's copy shows at once while the dialog fetches the full record and its history.
  const [open, setOpen] = useState<Order | null>(null);

  const statusMutation = useMutation({
    mutationFn: ({ orderId, status, details }: { orderId: string; status: OrderStatus; details?: Cancellation | Collection }) =>
      adminRequest<{ order: Order }>(`/api/admin/orders/${encodeURIComponent(orderId)}/status`, {
        method: "PATCH",
        body: { status, ...details },
      }),
    onMutate: ({ orderId }) => local.mark(orderId),
    onSuccess: ({ order }, { orderId, status }) => {
      toast({
        title: messages.toasts.statusUpdated.title,
        description: format(messages.toasts.statusUpdated.description, { id: orderReference(order.orderNumber), status }),
      });
      setOpen((current) => (current?.id === orderId ? order : current));
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({
        title: messages.toasts.updateError.title,
        description: format(messages.toasts.updateError.description, { message: errorMessage(error) }),
        variant: "destructive",
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });

  const cashMutation = useMutation({
    mutationFn: (orderId: string) =>
      adminRequest<{ order: Order }>(`/api/admin/orders/${encodeURIComponent(orderId)}/cash-on-delivery`, {
        method: "POST",
        body: {},
      }),
    onMutate: (orderId) => local.mark(orderId),
    onSuccess: ({ order }, orderId) => {
      toast({
        title: messages.toasts.switchedToCash.title,
        description: format(messages.toasts.switchedToCash.description, { id: orderReference(order.orderNumber) }),
      });
      setOpen((current) => (current?.id === orderId ? order : current));
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({
        title: messages.toasts.updateError.title,
        description: format(messages.toasts.updateError.description, { message: errorMessage(error) }),
        variant: "destructive",
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });

  const deleteMutation = useMutation({
    mutationFn: (order: Pick<Order, "id" | "orderNumber">) =>
      adminRequest<void>(`/api/admin/orders/${encodeURIComponent(order.id)}`, { method: "DELETE" }),
    onMutate: (order) => local.mark(order.id),
    onSuccess: (_result, order) => {
      toast({
        title: messages.toasts.deleted.title,
        description: format(messages.toasts.deleted.description, { id: orderReference(order.orderNumber) }),
      });
      setOpen((current) => (current?.id === order.id ? null : current));
      client.removeQueries({ queryKey: orderKeys.order(order.id) });
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({
        title: messages.toasts.deleteError.title,
        description: format(messages.toasts.deleteError.description, { message: errorMessage(error) }),
        variant: "destructive",
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });

  const { mutate: mutateStatus } = statusMutation;
  const { mutate: mutateDelete } = deleteMutation;
  const { mutate: switchToCash } = cashMutation;
  const remove = useCallback(
    (order: Pick<Order, "id" | "orderNumber">) => {
      if (!window.confirm(format(messages.confirmDelete, { id: orderReference(order.orderNumber) }))) return;
      mutateDelete(order);
    },
    [messages, mutateDelete],
  );

  const actions = useMemo<OrderActions>(
    () => ({
      view: setOpen,
      setStatus: (orderId, status, details) => mutateStatus({ orderId, status, details }),
      switchToCash,
      remove,
      savingStatus: statusMutation.isPending ? (statusMutation.variables ?? null) : null,
      deletingId: deleteMutation.isPending ? (deleteMutation.variables?.id ?? null) : null,
    }),
    [
      mutateStatus,
      switchToCash,
      remove,
      statusMutation.isPending,
      statusMutation.variables,
      deleteMutation.isPending,
      deleteMutation.variables,
    ],
  );

  return (
    <OrderActionsContext.Provider value={actions}>
      {children}
      <OrderDialog order={open} onClose={() => setOpen(null)} />
    </OrderActionsContext.Provider>
  );
}
