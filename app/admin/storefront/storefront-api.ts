// The Storefront section's data (docs/decisions/039-storefront-content.md): one query for every
// part, and the changes, each of which puts the server's answer back by refreshing that query.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminRequest, adminUpload } from "../api/admin-api";
import type { StorefrontSettings } from "./storefront-contract";

const storefrontKeys = {
  all: ["admin", "storefront"] as const,
};

const BASE = "/api/admin/storefront";

export function useStorefront() {
  return useQuery({
    queryKey: storefrontKeys.all,
    queryFn: ({ signal }) => adminRequest<StorefrontSettings>(BASE, { signal }),
  });
}

/** A change to `path` (under /api/admin/storefront), sent as JSON; the section reads everything afresh after it. */
export function useStorefrontChange<Body>(method: "POST" | "PUT", path: (body: Body) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => adminRequest<unknown>(`${BASE}${path(body)}`, { method, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: storefrontKeys.all }),
  });
}

/** The hero's photo, through the shop's photo upload (multipart field `image`). */
export const uploadHeroPhoto = (file: File) => adminUpload<unknown>(`${BASE}/banners/hero/image`, file);
