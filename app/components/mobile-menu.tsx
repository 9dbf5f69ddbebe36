// The small-screen menu (below 768 px): the same links as the header, in a panel that drops
// below the header bar. It closes when a link is chosen, on Escape, and on any navigation.
import { useEffect, useRef } from "react";
import { NavLink } from "react-router";
import type { NavItem } from "./site-header";

export const MOBILE_MENU_ID = "mobile-menu";

interface MobileMenuProps {
  open: boolean;
  items: NavItem[];
  label: string;
  onClose(returnFocus: boolean): void;
}

export function MobileMenu({ open, items, label, onClose }: MobileMenuProps) {
  const firstLink = useRef<HTMLAnchorElement>(null);

  // Move focus into the menu when it opens so keyboard users land on the first link.
  useEffect(() => {
    if (open) firstLink.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  return (
    <nav
      id={MOBILE_MENU_ID}
      aria-label={label}
      hidden={!open}
      className="absolute inset-x-0 top-full border-b border-gold/20 bg-ink shadow-2xl md:hidden"
    >
      <ul className="mx-auto flex max-w-7xl flex-col px-4 py-3 sm:px-6">
        {items.map((item, i) => (
          <li key={item.to} className="border-b border-ivory/10 last:border-b-0">
            <NavLink
              ref={i === 0 ? firstLink : undefined}
              to={item.to}
              end={item.to === "/" || item.to === "/ar"}
              onClick={() => onClose(false)}
              className={({ isActive }) =>
                `block py-4 font-display text-2xl tracking-wide transition-colors focus-visible:outline-gold-light ${
                  isActive ? "text-gold-light" : "text-ivory hover:text-gold-light"
                }`
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
