// docs/product.md: the page scrolls to top on every path change.
// React Router's <ScrollRestoration> (in root.tsx) already resets on new navigations and restores
// the position on back/forward; this makes the rule explicit for every other case (a page that
// navigates with preventScrollReset, a replace) and jumps instantly, because the site's smooth
// scroll-behavior would otherwise animate the whole page up after every click.
import { useLayoutEffect, useRef } from "react";
import { NavigationType, useLocation, useNavigationType } from "react-router";

export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);

  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // Back/forward restores where the shopper was; a #fragment scrolls to its own target.
    if (navigationType === NavigationType.Pop || hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname, hash, navigationType]);

  return null;
}
