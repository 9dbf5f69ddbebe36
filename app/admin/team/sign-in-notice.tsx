// After a sign-in, tells the staff member about wrong passwords typed for their account since
// their previous sign-in: the sign-in answer carries them, kept for this tab until
// dismissed. Someone guessing is worth knowing about even when the limits held them off.
import { useEffect, useState } from "react";
import type { FailedSignIns } from "./team-contract";
import { format } from "../../i18n";
import { useAdminIntl } from "../ui/admin-intl";
import { useAdminLanguage, useAdminMessages } from "../ui/use-admin-messages";
import { plural } from "../../shared/plural";

const STORAGE_KEY = "adminSignInNotice";

export function rememberFailedSignIns(failed: FailedSignIns | null | undefined): void {
  try {
    if (failed && failed.count > 0) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(failed));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the notice is a courtesy, the sign-in goes on.
  }
}

function readFailedSignIns(): FailedSignIns | null {
  try {
    const data = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null") as FailedSignIns | null;
    return data && typeof data.count === "number" && typeof data.lastAt === "string" ? data : null;
  } catch {
    return null;
  }
}

export function SignInNotice() {
  const t = useAdminMessages().layout.failedSignIns;
  const intl = useAdminIntl();
  const language = useAdminLanguage();
  const [failed, setFailed] = useState<FailedSignIns | null>(null);
  useEffect(() => setFailed(readFailedSignIns()), []);
  if (!failed) return null;
  const dismiss = () => {
    rememberFailedSignIns(null);
    setFailed(null);
  };
  return (
    <div
      role="status"
      className="mx-4 mt-4 flex flex-wrap items-start justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-ink sm:mx-8"
    >
      <p className="min-w-0 flex-1">
        {format(plural(language, failed.count, t.attempts), {
          count: failed.count,
          when: intl.dateTime(failed.lastAt),
          address: failed.lastAddress ?? t.unknownAddress,
        })}
      </p>
      <button
        type="button"
        onClick={dismiss}
        className="text-xs font-semibold tracking-[0.14em] text-ink/70 uppercase hover:text-ink"
      >
        {t.dismiss}
      </button>
    </div>
  );
}
