// /terms: the Terms & Conditions the footer links to (docs/product.md names the link, not the page):
// orders, pricing, Cash on Delivery, delivery, returns. The text is in app/content/legal.en.ts.
import type { Route } from "./+types/terms";
import { LegalDocument, contentPageMeta, usePages } from "../components/content-page";

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, "terms", "/terms");
}

export default function TermsPage() {
  return <LegalDocument page={usePages().terms} />;
}
