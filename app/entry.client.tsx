// React Router's default browser entry, plus one step for the admin dashboard: its section's screen
// is loaded on first use (app/admin/sections.ts, decision 028), so the page's own section is fetched
// before hydrating, and the section hydrates with the page rather than a moment after it.
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

async function preloadAdminSection(): Promise<void> {
  if (window.location.pathname !== "/admin/dashboard") return;
  const { parseSection, preloadSection } = await import("./admin/sections");
  await preloadSection(parseSection(new URLSearchParams(window.location.search)));
}

void preloadAdminSection()
  // A chunk that fails to load is fetched again by the section itself; the page hydrates anyway.
  .catch(() => undefined)
  .finally(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  });
