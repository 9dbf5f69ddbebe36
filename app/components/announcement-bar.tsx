// The owner's announcement bar above the header (decision 039): one line in the page's language,
// a link when the owner gave one. The root loader sends it only while it is scheduled, and the
// page cache renders pages again at its start and end, so it comes and goes by itself.
import { useRootData } from "../hooks/use-root-data";
import { LocalLink } from "./local-link";

export function AnnouncementBar() {
  const { announcement } = useRootData();
  if (!announcement) return null;
  const { text, link } = announcement;
  const className = "underline decoration-gold-light/60 underline-offset-4 hover:text-gold-light";
  return (
    <aside
      aria-label={text}
      data-testid="announcement"
      className="border-b border-gold/30 bg-ink px-4 py-2 text-center text-sm font-medium text-ivory"
    >
      {!link ? (
        text
      ) : link.startsWith("/") ? (
        <LocalLink to={link} className={className}>
          {text}
        </LocalLink>
      ) : (
        <a href={link} className={className} rel="noopener">
          {text}
        </a>
      )}
    </aside>
  );
}
