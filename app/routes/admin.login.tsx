// Admin login (docs/product.md 'Admin login', sections 5 and 8): Username and Password, 'Authenticating...'
// while the server checks them, the success and failure toasts, then after one second the page the
// user first asked for (or the overview). A signed-in visitor skips straight there. With two-factor
// sign-in on the server answers the password with `totp_required`, and the form asks for
// the code, sending it with the same username and password.
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, redirect, useLoaderData, useLocation, useNavigate } from "react-router";
import { rememberFailedSignIns } from "../admin/team/sign-in-notice";
import type { SignedIn } from "../admin/team/team-contract";
import type { Route } from "./+types/admin.login";
import { getAdmin } from "../auth.server";
import { format } from "../i18n";
import { adminEn } from "../i18n/admin.en";
import { AdminApiError, adminRequest, NETWORK_ERROR_STATUS } from "../admin/api/admin-api";
import { waitWords } from "../admin/ui/admin-format";
import { LOGIN_REDIRECT_DELAY_MS, safeAdminRedirect } from "../admin/api/admin-redirect";
import { ToastProvider, useToast } from "../components/toaster";
import { useAdminLanguage, useAdminMessages } from "../admin/ui/use-admin-messages";
import type { LoginPageState } from "../admin/team/use-logout";
import { AuthFrame } from "../admin/team/auth-frame";

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeAdminRedirect(new URL(request.url).searchParams.get("redirectTo"));
  if (await getAdmin(request, context)) throw redirect(redirectTo);
  return { redirectTo };
}

export function meta({ matches }: Route.MetaArgs) {
  const brand = (matches[0]?.data as { store?: { brand: string } } | undefined)?.store?.brand ?? "";
  return [{ title: format(adminEn.meta.login, { brand }) }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminLogin() {
  const messages = useAdminMessages();
  return (
    <ToastProvider closeLabel={messages.dialog.close}>
      <LoginScreen />
    </ToastProvider>
  );
}

interface Credentials {
  username: string;
  password: string;
  code: string;
}

function LoginScreen() {
  const messages = useAdminMessages();
  const language = useAdminLanguage();
  const t = messages.login;
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const { redirectTo } = useLoaderData<typeof loader>();
  const [failure, setFailure] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const [askCode, setAskCode] = useState(false);
  // Until the page is interactive the form could only submit natively, which would put the
  // password in a URL; so the button waits for hydration.
  const [hydrated, setHydrated] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({ defaultValues: { username: "", password: "", code: "" } });

  useEffect(() => {
    setHydrated(true);
    return () => clearTimeout(redirectTimer.current);
  }, []);

  // Arriving from Logout: say so once, then forget it so a reload does not say it again.
  useEffect(() => {
    if ((location.state as LoginPageState | null)?.loggedOut) {
      toast(messages.toasts.loggedOut);
      void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    }
  }, [location, navigate, toast, messages]);

  const onSubmit = async (values: Credentials) => {
    setFailure(null);
    try {
      const signedIn = await adminRequest<SignedIn>("/api/admin/login", {
        method: "POST",
        body: askCode ? values : { username: values.username, password: values.password },
        redirectOn401: false,
      });
      rememberFailedSignIns(signedIn.failedSignIns);
      setSucceeded(true);
      toast(messages.toasts.loginSuccess);
      redirectTimer.current = setTimeout(() => navigate(redirectTo, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
    } catch (error) {
      const status = error instanceof AdminApiError ? error.status : NETWORK_ERROR_STATUS;
      const code = error instanceof AdminApiError ? error.code : null;
      if (code === "totp_required") {
        setAskCode(true);
        setTimeout(() => setFocus("code"));
      } else if (code === "totp_invalid") {
        setFailure(t.codeInvalid);
        setValue("code", "");
        setFocus("code");
      } else if (code === "account_disabled") {
        setFailure(t.disabled);
        toast({ ...messages.toasts.loginFailed, variant: "destructive" });
      } else if (status === 429) {
        const seconds = error instanceof AdminApiError && error.retryAfter !== null ? error.retryAfter : 60;
        const wait = waitWords(seconds, messages.time, language);
        setFailure(format(t.tooMany, { wait }));
        toast({
          title: messages.toasts.loginLocked.title,
          description: format(messages.toasts.loginLocked.description, { wait }),
          variant: "destructive",
        });
      } else if (status === NETWORK_ERROR_STATUS || status >= 500) {
        setFailure(t.unavailable);
        toast({ ...messages.toasts.loginUnavailable, variant: "destructive" });
      } else {
        setFailure(t.invalid);
        toast({ ...messages.toasts.loginFailed, variant: "destructive" });
        setAskCode(false);
        setValue("code", "");
        setValue("password", "");
        setFocus("password");
      }
    }
  };

  const busy = isSubmitting || succeeded;
  const input =
    "mt-2 h-11 w-full rounded-md border border-ink/15 bg-white px-3.5 text-[0.95rem] text-ink focus:border-gold-dark focus:outline-none focus-visible:ring-2 focus-visible:ring-gold/40 aria-[invalid=true]:border-red-700";

  return (
    <AuthFrame
      card={
        <>
          <h1 className="text-center font-display text-4xl font-semibold text-ink">{t.title}</h1>
          <p className="mt-2 text-center text-sm text-ink/65">{t.subtitle}</p>
          <div aria-hidden="true" className="mx-auto mt-5 h-px w-16 bg-gold" />

          <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="mt-7 grid gap-5">
            {/* The code step keeps the username and password in the form, out of sight. */}
            <div className={askCode ? "hidden" : "grid gap-5"}>
              <div>
                <label htmlFor="admin-username" className="text-sm font-medium text-ink">
                  {t.username}
                </label>
                <input
                  id="admin-username"
                  type="text"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                  aria-invalid={errors.username ? true : undefined}
                  aria-describedby={errors.username ? "admin-username-error" : undefined}
                  className={input}
                  {...register("username", { validate: (v) => v.trim() !== "" || t.usernameRequired })}
                />
                {errors.username && (
                  <p id="admin-username-error" className="mt-1.5 text-sm text-red-800">
                    {errors.username.message}
                  </p>
                )}
              </div>
              <div>
                <label htmlFor="admin-password" className="text-sm font-medium text-ink">
                  {t.password}
                </label>
                <input
                  id="admin-password"
                  type="password"
                  autoComplete="current-password"
                  required
                  aria-invalid={errors.password ? true : undefined}
                  aria-describedby={errors.password ? "admin-password-error" : undefined}
                  className={input}
                  {...register("password", { required: t.passwordRequired })}
                />
                {errors.password && (
                  <p id="admin-password-error" className="mt-1.5 text-sm text-red-800">
                    {errors.password.message}
                  </p>
                )}
              </div>
            </div>

            {askCode && (
              <div>
                <p className="mb-3 font-display text-xl font-semibold text-ink">{t.codeTitle}</p>
                <label htmlFor="admin-code" className="text-sm font-medium text-ink">
                  {t.code}
                </label>
                <input
                  id="admin-code"
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={40}
                  aria-invalid={errors.code ? true : undefined}
                  aria-describedby={errors.code ? "admin-code-hint admin-code-error" : "admin-code-hint"}
                  className={`${input} tracking-[0.3em] tabular-nums`}
                  {...register("code", { validate: (v) => !askCode || v.trim() !== "" || t.codeRequired })}
                />
                <p id="admin-code-hint" className="mt-1.5 text-xs text-ink/60">
                  {t.codeHint}
                </p>
                {errors.code && (
                  <p id="admin-code-error" className="mt-1.5 text-sm text-red-800">
                    {errors.code.message}
                  </p>
                )}
              </div>
            )}

            <div aria-live="assertive">
              {failure && (
                <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-900">
                  {failure}
                </p>
              )}
            </div>

            <button
              type="submit"
              disabled={!hydrated || busy}
              className="inline-flex h-11 items-center justify-center gap-2 rounded-md bg-ink text-sm font-semibold tracking-[0.08em] text-ivory transition-colors hover:bg-ink/85 disabled:cursor-not-allowed disabled:opacity-70"
            >
              {busy && (
                <span
                  aria-hidden="true"
                  className="size-4 animate-spin rounded-full border-2 border-gold-light border-t-transparent motion-reduce:animate-none"
                />
              )}
              {busy ? t.submitting : askCode ? t.codeSubmit : t.submit}
            </button>
            {askCode && (
              <button
                type="button"
                onClick={() => {
                  setAskCode(false);
                  setFailure(null);
                  setValue("code", "");
                  setValue("password", "");
                  setFocus("password");
                }}
                className="text-sm text-ink/70 underline-offset-4 hover:text-ink hover:underline"
              >
                {t.codeBack}
              </button>
            )}
          </form>

          <p className="mt-6 text-center text-xs text-ink/60">{t.staffOnly}</p>
        </>
      }
      after={
        <p className="mt-8 text-center">
          <Link to="/" className="text-sm text-ivory/80 underline-offset-4 hover:text-ivory hover:underline">
            <span aria-hidden="true" className="me-1 inline-block rtl:-scale-x-100">
              ←
            </span>
            {t.backToStore}
          </Link>
        </p>
      }
    />
  );
}
