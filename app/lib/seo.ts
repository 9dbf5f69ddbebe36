// Placeholder: the storefront issue fills this in (canonical, Open Graph, description).
// Contract: pages call seoMeta(matches, { title, description, path }) from their meta export.
export interface SeoInput {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/products". */
  path: string;
  image?: string;
}

type Match = { id: string; data?: unknown } | undefined;

export function seoMeta(_matches: readonly Match[], input: SeoInput) {
  return [{ title: input.title }, { name: "description", content: input.description }];
}
