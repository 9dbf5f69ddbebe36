// The overview's count of orders refused today before they were stored: a full phone
// or network limit, or a blocked number. A sudden rise is a bot or a prankster at work.
import { format } from "../../i18n";
import { useRefusals } from "./overview-api";
import { useAdminMessages } from "../ui/use-admin-messages";

const TODAY = { range: "today", from: "", to: "" } as const;

export function RefusalsNote() {
  const t = useAdminMessages().refusals;
  const { data } = useRefusals(TODAY);
  if (!data) return null;
  return (
    <p className="text-sm text-ink/70">
      {data.total === 0 ? (
        t.none
      ) : (
        <>
          <span className="font-semibold text-ink">{format(t.today, { total: data.total })}</span>
          <span className="block text-ink/60 sm:inline sm:ps-2">
            {format(t.detail, {
              phone: data.byReason["phone-limit"],
              address: data.byReason["address-limit"],
              blocked: data.byReason.blocked,
            })}
          </span>
        </>
      )}
    </p>
  );
}
