// /privacy (docs/product.md#2-pages, Privacy Policy): last updated May 31, 2025, with the spec's six
// sections. The text is in app/content/legal.en.ts.
import type { Route } from "./+types/privacy";
import { infoAr } from "../i18n/info.ar";
import { arabicTexts, textsOnlyClientLoader } from "../i18n/parts";
import { LegalDocument, contentPageMeta, usePages } from "../components/content-page";

// The page's own texts in Arabic (in English they are in its script): app/i18n/parts.ts.
export const loader = ({ request }: Route.LoaderArgs) => ({ texts: arabicTexts(request, infoAr) });
export const clientLoader = textsOnlyClientLoader;

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, "privacy", "/privacy");
}

export default function PrivacyPage() {
  return <LegalDocument page={usePages().privacy} />;
}
