// /privacy (docs/product.md#2-pages, Privacy Policy): last updated May 31, 2025, with the spec's six
// sections. The text is in app/content/legal.en.ts.
import type { Route } from "./+types/privacy";
import { LegalDocument, contentPageMeta, usePages } from "../components/content-page";

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, "privacy", "/privacy");
}

export default function PrivacyPage() {
  return <LegalDocument page={usePages().privacy} />;
}
