// The overview's warning while the shop's e-mails are failing: staff learn of a broken
// mail server from the dashboard, not from a customer who never got a receipt.
import { format } from "../../i18n";
import { useMessageHealth } from "./overview-api";
import { useAdminMessages } from "../ui/use-admin-messages";

export function MailWarning() {
  const t = useAdminMessages().mail;
  const { data } = useMessageHealth();
  if (!data || (data.failed === 0 && data.retrying === 0)) return null;
  return (
    <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:px-5">
      {data.failed > 0 && <p className="font-semibold">{format(t.warningFailed, { n: data.failed })}</p>}
      {data.retrying > 0 && <p className="font-semibold">{format(t.warningRetrying, { n: data.retrying })}</p>}
      <p className="mt-1 [overflow-wrap:anywhere] text-amber-900/80">{format(t.warningHint, { error: data.lastError ?? "—" })}</p>
    </div>
  );
}
