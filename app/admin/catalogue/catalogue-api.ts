// The catalogue's query keys: the perfumes and bundles lists (read in catalogue-list.tsx), and the
// fragrance families (the perfume form's Attributes fieldset).
import { useQuery } from "@tanstack/react-query";
import { adminRequest } from "../api/admin-api";
import type { AdminFamilies } from "./catalogue-contract";

export const catalogueKeys = {
  products: ["admin", "products"] as const,
  bundles: ["admin", "bundles"] as const,
  families: ["admin", "families"] as const,
};

/** The owner's fragrance families, in order. */
export const useFamilies = () =>
  useQuery({
    queryKey: catalogueKeys.families,
    queryFn: ({ signal }) => adminRequest<AdminFamilies>("/api/admin/families", { signal }),
  });
