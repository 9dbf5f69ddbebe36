// The admin's one formatting module (decision 043): numbers, percentages, money, and dates and
// times in Qatar time, in the staff member's language. Latin digits unless the account asks for
// Arabic-Indic ones; money as the storefront writes it ("QR 85.00", "85.00 ر.ق"; app/shared/money.ts);
// Arabic month names from Intl. Counted words through Intl.PluralRules (app/shared/plural.ts).
import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "../../hooks/use-root-data";
import { formatPrice } from "../../shared/money";
import type { OrderDelivery } from "../../shared/order";
import { plural, type PluralForms } from "../../shared/plural";
import { QATAR_TIME_ZONE } from "../../shared/qatar-days";
import { DEFAULT_STAFF_LANGUAGE, type StaffLanguagePreference } from "../../shared/staff-language";

const ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩";
const toArabicDigits = (text: string) => text.replace(/[0-9]/g, (d) => ARABIC_INDIC[Number(d)]);

export interface AdminIntl {
  language: StaffLanguagePreference["language"];
  /** "1,234" */
  count(n: number): string;
  /** "12.5%" from 0.125 */
  percent(ratio: number): string;
  /** "QR 85.00" / "85.00 ر.ق" from dirhams */
  money(dirhams: number): string;
  /** "23 Nov 2026, 12:15" / "23 نوفمبر 2026، 12:15", Qatar time */
  dateTime(iso: string): string;
  /** "23 Nov 2026" */
  date(iso: string): string;
  /** "Thursday 26 November" for a Qatar day written YYYY-MM-DD */
  longDay(day: string): string;
  /** "23 Nov" for a chart axis, from a Qatar day */
  dayLabel(day: string): string;
  /** "12:15", Qatar time ("" for a broken timestamp) */
  time(iso: string): string;
  /** "Thu 26 Nov 2026" for a Qatar day written YYYY-MM-DD (delivery days) */
  deliveryDay(day: string): string;
  /** A slot's window as people read it: "14:00–18:00" */
  slot(slot: string): string;
  /** When an order should arrive: "Thu 26 Nov 2026 · 14:00–18:00", the day alone, or null */
  deliveryWhen(delivery: OrderDelivery | null | undefined): string | null;
  /** The form of a counted text for `n`, with {count} filled in. */
  counted(n: number, forms: PluralForms): string;
}

export function adminIntl({ language, arabicDigits }: StaffLanguagePreference): AdminIntl {
  // en-GB for day-month-year dates as Qatar writes them; en-US grouping is the same (1,234).
  // The digits are the account's choice in either language (Intl's numbering system, -u-nu-).
  const tag = `${language === "ar" ? "ar-QA" : "en-GB"}-u-nu-${arabicDigits ? "arab" : "latn"}`;
  const digits = (text: string) => (arabicDigits ? toArabicDigits(text) : text);
  const number = new Intl.NumberFormat(tag);
  const percent = new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 1 });
  const dateTime = new Intl.DateTimeFormat(tag, {
    timeZone: QATAR_TIME_ZONE,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const date = new Intl.DateTimeFormat(tag, { timeZone: QATAR_TIME_ZONE, day: "numeric", month: "short", year: "numeric" });
  // A Qatar day read at noon UTC is that day anywhere.
  const longDay = new Intl.DateTimeFormat(tag, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
  const dayLabel = new Intl.DateTimeFormat(tag, { day: "numeric", month: "short", timeZone: "UTC" });
  const deliveryDay = new Intl.DateTimeFormat(tag, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  const time = new Intl.DateTimeFormat(tag, { timeZone: QATAR_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const at = (iso: string) => {
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? null : d;
  };
  const noon = (day: string) => at(`${day}T12:00:00Z`);
  const formatDeliveryDay = (day: string) => {
    const d = noon(day);
    return d ? deliveryDay.format(d).replace(",", "") : day;
  };
  const formatSlot = (slot: string) => digits(slot.replace("-", "–"));
  return {
    language,
    count: (n) => number.format(n),
    percent: (ratio) => percent.format(ratio),
    money: (dirhams) => digits(formatPrice(dirhams, language)),
    dateTime: (iso) => {
      const d = at(iso);
      return d ? dateTime.format(d) : iso;
    },
    date: (iso) => {
      const d = at(iso);
      return d ? date.format(d) : iso;
    },
    longDay: (day) => {
      const d = noon(day);
      return d ? longDay.format(d).replace(",", "") : day;
    },
    dayLabel: (day) => {
      const d = noon(day);
      return d ? dayLabel.format(d) : day;
    },
    time: (iso) => {
      const d = at(iso);
      return d ? time.format(d) : "";
    },
    deliveryDay: (day) => formatDeliveryDay(day),
    slot: (slot) => formatSlot(slot),
    deliveryWhen: (delivery) => {
      if (!delivery?.date) return delivery?.slot ? formatSlot(delivery.slot) : null;
      const day = formatDeliveryDay(delivery.date);
      return delivery.slot ? `${day} · ${formatSlot(delivery.slot)}` : day;
    },
    counted: (n, forms) => plural(language, n, forms).replace(/\{count\}/g, number.format(n)),
  };
}

const cache = new Map<string, AdminIntl>();

/** The formats of the signed-in staff member's language (English outside the admin). */
export function useAdminIntl(): AdminIntl {
  const preference = useRouteLoaderData<RootData>("root")?.admin ?? DEFAULT_STAFF_LANGUAGE;
  const key = `${preference.language}/${preference.arabicDigits}`;
  return useMemo(() => {
    let intl = cache.get(key);
    if (!intl) cache.set(key, (intl = adminIntl(preference)));
    return intl;
  }, [key, preference]);
}
