/**
 * A policy page's text may quote the shop's settings by name, `{dhaka_delivery_days}`, so the
 * page says what the settings say on every read instead of a copy that goes stale. The names and
 * their values come from the shop (the `policyTextValues` hook of readPolicyPageWorkflow); a name
 * the shop does not fill stays as written, so a typo shows rather than vanishing.
 */
const PLACEHOLDER = /\{([a-z][a-z0-9_]{0,63})\}/g

/** A placeholder's name: lower-case letters, digits and underscores. */
export const PLACEHOLDER_NAME = /^[a-z][a-z0-9_]{0,63}$/

export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (written, name: string) => (Object.prototype.hasOwnProperty.call(values, name) ? values[name] : written))
}
