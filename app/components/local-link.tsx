// The storefront's internal link: a React Router <Link> whose string `to` ("/cart", "/offers#x")
// is turned into the current edition's path ("/ar/cart" in Arabic). Use it for every internal link.
import { forwardRef, type ComponentProps } from "react";
import { Link } from "react-router";
import { useLocalePath } from "../hooks/use-locale";

export const LocalLink = forwardRef<HTMLAnchorElement, ComponentProps<typeof Link>>(function LocalLink({ to, ...rest }, ref) {
  const localePath = useLocalePath();
  return <Link ref={ref} to={typeof to === "string" ? localePath(to) : to} {...rest} />;
});
