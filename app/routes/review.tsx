// /review and /ar/review (docs/decisions/045-reviews-from-buyers.md): the page a review
// invitation's signed link opens (?order=…&product=…&sig=…). The server checks the link: a
// changed or unknown link shows that it does not work, a used one that it was used; otherwise the
// buyer chooses 1 to 5 stars, may write a few words and a name, and sends it to POST /api/reviews.
import { useId, useState, type FormEvent } from "react";
import { data } from "react-router";
import type { Route } from "./+types/review";
import { CatalogueImage } from "../components/catalogue-image";
import { LocalLink } from "../components/local-link";
import { format } from "../i18n";
import { reviewsAr } from "../i18n/reviews.ar";
import { reviewsEn } from "../i18n/reviews.en";
import { arabicTexts, textsIn, useTexts } from "../i18n/parts";
import { useLocale } from "../hooks/use-locale";
import { localeOfPath } from "../shared/locale";
import { REVIEW_LIMITS, type ReviewRequest } from "../shared/reviews";
import { seoMeta } from "../shared/seo";
import type { RootData } from "../hooks/use-root-data";

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const order = url.searchParams.get("order") ?? "";
  const productId = url.searchParams.get("product") ?? "";
  const signature = url.searchParams.get("sig") ?? "";
  const texts = arabicTexts(request, reviewsAr);
  const check = order && productId && signature ? await context.services.reviews.check(order, productId, signature) : null;
  const product = (await context.services.catalogue.get(locale)).products.find((p) => p.id === productId) ?? null;
  const state = !check || check.kind === "invalid" || !product ? "invalid" : check.kind === "reviewed" ? "reviewed" : "open";
  const shown =
    state === "invalid" || !product
      ? null
      : { name: product.name, slug: product.slug, image: product.image, imageSet: product.imageSet };
  return data(
    { state, link: state === "open" ? { order, product: productId, signature } : null, product: shown, texts },
    { status: state === "invalid" ? 404 : 200, headers: { "Cache-Control": "no-store" } },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as RootData | undefined;
  const t = textsIn(matches, reviewsEn).review;
  return [
    ...seoMeta(matches, { title: format(t.title, { brand: root?.store.brand ?? "" }), description: t.lead, path: "/review" }),
    // One buyer's page.
    { name: "robots", content: "noindex" },
  ];
}

export default function ReviewPage({ loaderData }: Route.ComponentProps) {
  const { state, link, product } = loaderData;
  const t = useTexts(reviewsEn).review;
  return (
    <main className="mx-auto max-w-2xl px-4 py-14 sm:px-6 md:py-20">
      {state === "open" && link && product ? (
        <ReviewForm link={link} product={product} />
      ) : (
        <div className="text-center">
          <span aria-hidden="true" className="mx-auto mb-6 block h-px w-12 bg-gold" />
          <h1 className="font-display text-4xl font-medium">{state === "reviewed" ? t.doneTitle : t.invalidTitle}</h1>
          <p className="mt-4 text-ink/70">{state === "reviewed" ? t.doneText : t.invalidText}</p>
          {product && (
            <LocalLink
              to={`/product/${product.slug}`}
              className="mt-8 inline-block text-sm text-gold-dark underline underline-offset-4"
            >
              {t.viewPerfume}
            </LocalLink>
          )}
        </div>
      )}
    </main>
  );
}

type Shown = NonNullable<Route.ComponentProps["loaderData"]["product"]>;
type Errors = Partial<Record<"rating" | "body" | "author" | "form", string>>;

function ReviewForm({ link, product }: { link: { order: string; product: string; signature: string }; product: Shown }) {
  const t = useTexts(reviewsEn).review;
  const locale = useLocale();
  const id = useId();
  const [rating, setRating] = useState(0);
  const [body, setBody] = useState("");
  const [author, setAuthor] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (rating < 1) found.rating = t.chooseRating;
    if (body.length > REVIEW_LIMITS.body) found.body = t.tooLong;
    if (author.length > REVIEW_LIMITS.author) found.author = t.tooLong;
    setErrors(found);
    if (Object.keys(found).length) return;
    setSending(true);
    const request: ReviewRequest = { ...link, rating, body, author, language: locale };
    const res = await fetch("/api/reviews", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(request),
    }).catch(() => null);
    setSending(false);
    if (res?.status === 201 || res?.status === 409) return setSent(true);
    if (res?.status === 422) {
      const problem = (await res.json()) as { errors?: { field: string }[] };
      const next: Errors = {};
      for (const e of problem.errors ?? []) {
        if (e.field === "rating") next.rating = t.chooseRating;
        else if (e.field === "body" || e.field === "author") next[e.field] = t.tooLong;
        else next.form = t.failed;
      }
      return setErrors(next);
    }
    setErrors({ form: t.failed });
  }

  if (sent) {
    return (
      <div className="text-center" role="status">
        <span aria-hidden="true" className="mx-auto mb-6 block h-px w-12 bg-gold" />
        <h1 className="font-display text-4xl font-medium">{t.thanks}</h1>
        <p className="mt-4 text-ink/70">{t.thanksText}</p>
        <LocalLink
          to={`/product/${product.slug}`}
          className="mt-8 inline-block text-sm text-gold-dark underline underline-offset-4"
        >
          {t.viewPerfume}
        </LocalLink>
      </div>
    );
  }

  const field =
    "mt-2 block w-full rounded-md border border-ink/20 bg-white px-4 py-3 text-base text-ink focus:border-gold-dark focus:ring-1 focus:ring-gold-dark focus:outline-none aria-invalid:border-red-600";
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-8">
      <div className="flex items-center gap-5">
        <div className="w-24 shrink-0 overflow-hidden rounded-sm bg-sand">
          <CatalogueImage
            image={product.image}
            imageSet={product.imageSet}
            alt=""
            width={96}
            height={96}
            sizes="96px"
            className="aspect-square h-auto w-full object-cover"
          />
        </div>
        <div>
          <p className="text-[0.7rem] font-medium tracking-[0.24em] text-gold-dark uppercase">{t.eyebrow}</p>
          <h1 className="mt-2 font-display text-3xl leading-tight font-medium md:text-4xl">
            {format(t.heading, { name: product.name })}
          </h1>
        </div>
      </div>
      <p className="text-ink/70">{t.lead}</p>

      <fieldset aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend className="text-xs font-medium tracking-[0.18em] text-ink/70 uppercase">{t.rating}</legend>
        <div className="mt-3 flex gap-1" role="radiogroup" aria-label={t.rating}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="relative cursor-pointer">
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="peer sr-only"
                aria-label={format(t.starLabel, { rating: n })}
              />
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className={`size-11 rounded-md p-1 transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-gold-dark ${n <= rating ? "text-gold-dark" : "text-ink/25 hover:text-gold"}`}
              >
                <path
                  d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z"
                  fill={n <= rating ? "currentColor" : "none"}
                  stroke="currentColor"
                  strokeWidth={1.2}
                  strokeLinejoin="round"
                />
              </svg>
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id={`${id}-rating-error`} className="mt-2 text-sm text-red-700">
            {errors.rating}
          </p>
        )}
      </fieldset>

      <div>
        <label htmlFor={`${id}-body`} className="text-xs font-medium tracking-[0.18em] text-ink/70 uppercase">
          {t.body}
        </label>
        <textarea
          id={`${id}-body`}
          rows={5}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          dir="auto"
          maxLength={REVIEW_LIMITS.body + 1}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={`${id}-body-hint`}
          className={field}
        />
        <p id={`${id}-body-hint`} className="mt-2 text-sm text-ink/60">
          {errors.body ?? t.bodyHint}
        </p>
      </div>

      <div>
        <label htmlFor={`${id}-author`} className="text-xs font-medium tracking-[0.18em] text-ink/70 uppercase">
          {t.author}
        </label>
        <input
          id={`${id}-author`}
          value={author}
          onChange={(e) => setAuthor(e.target.value)}
          dir="auto"
          autoComplete="given-name"
          aria-invalid={errors.author ? true : undefined}
          aria-describedby={`${id}-author-hint`}
          className={field}
        />
        <p id={`${id}-author-hint`} className="mt-2 text-sm text-ink/60">
          {errors.author ?? t.authorHint}
        </p>
      </div>

      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <button
        type="submit"
        disabled={sending}
        className="inline-flex min-h-12 items-center justify-center rounded-full bg-ink px-8 text-xs font-semibold tracking-[0.2em] text-ivory uppercase transition-colors hover:bg-gold-dark disabled:opacity-60"
      >
        {sending ? t.sending : t.submit}
      </button>
    </form>
  );
}
