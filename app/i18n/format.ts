/**
 * Fills `{key}` placeholders in a message template.
 * Keys missing from `vars` are left untouched so a forgotten value is visible, not silently blank.
 */
export function format(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (Object.hasOwn(vars, key) ? String(vars[key]) : match));
}
