// The home page's testimonials: added and edited in a dialog (both languages side by side), moved
// up and down, hidden and shown again. Every change is saved at once and audited by the server.
import { useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useToast } from "../../components/toaster";
import { testimonialInputSchema, type TestimonialInput } from "../../shared/storefront-content";
import { errorMessage, isUnauthorized } from "../api/admin-api";
import { CheckboxField, Field, FormDialog, inputClass, SaveBar } from "../ui/form-fields";
import { Badge, Button } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { setAnswerErrors, zodResolver } from "../ui/zod-resolver";
import { useStorefrontChange } from "./storefront-api";
import type { AdminTestimonial } from "./storefront-contract";
import { BilingualInput } from "./bilingual-input";
import { SectionCard } from "./section-card";

const EMPTY: TestimonialInput = {
  name: { en: "", ar: "" },
  location: { en: "", ar: "" },
  text: { en: "", ar: "" },
  rating: 5,
  hidden: false,
};

const inputOf = ({ id: _id, ...input }: AdminTestimonial): TestimonialInput => input;

export function TestimonialsEditor({ testimonials }: { testimonials: AdminTestimonial[] }) {
  const t = useAdminMessages().storefront;
  const id = useId();
  const toast = useToast();
  const [editing, setEditing] = useState<AdminTestimonial | "new" | null>(null);
  const reorder = useStorefrontChange<{ ids: string[] }>("PUT", () => "/testimonials/order");
  const update = useStorefrontChange<{ id: string } & TestimonialInput>("PUT", (body) => `/testimonials/${body.id}`);
  const fail = (failure: unknown) => {
    if (!isUnauthorized(failure)) toast({ title: t.failed, description: errorMessage(failure), variant: "destructive" });
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = testimonials.map((q) => q.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    reorder.mutate({ ids }, { onError: fail });
  };
  const busy = reorder.isPending || update.isPending;
  return (
    <SectionCard id={`${id}-title`} title={t.testimonials.title} hint={t.testimonials.hint}>
      <ol className="divide-y divide-ink/10" data-testid="testimonials-admin">
        {testimonials.map((q, index) => (
          <li key={q.id} className="flex flex-wrap items-start gap-3 px-5 py-4 sm:px-6">
            <div className="min-w-0 flex-1">
              <p className="font-semibold">
                {q.name.en} <span className="font-normal text-ink/65">· {q.location.en}</span>{" "}
                <span aria-label={`${q.rating} / 5`} className="text-gold-dark">
                  {"★".repeat(q.rating)}
                </span>
              </p>
              <p className="mt-1 line-clamp-2 text-sm text-ink/70">{q.text.en}</p>
              {q.hidden && (
                <p className="mt-1">
                  <Badge tone="muted">{t.testimonials.hidden}</Badge>
                </p>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                disabled={busy || index === 0}
                onClick={() => move(index, -1)}
                aria-label={`${t.testimonials.up}: ${q.name.en}`}
              >
                ↑
              </Button>
              <Button
                size="sm"
                disabled={busy || index === testimonials.length - 1}
                onClick={() => move(index, 1)}
                aria-label={`${t.testimonials.down}: ${q.name.en}`}
              >
                ↓
              </Button>
              <Button
                size="sm"
                disabled={busy}
                onClick={() => update.mutate({ id: q.id, ...inputOf(q), hidden: !q.hidden }, { onError: fail })}
              >
                {q.hidden ? t.testimonials.show : t.testimonials.hide}
              </Button>
              <Button size="sm" onClick={() => setEditing(q)}>
                {t.testimonials.edit}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div className="border-t border-ink/10 px-5 py-4 sm:px-6">
        <Button tone="primary" onClick={() => setEditing("new")}>
          {t.testimonials.add}
        </Button>
      </div>
      <FormDialog open={editing !== null} title={t.testimonials.editTitle} onClose={() => setEditing(null)}>
        {editing !== null && <TestimonialForm testimonial={editing === "new" ? null : editing} onDone={() => setEditing(null)} />}
      </FormDialog>
    </SectionCard>
  );
}

const ratingForm = z
  .object({
    name: z.object({ en: z.string(), ar: z.string() }),
    location: z.object({ en: z.string(), ar: z.string() }),
    text: z.object({ en: z.string(), ar: z.string() }),
    rating: z.string().transform(Number),
    hidden: z.boolean(),
  })
  .pipe(testimonialInputSchema);
type TestimonialValues = z.input<typeof ratingForm>;

function TestimonialForm({ testimonial, onDone }: { testimonial: AdminTestimonial | null; onDone(): void }) {
  const t = useAdminMessages().storefront;
  const id = useId();
  const toast = useToast();
  const start = testimonial ? inputOf(testimonial) : EMPTY;
  const resolver = useMemo(() => zodResolver(ratingForm), []);
  const form = useForm<TestimonialValues, unknown, TestimonialInput>({
    defaultValues: { ...start, rating: String(start.rating) },
    resolver,
    reValidateMode: "onSubmit",
  });
  const create = useStorefrontChange<TestimonialInput>("POST", () => "/testimonials");
  const update = useStorefrontChange<TestimonialInput>("PUT", () => `/testimonials/${testimonial?.id ?? ""}`);
  const ratingError = form.formState.errors.rating?.message;
  const submit = form.handleSubmit(async (input) => {
    try {
      await (testimonial ? update : create).mutateAsync(input);
      toast({ title: t.saved });
      onDone();
    } catch (failure) {
      if (isUnauthorized(failure) || setAnswerErrors(failure, form.setError)) return;
      toast({ title: t.failed, description: errorMessage(failure), variant: "destructive" });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-5 px-5 py-6 sm:px-8" data-testid="testimonial-form">
      <BilingualInput control={form.control} name="name" id={`${id}-name`} label={t.testimonials.name} />
      <BilingualInput control={form.control} name="location" id={`${id}-location`} label={t.testimonials.location} />
      <BilingualInput control={form.control} name="text" id={`${id}-text`} label={t.testimonials.text} multiline />
      <Field id={`${id}-rating`} label={t.testimonials.rating} error={ratingError}>
        <input
          id={`${id}-rating`}
          inputMode="numeric"
          {...form.register("rating")}
          aria-invalid={ratingError ? true : undefined}
          className={`${inputClass} max-w-24`}
        />
      </Field>
      <CheckboxField label={t.testimonials.hidden} className="text-sm" {...form.register("hidden")} />
      <SaveBar saving={form.formState.isSubmitting} label={t.save} savingLabel={t.saving} />
    </form>
  );
}
