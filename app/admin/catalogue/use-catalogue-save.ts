// Saving a perfume or a bundle from its form: a change when it exists, else a new one, then its
// photo if one was chosen. A refused photo does not undo the save: the form stays open on the saved
// item (edited from then on) with the photo's error; a refused save hands the refusal to the form,
// which puts the server's field errors on its fields (../ui/zod-resolver.ts, setAnswerErrors).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useToast } from "../../components/toaster";
import { format } from "../../i18n";
import { adminRequest, adminUpload, errorMessage, isUnauthorized } from "../api/admin-api";
import { useAdminMessages } from "../ui/use-admin-messages";

interface CatalogueItem {
  id: string;
  name: { en: string };
}

interface Toast {
  title: string;
  description: string;
}

export function useCatalogueSave<Item extends CatalogueItem, Answer>({
  path,
  queryKey,
  read,
  item,
  file,
  texts,
  onRefused,
  onPhotoError,
  onClose,
}: {
  /** The collection: "/api/admin/products"; an item is at `${path}/:id`, its photo at `${path}/:id/image`. */
  path: string;
  queryKey: readonly string[];
  /** The item in the server's answer ({ product } or { bundle }). */
  read(answer: Answer): Item;
  /** The item the form opened on; null for a new one. */
  item: Item | null;
  file: File | null;
  texts: { saved: Toast; created: Toast };
  /** A refused save (a 422's field errors, or another failure): the form shows what it can of it. */
  onRefused(error: unknown): void;
  onPhotoError(message: string): void;
  onClose(): void;
}) {
  const messages = useAdminMessages();
  const toast = useToast();
  const client = useQueryClient();
  // Once created, the item is edited from then on (e.g. when its photo is refused).
  const [saved, setSaved] = useState<Item | null>(item);
  const save = useMutation({
    mutationFn: async (body: Record<string, unknown>) => {
      const result = read(
        saved
          ? await adminRequest<Answer>(`${path}/${encodeURIComponent(saved.id)}`, { method: "PATCH", body })
          : await adminRequest<Answer>(path, { method: "POST", body }),
      );
      setSaved(result);
      if (!file) return { done: result, photo: null };
      try {
        return { done: read(await adminUpload<Answer>(`${path}/${encodeURIComponent(result.id)}/image`, file)), photo: null };
      } catch (error) {
        return { done: result, photo: errorMessage(error) };
      }
    },
    onSuccess: ({ done, photo }) => {
      void client.invalidateQueries({ queryKey });
      if (photo) {
        onPhotoError(photo);
        toast({ title: messages.photo.uploadFailed, description: photo, variant: "destructive" });
        return;
      }
      const message = item ? texts.saved : texts.created;
      toast({ title: message.title, description: format(message.description, { name: done.name.en }) });
      onClose();
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      onRefused(error);
      toast({ title: messages.catalogue.failed, description: errorMessage(error), variant: "destructive" });
    },
  });
  return { save, saved };
}
