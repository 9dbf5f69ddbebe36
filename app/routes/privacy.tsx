// /privacy (SPEC.md section 2, Privacy Policy): last updated May 31, 2025, with the spec's six
// sections. The text is in app/content/legal.en.ts.
import type { Route } from "./+types/privacy";
import { DocumentSections, PageHeader, contentPageMeta, usePages } from "../components/content-page";
import { useMessages } from "../hooks/use-root-data";
import { format } from "../i18n";

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, "privacy", "/privacy");
}

export default function PrivacyPage() {
  const page = usePages().privacy;
  const t = useMessages().content;
  return (
    <main>
      <PageHeader title={page.title} intro={page.intro} note={format(t.lastUpdated, { date: page.lastUpdated })} />
      <DocumentSections sections={page.sections} indexLabel={t.onThisPage} />
    </main>
  );
}
