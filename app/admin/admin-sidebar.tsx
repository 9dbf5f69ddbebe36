// The admin sidebar (docs/product.md 'Admin layout'): Overview, All Orders, one link per status, Customers, Analytics
// and Logout; drivers, cash and, for owners, the delivery settings; the catalogue and,
// for owners, settings, staff and the audit trail; one's own account.
// Links the person's role does not open are left out. The active link follows the
// section and status query parameters. Below 1024 px it folds into a top bar with a menu button.
import { useEffect, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { format } from "../i18n";
import { useStore } from "../hooks/use-root-data";
import { canOpen, isNavActive, navHref, SECTIONS, type AdminSection, type NavTarget, type Section } from "./sections";
import { useAdminUser } from "./team/admin-user";
import { Icon, type IconName } from "./ui/icons";
import { useAdminMessages } from "./ui/use-admin-messages";
import { useLogout } from "./team/use-logout";
import { LanguageSwitch } from "./team/language-switch";

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

  // The sections this person opens, grouped as listed in sections.ts; the orders add one link per status.
  const groups: { id: AdminSection["group"]; label: string; links: NavLink[] }[] = [];
  for (const section of SECTIONS) {
    if (!canOpen(user.role, section.id)) continue;
    let group = groups.find((candidate) => candidate.id === section.group);
    if (!group) {
      group = { id: section.group, label: t.groups[section.group], links: [] };
      groups.push(group);
    }
    group.links.push({ target: mainTarget(section.id), label: t.nav[section.navLabel], icon: section.icon });
    const statusLinks: AdminSection["statusLinks"] = "statusLinks" in section ? section.statusLinks : undefined;
    for (const { status, icon } of statusLinks ?? [])
      group.links.push({ target: { section: "orders", status }, label: messages.labels.statuses[status], icon });
  }

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
          <LanguageSwitch />
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

/** A section's own link: the orders' opens every status. */
function mainTarget(section: Section): NavTarget {
  return section === "orders" ? { section, status: "All" } : { section };
}
