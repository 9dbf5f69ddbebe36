// What the Perfumes and Bundles lists share: their rows read from the admin API, moved,
// hidden or shown and deleted with the same toasts, and the same panel around them.
import { useCan } from "../team/admin-user";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useToast } from "../../components/toaster";
import { format } from "../../i18n";
import { adminRequest, errorMessage, isUnauthorized } from "../api/admin-api";
import { Icon } from "../ui/icons";
import { catalogueKeys } from "./catalogue-api";
import { moved } from "./reorder";
import { Button, Card, PanelLoading } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";

interface Row {
  id: string;
  active: boolean;
  name: { en: string };
}

/** "products" or "bundles": the API's path and the list's query key. */
type Kind = "products" | "bundles";

export function useCatalogueRows<T extends Row>(
  kind: Kind,
  confirmDelete: { title: string; text: string },
  deleted: { title: string; description: string },
) {
  const t = useAdminMessages().catalogue;
  const toast = useToast();
  const client = useQueryClient();
  const base = `/api/admin/${kind}`;
  const one = kind === "products" ? "product" : "bundle";
  const query = useQuery({
    queryKey: catalogueKeys[kind],
    queryFn: ({ signal }) => adminRequest<Record<Kind, T[]>>(base, { signal }),
  });
  const rows = query.data?.[kind] ?? [];
  const failed = (error: unknown) => {
    if (isUnauthorized(error)) return;
    toast({ title: t.failed, description: errorMessage(error), variant: "destructive" });
  };
  const refresh = () => client.invalidateQueries({ queryKey: catalogueKeys[kind] });
  const path = (row: Row) => `${base}/${encodeURIComponent(row.id)}`;

  const reorder = useMutation({
    mutationFn: (ids: string[]) => adminRequest(`${base}/order`, { method: "PUT", body: { ids } }),
    onSuccess: () => toast({ title: t.saved.title, description: t.reordered }),
    onError: failed,
    onSettled: refresh,
  });
  const toggle = useMutation({
    mutationFn: async (row: T) =>
      (await adminRequest<Record<string, T>>(path(row), { method: "PATCH", body: { active: !row.active } }))[one],
    onSuccess: (row) => {
      const message = row.active ? t.shownToast : t.hiddenToast;
      toast({ title: message.title, description: format(message.description, { name: row.name.en }) });
    },
    onError: failed,
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (row: T) => adminRequest<void>(path(row), { method: "DELETE" }).then(() => row),
    onSuccess: (row) => toast({ title: deleted.title, description: format(deleted.description, { name: row.name.en }) }),
    onError: failed,
    onSettled: refresh,
  });

  return {
    query,
    rows,
    reordering: reorder.isPending,
    move: (index: number, step: -1 | 1) => reorder.mutate(moved(rows, index, step).map((row) => row.id)),
    toggle: (row: T) => toggle.mutate(row),
    remove: (row: T) => {
      if (window.confirm(`${format(confirmDelete.title, { name: row.name.en })}\n\n${confirmDelete.text}`)) remove.mutate(row);
    },
  };
}

/** The panel: title with the count, a hint, the add button, then loading, empty or the rows. */
export function CatalogueListFrame({
  id,
  title,
  hint,
  add,
  onAdd,
  count,
  pending,
  loading,
  empty,
  dialog,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  add: string;
  onAdd(): void;
  count: number;
  pending: boolean;
  loading: string;
  empty: string;
  /** The add/edit form, outside the list. */
  dialog: ReactNode;
  children: ReactNode;
}) {
  const canWrite = useCan("catalogue.write");
  return (
    <Card aria-labelledby={id}>
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-ink/10 px-5 py-5 sm:px-6">
        <div>
          <h2 id={id} className="font-display text-2xl font-semibold">
            {title} <span className="text-ink/45 tabular-nums">({count})</span>
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-ink/60">{hint}</p>
        </div>
        {canWrite && (
          <Button tone="primary" onClick={onAdd}>
            <Icon name="plus" />
            {add}
          </Button>
        )}
      </div>
      {pending ? (
        <PanelLoading label={loading} />
      ) : count === 0 ? (
        <p className="px-6 py-10 text-center text-sm text-ink/60">{empty}</p>
      ) : (
        <ul role="list" className="divide-y divide-ink/10">
          {children}
        </ul>
      )}
      {dialog}
    </Card>
  );
}

/** A row's buttons: edit, hide or show, move up and down, delete; each names the row for screen readers. */
export function RowActions({
  name,
  active,
  first,
  last,
  busy,
  onEdit,
  onToggle,
  onMove,
  onDelete,
}: {
  name: string;
  active: boolean;
  first: boolean;
  last: boolean;
  busy: boolean;
  onEdit(): void;
  onToggle(): void;
  onMove(step: -1 | 1): void;
  onDelete(): void;
}) {
  const t = useAdminMessages().catalogue;
  // Staff see the catalogue as it is; only owners change it.
  const canWrite = useCan("catalogue.write");
  if (!canWrite) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" onClick={onEdit} aria-label={format(t.editLabel, { name })}>
        <Icon name="edit" />
        {t.edit}
      </Button>
      <Button size="sm" onClick={onToggle} aria-label={format(active ? t.hideLabel : t.showLabel, { name })}>
        <Icon name={active ? "cancelled" : "eye"} />
        {active ? t.hide : t.show}
      </Button>
      <Button size="sm" tone="ghost" disabled={first || busy} onClick={() => onMove(-1)} aria-label={format(t.moveUp, { name })}>
        <Icon name="up" />
      </Button>
      <Button size="sm" tone="ghost" disabled={last || busy} onClick={() => onMove(1)} aria-label={format(t.moveDown, { name })}>
        <Icon name="down" />
      </Button>
      <Button size="sm" tone="danger" onClick={onDelete} aria-label={format(t.deleteLabel, { name })}>
        <Icon name="trash" />
      </Button>
    </div>
  );
}
