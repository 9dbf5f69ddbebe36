// Delivery days and time windows as shoppers read them: the checkout's estimate and slot
// picker, the confirmation and the tracking page.
import { intlLocale } from "../shared/locale";
import { QATAR_TIME_ZONE, QATAR_UTC_OFFSET } from "../shared/qatar-days";
import { format } from "./format";
import type { Locale, Messages } from "./index";

/** A delivery day (YYYY-MM-DD, Qatar) with its weekday: "Thursday 26 November", "الخميس، 26 نوفمبر". */
export function formatDeliveryDay(day: string, locale: Locale): string {
  // English as the order date reads it (en-GB: day before month); midday, so no zone moves the day.
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : intlLocale(locale), {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: QATAR_TIME_ZONE,
  }).format(new Date(`${day}T12:00:00${QATAR_UTC_OFFSET}`));
}

/** A slot's window as the order stores it ("14:00-18:00") in words: "14:00 – 18:00", "من 14:00 إلى 18:00". */
export function formatSlotWindow(window: string, messages: Messages): string {
  const [from, to] = window.split("-");
  return to ? format(messages.common.timeWindow, { from, to }) : window;
}

/** A day as a slot picker's button shows it: "Thu" over "26 Nov" (Arabic: "الخميس" over "26 نوفمبر"). */
export function deliveryDayParts(day: string, locale: Locale): { weekday: string; date: string } {
  const instant = new Date(`${day}T12:00:00${QATAR_UTC_OFFSET}`);
  const tag = locale === "en" ? "en-GB" : intlLocale(locale);
  return {
    weekday: new Intl.DateTimeFormat(tag, { weekday: "short", timeZone: QATAR_TIME_ZONE }).format(instant),
    date: new Intl.DateTimeFormat(tag, { day: "numeric", month: "short", timeZone: QATAR_TIME_ZONE }).format(instant),
  };
}
