// /terms: the Terms & Conditions the footer links to (docs/product.md names the link, not the page):
// orders, pricing, Cash on Delivery, delivery, returns. The text is in app/content/legal.en.ts.
import type { Route } from "./+types/terms";
import { infoAr } from "../i18n/info.ar";
import { arabicTexts, textsOnlyClientLoader } from "../i18n/parts";
import { LegalDocument, contentPageMeta, usePages } from "../components/content-page";

// The page's own texts in Arabic (in English they are in its script): app/i18n/parts.ts.
export const loader = ({ request }: Route.LoaderArgs) => ({ texts: arabicTexts(request, infoAr) });
export const clientLoader = textsOnlyClientLoader;

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, "terms", "/terms");
}

export default function TermsPage() {
  return <LegalDocument page={usePages().terms} />;
}
