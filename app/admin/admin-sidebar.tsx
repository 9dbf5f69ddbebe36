// The admin sidebar (docs/product.md 'Admin layout'): Overview, All Orders, one link per status, Customers, Analytics
// and Logout; drivers, cash and, for owners, the delivery settings (issue 22); the catalogue and,
// for owners, settings, staff and the audit trail; one's own account.
// Links the person's role does not open are left out (issue 20). The active link follows the
// section and status query parameters. Below 1024 px it folds into a top bar with a menu button.
import { useEffect, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { format } from "../i18n";
import { isNavActive, navHref, SECTION_PERMISSIONS, type NavTarget } from "../shared/admin-filters";
import { can } from "../shared/staff-roles";
import { useStore } from "../hooks/use-root-data";
import { useAdminUser } from "./team/admin-user";
import { Icon, type IconName } from "./ui/icons";
import { useAdminMessages } from "./ui/use-admin-messages";
import { useLogout } from "./team/use-logout";

interface NavLink {
  target: NavTarget;
  label: string;
  icon: IconName;
}

export function AdminSidebar() {
  const messages = useAdminMessages();
  const t = messages.layout;
  const store = useStore();
  const [params] = useSearchParams();
  const location = useLocation();
  const { user } = useAdminUser();
  const { logout, leaving } = useLogout();
  const [open, setOpen] = useState(false);

  // Picking a link on a phone closes the menu, as the storefront's menu does.
  useEffect(() => setOpen(false), [location.search]);

  const allGroups: { label: string; links: NavLink[] }[] = [
    { label: t.groups.dashboard, links: [{ target: { section: "overview" }, label: t.nav.overview, icon: "overview" }] },
    {
      label: t.groups.orders,
      links: [
        { target: { section: "orders", status: "All" }, label: t.nav.allOrders, icon: "orders" },
        { target: { section: "orders", status: "Pending" }, label: "Pending", icon: "pending" },
        { target: { section: "orders", status: "Processing" }, label: "Processing", icon: "processing" },
        { target: { section: "orders", status: "Shipped" }, label: "Shipped", icon: "shipped" },
        { target: { section: "orders", status: "Delivered" }, label: "Delivered", icon: "delivered" },
        { target: { section: "orders", status: "Cancelled" }, label: "Cancelled", icon: "cancelled" },
        { target: { section: "customers" }, label: t.nav.customers, icon: "people" },
      ],
    },
    {
      label: t.groups.delivery,
      links: [
        { target: { section: "drivers" }, label: t.nav.drivers, icon: "shipped" },
        { target: { section: "cash" }, label: t.nav.cash, icon: "cash" },
        { target: { section: "delivery" }, label: t.nav.delivery, icon: "pin" },
      ],
    },
    { label: t.groups.insights, links: [{ target: { section: "analytics" }, label: t.nav.analytics, icon: "analytics" }] },
    {
      label: t.groups.catalogue,
      links: [
        { target: { section: "catalogue" }, label: t.nav.perfumes, icon: "bag" },
        { target: { section: "bundles" }, label: t.nav.bundles, icon: "gift" },
        { target: { section: "settings" }, label: t.nav.settings, icon: "settings" },
      ],
    },
    {
      label: t.groups.team,
      links: [
        { target: { section: "staff" }, label: t.nav.staff, icon: "key" },
        { target: { section: "audit" }, label: t.nav.audit, icon: "shield" },
        { target: { section: "account" }, label: t.nav.account, icon: "user" },
      ],
    },
  ];
  const groups = allGroups
    .map((group) => ({
      ...group,
      links: group.links.filter((link) => {
        const permission = SECTION_PERMISSIONS[link.target.section];
        return !permission || can(user.role, permission);
      }),
    }))
    .filter((group) => group.links.length > 0);

  const onDashboard = location.pathname === "/admin/dashboard";

  return (
    <aside className="bg-ink text-ivory lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col lg:overflow-y-auto">
      <div className="flex items-center justify-between gap-4 px-5 py-4 lg:px-7 lg:pt-9 lg:pb-8">
        <Link to={navHref({ section: "overview" })} className="group rounded leading-none">
          <span className="block font-display text-2xl font-semibold tracking-wide text-ivory">{store.brand}</span>
          <span className="mt-1.5 block text-[0.65rem] font-medium tracking-[0.35em] text-gold-light uppercase">
            {t.adminLabel}
          </span>
        </Link>
        <button
          type="button"
          className="grid size-10 place-items-center rounded-md border border-ivory/20 text-ivory lg:hidden"
          aria-expanded={open}
          aria-controls="admin-menu"
          aria-label={open ? t.menuClose : t.menuOpen}
          onClick={() => setOpen((v) => !v)}
        >
          <Icon name={open ? "cancelled" : "menu"} className="size-5" />
        </button>
      </div>

      <div
        id="admin-menu"
        className={`${open ? "flex" : "hidden"} flex-1 flex-col border-t border-ivory/10 lg:flex lg:border-t-0`}
      >
        <nav aria-label={t.navLabel} className="px-3 py-4 lg:px-4 lg:py-0">
          {groups.map((group) => (
            <div key={group.label} className="mb-5">
              <p className="px-3 pb-2 text-[0.65rem] font-semibold tracking-[0.28em] text-ivory/60 uppercase">{group.label}</p>
              <ul className="grid gap-0.5">
                {group.links.map((link) => {
                  const active = onDashboard && isNavActive(link.target, params);
                  return (
                    <li key={link.label}>
                      <Link
                        to={navHref(link.target)}
                        aria-current={active ? "page" : undefined}
                        className={`flex items-center gap-3 rounded-md border-s-2 px-3 py-2 text-sm transition-colors ${
                          active
                            ? "border-gold bg-ivory/10 font-medium text-ivory"
                            : "border-transparent text-ivory/75 hover:bg-ivory/5 hover:text-ivory"
                        }`}
                      >
                        <Icon name={link.icon} className={`size-4 ${active ? "text-gold-light" : ""}`} />
                        {link.label}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </nav>

        <div className="mt-auto grid grid-cols-1 gap-3 border-t border-ivory/10 px-5 py-5">
          <p className="truncate text-xs text-ivory/70">{format(t.signedInAs, { username: user.username })}</p>
          <div className="grid grid-cols-2 gap-2">
            <a
              href="/"
              className="inline-flex h-9 items-center justify-center gap-1.5 rounded-md border border-ivory/20 px-2 text-xs whitespace-nowrap text-ivory/85 hover:border-gold-light hover:text-ivory"
            >
              <Icon name="store" />
              {t.viewStore}
            </a>
            <button
              type="button"
              onClick={logout}
              disabled={leaving}
              className="inline-flex h-9 items-center justify-center gap-1.5 rounded-md bg-gold px-2 text-xs font-semibold whitespace-nowrap text-ink hover:bg-gold-light disabled:opacity-60"
            >
              <Icon name="logout" />
              {leaving ? t.loggingOut : t.logout}
            </button>
          </div>
        </div>
      </div>
    </aside>
  );
}
