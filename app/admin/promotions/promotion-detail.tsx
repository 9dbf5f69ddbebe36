// One promotion's details: its figures (orders, uses, discount given, revenue), the latest orders
// that used it, and its codes, where the owner generates more (a count, a prefix, the uses each
// allows) and downloads them all as CSV to hand out.
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useMemo } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useToast } from "../../components/toaster";
import { format } from "../../i18n";
import { orderReference } from "../../shared/order";
import { errorMessage, isUnauthorized } from "../api/admin-api";
import { Field, inputClass } from "../ui/form-fields";
import { Icon } from "../ui/icons";
import { StatusBadge } from "../ui/status-badge";
import { Button, buttonClass, PanelLoading } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { useAdminIntl } from "../ui/admin-intl";
import { setAnswerErrors, zodResolver } from "../ui/zod-resolver";
import type { PromotionFigures } from "./promotion-figures-contract";
import { dateWords, offerWords, usesWords } from "./promotion-words";
import { codesCsvHref, promotionKeys, promotionsApi, usePromotion, usePromotionOrders } from "./promotions-api";
import { generateCodesSchema, type GenerateCodes, type PromotionSummary } from "./promotions-contract";
import { PromotionStatusBadge } from "./promotion-status-badge";

export function PromotionDetailDialog({
  promotion,
  figures,
  onClose,
}: {
  promotion: PromotionSummary | null;
  figures: PromotionFigures | undefined;
  onClose(): void;
}) {
  const t = useAdminMessages().promotions;
  const intl = useAdminIntl();
  return (
    <Dialog.Root open={promotion !== null} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-ink/60 p-3 backdrop-blur-[2px] sm:p-6">
          {promotion && (
            <Dialog.Content
              aria-describedby={undefined}
              className="relative w-full max-w-3xl rounded-2xl border border-gold/20 bg-ivory text-ink shadow-2xl focus:outline-none"
            >
              <header className="flex items-start justify-between gap-3 border-b border-ink/10 px-5 py-5 sm:px-8">
                <div className="min-w-0">
                  <Dialog.Title className="font-display text-3xl leading-tight font-semibold [overflow-wrap:anywhere]">
                    {promotion.name.en}
                  </Dialog.Title>
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink/65">
                    <PromotionStatusBadge status={promotion.status} />
                    <span className="font-medium text-gold-dark">{offerWords(promotion, t, intl)}</span>
                    <span>{dateWords(promotion, t, intl).join(" · ")}</span>
                  </p>
                </div>
                <Dialog.Close asChild>
                  <Button size="sm" tone="ghost" aria-label={t.detail.close}>
                    <Icon name="cancelled" />
                  </Button>
                </Dialog.Close>
              </header>
              <Figures promotion={promotion} figures={figures} />
              <LatestOrders id={promotion.id} />
              {!promotion.automatic && <Codes promotion={promotion} />}
            </Dialog.Content>
          )}
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Figures({ promotion: p, figures }: { promotion: PromotionSummary; figures: PromotionFigures | undefined }) {
  const t = useAdminMessages().promotions;
  const intl = useAdminIntl();
  const tiles = [
    { label: t.detail.orders, value: figures ? intl.count(figures.orders) : "…" },
    { label: t.detail.uses, value: usesWords(p, t, intl) },
    { label: t.detail.given, value: intl.money(p.discountGiven) },
    { label: t.detail.revenue, value: figures ? intl.money(figures.revenue) : "…", hint: t.detail.revenueHint },
  ];
  return (
    <dl className="grid grid-cols-2 gap-px border-b border-ink/10 bg-ink/10 sm:grid-cols-4" aria-label={t.detail.rules}>
      {tiles.map((tile) => (
        <div key={tile.label} className="bg-ivory px-5 py-4 sm:px-8" title={tile.hint}>
          <dt className="text-[0.65rem] font-semibold tracking-[0.14em] text-ink/55 uppercase">{tile.label}</dt>
          <dd className="mt-1 font-display text-2xl font-semibold tabular-nums" data-figure={tile.label}>
            {tile.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function LatestOrders({ id }: { id: string }) {
  const t = useAdminMessages().promotions.detail;
  const intl = useAdminIntl();
  const orders = usePromotionOrders(id);
  const list = orders.data?.orders ?? [];
  return (
    <section aria-labelledby={`${id}-orders`} className="border-b border-ink/10 px-5 py-5 sm:px-8">
      <h3 id={`${id}-orders`} className="font-display text-xl font-semibold">
        {t.recentOrders}
      </h3>
      {orders.isPending ? (
        <PanelLoading label={t.loading} />
      ) : list.length === 0 ? (
        <p className="mt-2 text-sm text-ink/60">{t.noOrders}</p>
      ) : (
        <ul className="mt-3 divide-y divide-ink/5 text-sm">
          {list.map((order) => (
            <li key={order.id} className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 py-2">
              <a
                href={`/admin/dashboard?section=orders&status=All&q=%23${order.orderNumber}`}
                className="font-medium tabular-nums hover:text-gold-dark"
              >
                {orderReference(order.orderNumber)}
              </a>
              <span className="min-w-0 truncate text-ink/70">
                {order.customerName}
                <span className="ms-2 text-xs text-ink/50">{intl.dateTime(order.createdAt)}</span>
              </span>
              <span className="text-end tabular-nums">
                {intl.money(order.total)}
                <span className="block text-xs text-emerald-800">−{intl.money(order.discount)}</span>
              </span>
              <span className="col-span-3 flex items-center gap-2">
                <StatusBadge status={order.status} />
                {order.code && <code className="font-mono text-xs text-ink/60">{order.code}</code>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface GenerateValues {
  count: string;
  prefix: string;
  usesPerCode: string;
}

const wholeOrNaN = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The form's text read into the contract's request, then its schema applied. */
const generateFormSchema = z
  .object({ count: z.string(), prefix: z.string(), usesPerCode: z.string() })
  .transform((v): GenerateCodes => ({
    count: wholeOrNaN(v.count),
    prefix: v.prefix.trim() ? v.prefix.trim().toUpperCase() : undefined,
    usesPerCode: v.usesPerCode.trim() ? wholeOrNaN(v.usesPerCode) : null,
  }))
  .pipe(generateCodesSchema);

function Codes({ promotion }: { promotion: PromotionSummary }) {
  const t = useAdminMessages().promotions.detail;
  const intl = useAdminIntl();
  const id = useId();
  const toast = useToast();
  const client = useQueryClient();
  const detail = usePromotion(promotion.id);
  const resolver = useMemo(() => zodResolver(generateFormSchema), []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<GenerateValues, unknown, GenerateCodes>({
    defaultValues: { count: "10", prefix: "", usesPerCode: "1" },
    resolver,
    reValidateMode: "onSubmit",
  });
  const generate = useMutation({
    mutationFn: (body: GenerateCodes) => promotionsApi.generateCodes(promotion.id, body),
    onSuccess: (answer) => {
      toast({
        title: t.generated.title,
        description: format(t.generated.description, { count: answer.codes.length, name: promotion.name.en }),
      });
      void client.invalidateQueries({ queryKey: promotionKeys.all });
    },
    onError: (failure) => {
      if (isUnauthorized(failure)) return;
      if (!setAnswerErrors(failure, setError)) setError("root", { type: "server", message: errorMessage(failure) });
    },
  });
  const codes = detail.data?.codes ?? [];
  const total = detail.data?.codeCount ?? promotion.codeCount;
  const field = (name: keyof GenerateValues) => ({
    id: `${id}-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    className: inputClass,
    autoComplete: "off",
    ...register(name),
  });
  return (
    <section aria-labelledby={`${id}-codes`} className="px-5 py-5 sm:px-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h3 id={`${id}-codes`} className="font-display text-xl font-semibold">
          {t.codes}
          <span className="ms-2 font-sans text-sm font-normal text-ink/55 tabular-nums">{intl.count(total)}</span>
        </h3>
        {total > 0 && (
          <a href={codesCsvHref(promotion.id)} download className={buttonClass("outline", "sm")}>
            <Icon name="download" />
            {t.download}
          </a>
        )}
      </div>
      {detail.isPending ? (
        <PanelLoading label={t.loading} />
      ) : codes.length === 0 ? (
        <p className="mt-2 text-sm text-ink/60">{t.noCodes}</p>
      ) : (
        <>
          <ul className="mt-3 flex max-h-44 flex-wrap gap-2 overflow-y-auto" aria-label={t.codes}>
            {codes.map((code) => (
              <li
                key={code.code}
                className="inline-flex items-center gap-2 rounded-md bg-white px-2 py-1 text-xs ring-1 ring-ink/10"
              >
                <code className="font-mono tracking-wider">{code.code}</code>
                <span className="text-ink/50 tabular-nums">
                  {code.maxUses === null
                    ? format(t.codeUses, { uses: code.uses })
                    : format(t.codeUsesOf, { uses: code.uses, max: code.maxUses })}
                </span>
              </li>
            ))}
          </ul>
          {total > codes.length && (
            <p className="mt-2 text-xs text-ink/55">{format(t.codesShown, { shown: codes.length, count: intl.count(total) })}</p>
          )}
        </>
      )}
      <form
        noValidate
        onSubmit={handleSubmit((body) => generate.mutate(body))}
        className="mt-5 grid items-start gap-4 rounded-xl border border-ink/10 bg-white p-4 sm:grid-cols-[1fr_1fr_1fr_auto]"
        aria-label={t.generate}
      >
        <Field id={`${id}-count`} label={t.count} error={errors.count?.message}>
          <input {...field("count")} inputMode="numeric" />
        </Field>
        <Field id={`${id}-prefix`} label={t.prefix} hint={t.prefixHint} error={errors.prefix?.message}>
          <input {...field("prefix")} className={`${inputClass} font-mono uppercase`} maxLength={12} />
        </Field>
        <Field id={`${id}-usesPerCode`} label={t.usesPerCode} error={errors.usesPerCode?.message}>
          <input {...field("usesPerCode")} inputMode="numeric" />
        </Field>
        <Button type="submit" tone="primary" disabled={generate.isPending} className="sm:mt-5">
          {generate.isPending ? t.generating : t.generate}
        </Button>
        {errors.root && (
          <p role="alert" className="text-sm text-red-800 sm:col-span-4">
            {errors.root.message}
          </p>
        )}
      </form>
    </section>
  );
}
