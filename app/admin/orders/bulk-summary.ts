// What a bulk action did, in one line for staff: "3 orders confirmed; #1402 refused: already
// delivered". Pure, so the words are tested without a browser.
import { format } from "../../i18n/format";
import { plural } from "../../shared/plural";
import { orderReference } from "../../shared/order";
import { adminEn, type AdminMessages } from "../../i18n/admin.en";
import type { StaffLanguage } from "../../shared/staff-language";
import type { BulkResult } from "./orders-contract";

type BulkTexts = AdminMessages["orders"]["bulk"];

/** In the staff member's language: its plural forms and its names of the statuses. */
export function bulkSummary(
  result: BulkResult,
  t: BulkTexts,
  statuses: AdminMessages["labels"]["statuses"] = adminEn.labels.statuses,
  language: StaffLanguage = "en",
): string {
  const done = result.outcomes.filter((o) => o.done).length;
  const forms = result.action === "assign" && !result.driverName ? t.done.unassign : t.done[result.action];
  const doneLine = done
    ? format(plural(language, done, forms), {
        count: done,
        driver: result.driverName ?? "",
        status: result.status ? statuses[result.status] : "",
      })
    : t.nothingDone;
  const refused = result.outcomes.flatMap((o) =>
    o.done
      ? []
      : [
          format(t.refused, {
            id: orderReference(o.orderNumber),
            reason: format(t.refusals[o.refusal], { status: (o.status ? statuses[o.status] : "").toLowerCase() }),
          }),
        ],
  );
  return [doneLine, ...refused].join("; ");
}
