// The dashboard's switches for new-order alerts: the chime, off until turned on in this
// browser, and desktop notifications, asked for only when staff press the button.
import { useEffect, useState } from "react";
import { askForNotifications, chimeEnabled, notificationsSupported, onAlertSettings, setChime } from "./new-order-alerts";
import { Button } from "../../ui/ui";
import { useAdminMessages } from "../../ui/use-admin-messages";

export function OrderAlertControls() {
  const t = useAdminMessages().alerts;
  // Read after hydration: the server knows nothing of this browser's settings.
  const [state, setState] = useState<{ chime: boolean; permission: NotificationPermission | "unsupported" } | null>(null);
  useEffect(() => {
    const read = () =>
      setState({ chime: chimeEnabled(), permission: notificationsSupported() ? Notification.permission : "unsupported" });
    read();
    return onAlertSettings(read);
  }, []);
  if (!state) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t.label}>
      <Button size="sm" aria-pressed={state.chime} onClick={() => setChime(!state.chime)}>
        {state.chime ? t.chimeOn : t.chimeOff}
      </Button>
      {state.permission === "default" && (
        <Button size="sm" onClick={() => void askForNotifications()}>
          {t.enableNotifications}
        </Button>
      )}
      {state.permission === "granted" && <span className="text-xs text-ink/60">{t.notificationsOn}</span>}
      {state.permission === "denied" && <span className="text-xs text-ink/60">{t.notificationsBlocked}</span>}
    </div>
  );
}
