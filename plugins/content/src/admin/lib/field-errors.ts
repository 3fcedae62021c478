/** Field errors for the checks that fail, keyed by field; empty when the form is valid. */
export const fieldErrors = <TField extends string>(checks: ReadonlyArray<readonly [TField, boolean, string]>): Partial<Record<TField, string>> => {
  const errors: Partial<Record<TField, string>> = {}
  for (const [field, ok, message] of checks) if (!ok && !errors[field]) errors[field] = message
  return errors
}

export const hasErrors = (errors: Record<string, string | undefined>) => Object.values(errors).some(Boolean)
