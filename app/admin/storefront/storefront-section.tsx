// The Storefront section (owners only; docs/decisions/039-storefront-content.md): the announcement
// bar and the hero banner with their schedules in Qatar time, the launch countdown, the support
// contacts and the testimonials, every text in English and Arabic side by side. Each form is
// checked with the server's own schema (app/shared/storefront-content.ts) and a refused field
// comes back onto its input.
import { useId, useMemo, useState } from "react";
import { useForm, type FieldValues, type UseFormSetError } from "react-hook-form";
import { z } from "zod";
import { useToast } from "../../components/toaster";
import {
  bannerInputSchema,
  contactsInputSchema,
  countdownInputSchema,
  type BannerInput,
  type ContactsInput,
  type CountdownInput,
} from "../../shared/storefront-content";
import { errorMessage, isUnauthorized } from "../api/admin-api";
import { PhotoField } from "../catalogue/photo-field";
import { CheckboxField, Field, inputClass, SaveBar } from "../ui/form-fields";
import { Badge, Card, PanelLoading } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { setAnswerErrors, zodResolver } from "../ui/zod-resolver";
import { uploadHeroPhoto, useStorefront, useStorefrontChange } from "./storefront-api";
import type { AdminBanner, AdminContacts, AdminCountdown } from "./storefront-contract";
import { BilingualInput } from "./bilingual-input";
import { TestimonialsEditor } from "./testimonials-editor";
import { SectionCard } from "./section-card";

export function StorefrontSection() {
  const t = useAdminMessages().storefront;
  const query = useStorefront();
  if (!query.data)
    return (
      <Card className="max-w-4xl">
        <PanelLoading label={t.loading} />
      </Card>
    );
  const { banners, countdown, contacts, testimonials } = query.data;
  return (
    <div className="grid max-w-4xl gap-6">
      <p className="text-sm text-ink/65">{t.hint}</p>
      <BannerForm banner={banners.announcement} />
      <BannerForm banner={banners.hero} />
      <CountdownForm countdown={countdown} />
      <ContactsForm contacts={contacts} />
      <TestimonialsEditor testimonials={testimonials} />
    </div>
  );
}

/** Saves with `save`, then says so; a refused field lands on its input, anything else in a toast. */
function useSaver<V extends FieldValues>(setError: UseFormSetError<V>) {
  const t = useAdminMessages().storefront;
  const toast = useToast();
  return async (save: () => Promise<unknown>) => {
    try {
      await save();
      toast({ title: t.saved });
    } catch (failure) {
      if (isUnauthorized(failure) || setAnswerErrors(failure, setError)) return;
      toast({ title: t.failed, description: errorMessage(failure), variant: "destructive" });
    }
  };
}

/** An empty date field means "no time": null for the server. */
const optionalTime = z.string().transform((v) => (v === "" ? null : v));

const bannerForm = z
  .object({
    enabled: z.boolean(),
    title: z.object({ en: z.string(), ar: z.string() }),
    text: z.object({ en: z.string(), ar: z.string() }),
    link: z.string(),
    linkLabel: z.object({ en: z.string(), ar: z.string() }),
    startsAt: optionalTime,
    endsAt: optionalTime,
  })
  .pipe(bannerInputSchema);
type BannerValues = z.input<typeof bannerForm>;

function BannerForm({ banner }: { banner: AdminBanner }) {
  const t = useAdminMessages().storefront;
  const id = useId();
  const hero = banner.kind === "hero";
  const texts = hero ? t.hero : t.announcement;
  const [file, setFile] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const resolver = useMemo(() => zodResolver(bannerForm), []);
  const form = useForm<BannerValues, unknown, BannerInput>({
    defaultValues: {
      enabled: banner.enabled,
      title: banner.title,
      text: banner.text,
      link: banner.link,
      linkLabel: banner.linkLabel,
      startsAt: banner.startsAt ?? "",
      endsAt: banner.endsAt ?? "",
    },
    resolver,
    reValidateMode: "onSubmit",
  });
  const change = useStorefrontChange<BannerInput>("PUT", () => `/banners/${banner.kind}`);
  const saver = useSaver(form.setError);
  const errors = form.formState.errors;
  const submit = form.handleSubmit((input) =>
    saver(async () => {
      await change.mutateAsync(input);
      if (file) {
        try {
          await uploadHeroPhoto(file);
          setFile(null);
          setPhotoError(null);
        } catch (failure) {
          setPhotoError(errorMessage(failure));
          throw failure;
        }
      }
    }),
  );
  return (
    <SectionCard
      id={`${id}-title`}
      title={texts.title}
      hint={texts.hint}
      badge={<Badge tone={banner.live ? "ok" : "muted"}>{banner.live ? t.live : t.notLive}</Badge>}
    >
      <form onSubmit={submit} noValidate className="grid gap-5 px-5 py-6 sm:px-6" data-testid={`banner-${banner.kind}`}>
        <CheckboxField label={t.enabled} className="text-sm font-medium" {...form.register("enabled")} />
        <BilingualInput
          control={form.control}
          name="title"
          id={`${id}-heading`}
          label={hero ? t.hero.heading : t.announcement.text}
        />
        {hero && <BilingualInput control={form.control} name="text" id={`${id}-text`} label={t.hero.text} multiline />}
        <Field id={`${id}-link`} label={t.link} hint={t.linkHint} error={errors.link?.message}>
          <input
            id={`${id}-link`}
            dir="ltr"
            {...form.register("link")}
            aria-invalid={errors.link ? true : undefined}
            className={inputClass}
          />
        </Field>
        {hero && <BilingualInput control={form.control} name="linkLabel" id={`${id}-label`} label={t.hero.linkLabel} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-start`} label={t.startsAt} hint={t.schedule} error={errors.startsAt?.message}>
            <input
              id={`${id}-start`}
              type="datetime-local"
              {...form.register("startsAt")}
              aria-invalid={errors.startsAt ? true : undefined}
              className={inputClass}
            />
          </Field>
          <Field id={`${id}-end`} label={t.endsAt} error={errors.endsAt?.message}>
            <input
              id={`${id}-end`}
              type="datetime-local"
              {...form.register("endsAt")}
              aria-invalid={errors.endsAt ? true : undefined}
              className={inputClass}
            />
          </Field>
        </div>
        {hero && (
          <div>
            <p className="mb-1 text-xs font-semibold tracking-[0.12em] text-ink/65 uppercase">{t.hero.photo}</p>
            <PhotoField current={banner.image} file={file} onFile={setFile} error={photoError} />
          </div>
        )}
        <SaveBar
          saving={form.formState.isSubmitting}
          label={t.save}
          savingLabel={t.saving}
          problem={Object.keys(errors).length > 0 && t.fix}
        />
      </form>
    </SectionCard>
  );
}

const countdownForm = z
  .object({
    target: optionalTime,
    title: z.object({ en: z.string(), ar: z.string() }),
    text: z.object({ en: z.string(), ar: z.string() }),
  })
  .pipe(countdownInputSchema);
type CountdownValues = z.input<typeof countdownForm>;

function CountdownForm({ countdown }: { countdown: AdminCountdown }) {
  const t = useAdminMessages().storefront;
  const id = useId();
  const resolver = useMemo(() => zodResolver(countdownForm), []);
  const form = useForm<CountdownValues, unknown, CountdownInput>({
    defaultValues: { ...countdown, target: countdown.target ?? "" },
    resolver,
    reValidateMode: "onSubmit",
  });
  const change = useStorefrontChange<CountdownInput>("PUT", () => "/countdown");
  const saver = useSaver(form.setError);
  const error = form.formState.errors.target?.message;
  return (
    <SectionCard id={`${id}-title`} title={t.countdown.title} hint={t.countdown.hint}>
      <form
        onSubmit={form.handleSubmit((input) => saver(() => change.mutateAsync(input)))}
        noValidate
        className="grid gap-5 px-5 py-6 sm:px-6"
      >
        <Field id={`${id}-target`} label={t.countdown.target} error={error}>
          <input
            id={`${id}-target`}
            type="datetime-local"
            {...form.register("target")}
            aria-invalid={error ? true : undefined}
            className={`${inputClass} max-w-64`}
          />
        </Field>
        <BilingualInput control={form.control} name="title" id={`${id}-heading`} label={t.countdown.heading} />
        <BilingualInput control={form.control} name="text" id={`${id}-text`} label={t.countdown.text} multiline />
        <SaveBar saving={form.formState.isSubmitting} label={t.save} savingLabel={t.saving} />
      </form>
    </SectionCard>
  );
}

function ContactsForm({ contacts }: { contacts: AdminContacts }) {
  const t = useAdminMessages().storefront;
  const id = useId();
  const resolver = useMemo(() => zodResolver(contactsInputSchema), []);
  const form = useForm<ContactsInput, unknown, ContactsInput>({ defaultValues: contacts, resolver, reValidateMode: "onSubmit" });
  const change = useStorefrontChange<ContactsInput>("PUT", () => "/contacts");
  const saver = useSaver(form.setError);
  const errors = form.formState.errors;
  const fields = [
    { name: "phone", label: t.contacts.phone, type: "tel" },
    { name: "whatsapp", label: t.contacts.whatsapp, hint: t.contacts.whatsappHint, type: "tel" },
    { name: "email", label: t.contacts.email, type: "email" },
    { name: "socialUrl", label: t.contacts.socialUrl, type: "url" },
    { name: "socialLabel", label: t.contacts.socialLabel, type: "text" },
  ] as const;
  return (
    <SectionCard id={`${id}-title`} title={t.contacts.title} hint={t.contacts.hint}>
      <form
        onSubmit={form.handleSubmit((input) => saver(() => change.mutateAsync(input)))}
        noValidate
        className="grid gap-5 px-5 py-6 sm:grid-cols-2 sm:px-6"
      >
        {fields.map((f) => (
          <Field
            key={f.name}
            id={`${id}-${f.name}`}
            label={f.label}
            hint={"hint" in f ? f.hint : undefined}
            error={errors[f.name]?.message}
          >
            <input
              id={`${id}-${f.name}`}
              type={f.type}
              dir="ltr"
              {...form.register(f.name)}
              aria-invalid={errors[f.name] ? true : undefined}
              className={inputClass}
            />
          </Field>
        ))}
        <SaveBar className="sm:col-span-2" saving={form.formState.isSubmitting} label={t.save} savingLabel={t.saving} />
      </form>
    </SectionCard>
  );
}
