// Delivery, drivers and cash: the reads through TanStack Query and the changes.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { DeliverySettings } from "../../shared/delivery";
import { adminRequest } from "../api/admin-api";
import type { OrderUpdated } from "../orders/orders-contract";
import { cashParams, type CashRange } from "./cash/cash-range";
import type { CashReport, Driver, Drivers, Handover, RunSheet } from "./delivery-contract";

export const deliveryKeys = {
  deliverySettings: ["admin", "delivery-settings"] as const,
  drivers: ["admin", "drivers"] as const,
  runSheet: (driverId: string) => ["admin", "run-sheet", driverId] as const,
  /** Every range's cash figures (a handover changes them all). */
  cashAll: ["admin", "cash"] as const,
  cash: (range: CashRange) => ["admin", "cash", range] as const,
};

/** Areas, fees, estimates, slots and card on delivery; only owners may change them. */
export function useDeliverySettings() {
  return useQuery({
    queryKey: deliveryKeys.deliverySettings,
    queryFn: ({ signal }) => adminRequest<DeliverySettings>("/api/admin/settings/delivery", { signal }),
  });
}

/** Every driver, the inactive ones too (their history stays readable). */
export function useDrivers() {
  return useQuery({
    queryKey: deliveryKeys.drivers,
    queryFn: ({ signal }) => adminRequest<Drivers>("/api/admin/drivers", { signal }),
  });
}

/** What a driver has out now, with the cash and card to collect. */
export function useRunSheet(driverId: string) {
  return useQuery({
    queryKey: deliveryKeys.runSheet(driverId),
    queryFn: ({ signal }) => adminRequest<RunSheet>(`/api/admin/drivers/${encodeURIComponent(driverId)}/run-sheet`, { signal }),
    // The page says "no such driver" itself.
    meta: { quietStatuses: [404] },
  });
}

/** The Cash section's figures for some days; other days keep the old figures dimmed meanwhile. */
export function useCashReport(range: CashRange) {
  return useQuery({
    queryKey: deliveryKeys.cash(range),
    queryFn: ({ signal }) => adminRequest<CashReport>(`/api/admin/cash?${cashParams(range)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The changes; the reads are the hooks above. */
export const deliveryApi = {
  saveSettings: (settings: DeliverySettings) =>
    adminRequest<DeliverySettings>("/api/admin/settings/delivery", { method: "PUT", body: settings }),
  addDriver: (driver: { name: string; phone: string }) =>
    adminRequest<Driver>("/api/admin/drivers", { method: "POST", body: driver }),
  updateDriver: (id: string, patch: { name?: string; phone?: string; active?: boolean }) =>
    adminRequest<Driver>(`/api/admin/drivers/${encodeURIComponent(id)}`, { method: "PATCH", body: patch }),
  /** null takes the order back from its driver. */
  assignDriver: (orderId: string, driverId: string | null) =>
    adminRequest<OrderUpdated>(`/api/admin/orders/${encodeURIComponent(orderId)}/assign`, { method: "POST", body: { driverId } }),
  recordHandover: (handover: { driverId: string; amount: number; note?: string; day?: string }) =>
    adminRequest<Handover>("/api/admin/cash/handovers", { method: "POST", body: handover }),
};
