// Counted words in the reader's language. Intl.PluralRules picks the form (English has "one" and
// "other"; Arabic "zero", "one", "two", "few", "many" and "other"), so a language that needs more
// forms adds them to its messages, not to the code. A form it leaves out reads as "other".

/** A counted text's forms; `{count}` in them is for the caller to fill. */
export type PluralForms = { readonly other: string } & { readonly [rule in Intl.LDMLPluralRule]?: string };

const rules = new Map<string, Intl.PluralRules>();

/** The form of `forms` that `count` takes in `locale`. */
export function plural(locale: string, count: number, forms: PluralForms): string {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  return forms[rule.select(count)] ?? forms.other;
}
