/**
 * What an admin screen's route action answers one of its forms (with or without scripts): which
 * form (`intent`, and the record's `id` when a page has one such form per record), what was done
 * (`done`: the catalogue's success text, shown on the page), or why not (`error` under the form,
 * `fields` next to each field). `lost`: the answer never came (the page's clientAction).
 */
export type AdminAnswer = {
  intent: string
  id?: string
  done?: string
  error?: string
  fields?: Record<string, string>
  /** The text fields as posted, so a page rendered without scripts shows them again after a refusal. */
  values?: Record<string, string>
  lost?: boolean
}

/** The hidden field naming which of a page's forms was posted. */
export const INTENT = "intent"
/** The hidden field naming the record a form changes (an order, a product). */
export const RECORD_ID = "id"

/**
 * What one form's handler decided (api/admin-action.server.ts): `done` with the catalogue's text,
 * or a refusal (`status` 4xx) with `error` and/or `fields`. Plain data, so the delivery and policy
 * features' handlers give it without importing this feature.
 */
export type FormOutcome = { status?: number; done?: string; error?: string; fields?: Record<string, string> }

/** A zod check's first message for each field, as a form shows them. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const name = String(issue.path[0] ?? "")
    fields[name] ??= issue.message
  }
  return fields
}
