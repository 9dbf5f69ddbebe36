// Adds a fragrance family to the owner's list (POST /api/admin/families), from inside the perfume
// form's Attributes fieldset: a group, not a form of its own (forms do not nest), submitted by its
// button. The new family appears at once among the choices.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { useToast } from "../../components/toaster";
import { format } from "../../i18n";
import { familyCreateSchema } from "../../shared/catalogue-input";
import type { FragranceFamily } from "../../shared/perfume-attributes";
import { adminRequest, errorMessage, isUnauthorized } from "../api/admin-api";
import { FieldError, inputClass } from "../ui/form-fields";
import { Button } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { setAnswerErrors, zodResolver } from "../ui/zod-resolver";
import { catalogueKeys } from "./catalogue-api";

export function FamiliesEditor({ id, onAdded }: { id: string; onAdded(family: FragranceFamily): void }) {
  const t = useAdminMessages().catalogue.attributes;
  const toast = useToast();
  const client = useQueryClient();
  const resolver = useMemo(() => zodResolver(familyCreateSchema), []);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ defaultValues: { name: { en: "", ar: "" } }, resolver, reValidateMode: "onSubmit" });
  const add = useMutation({
    mutationFn: (body: { name: { en: string; ar: string } }) =>
      adminRequest<{ family: FragranceFamily }>("/api/admin/families", { method: "POST", body }),
    onSuccess: ({ family }) => {
      void client.invalidateQueries({ queryKey: catalogueKeys.families });
      toast({ title: t.familyAdded.title, description: format(t.familyAdded.description, { name: family.name.en }) });
      reset();
      onAdded(family);
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      if (!setAnswerErrors(error, setError))
        toast({ title: t.addFamily, description: errorMessage(error), variant: "destructive" });
    },
  });
  return (
    <div role="group" aria-labelledby={`${id}-title`} className="rounded-md border border-dashed border-ink/20 p-3">
      <p id={`${id}-title`} className="text-xs font-semibold tracking-[0.12em] text-ink/65 uppercase">
        {t.addFamily}
      </p>
      <div className="mt-2 grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <div>
          <label htmlFor={`${id}-en`} className="sr-only">
            {t.familyEnglish}
          </label>
          <input
            id={`${id}-en`}
            placeholder={t.familyEnglish}
            className={`${inputClass} mt-0`}
            aria-invalid={errors.name?.en ? true : undefined}
            {...register("name.en")}
          />
          <FieldError id={`${id}-en-error`} message={errors.name?.en?.message} />
        </div>
        <div>
          <label htmlFor={`${id}-ar`} className="sr-only">
            {t.familyArabic}
          </label>
          <input
            id={`${id}-ar`}
            dir="rtl"
            lang="ar"
            placeholder={t.familyArabic}
            className={`${inputClass} mt-0`}
            aria-invalid={errors.name?.ar ? true : undefined}
            {...register("name.ar")}
          />
          <FieldError id={`${id}-ar-error`} message={errors.name?.ar?.message} />
        </div>
        <Button onClick={handleSubmit((body) => add.mutate(body))} disabled={add.isPending}>
          {t.addFamilyButton}
        </Button>
      </div>
    </div>
  );
}
