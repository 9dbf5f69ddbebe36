// One card of the Storefront section: its title, what it is for, a badge (showing now or not).
import type { ReactNode } from "react";
import { Card } from "../ui/ui";

export function SectionCard({
  id,
  title,
  hint,
  badge,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id}>
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-ink/10 px-5 py-5 sm:px-6">
        <div>
          <h2 id={id} className="font-display text-2xl font-semibold">
            {title}
          </h2>
          <p className="mt-1 text-sm text-ink/60">{hint}</p>
        </div>
        {badge}
      </div>
      {children}
    </Card>
  );
}
