// /terms: the Terms & Conditions the footer links to (SPEC.md names the link, not the page):
// orders, pricing, Cash on Delivery, delivery, returns. The text is in app/content/legal.en.ts.
import type { Route } from "./+types/terms";
import { DocumentSections, PageHeader, contentPageMeta, usePages } from "../components/content-page";
import { useMessages } from "../hooks/use-root-data";
import { format } from "../i18n";

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, "terms", "/terms");
}

export default function TermsPage() {
  const page = usePages().terms;
  const t = useMessages().content;
  return (
    <main>
      <PageHeader title={page.title} intro={page.intro} note={format(t.lastUpdated, { date: page.lastUpdated })} />
      <DocumentSections sections={page.sections} indexLabel={t.onThisPage} />
    </main>
  );
}
