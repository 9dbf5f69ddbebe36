// React Router's <Scripts />, less its <link rel="modulepreload"> tags. React hoists those into the
// head, where they start ~150 KB of high-priority script downloads that compete with the page's
// stylesheet and paint on a slow mobile connection: Lighthouse's mobile FCP was 2.5-2.8 s with
// them and 1.6-1.9 s without (docs/PERFORMANCE.md). The module scripts still load every route
// module; their imports are found as each one is parsed, so hydration waits a few round trips
// longer, after the page is already painted and readable.
import { Children, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts } from "react-router";

type ScriptsProps = Parameters<typeof Scripts>[0];

const isModulePreload = (node: ReactNode) =>
  isValidElement<{ rel?: string }>(node) && node.type === "link" && node.props.rel === "modulepreload";

export function PageScripts(props: ScriptsProps) {
  // Called as a function (it is a component made of hooks only) so its output can be filtered.
  const scripts = Scripts(props) as ReactElement<{ children?: ReactNode }> | null;
  if (!scripts) return null;
  return <>{Children.toArray(scripts.props.children).filter((child) => !isModulePreload(child))}</>;
}
