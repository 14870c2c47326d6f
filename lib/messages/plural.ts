/**
 * ICU-style plural choice for the message modules, so a count never meets the wrong form ("1 different
 * outfits"): an exact `=N` form wins (ICU's `=0 {no outfits yet}`), else the language's plural category
 * from Intl.PluralRules (English: one, other), else `other`. `#` in the chosen form is the count.
 */
export type PluralForms = Partial<Record<`=${number}` | Intl.LDMLPluralRule, string>> & { other: string };

const rulesByLocale = new Map<string, Intl.PluralRules>();

function rulesFor(locale: string): Intl.PluralRules {
  let rules = rulesByLocale.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesByLocale.set(locale, rules);
  }
  return rules;
}

export function plural(count: number, forms: PluralForms, locale = "en"): string {
  const form = forms[`=${count}`] ?? forms[rulesFor(locale).select(count)] ?? forms.other;
  return form.replaceAll("#", count.toLocaleString(locale));
}
