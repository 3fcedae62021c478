/** A date such as "12 Mar 2026", or "" for a missing or invalid value. */
export const formatDate = (value: string | null | undefined): string => {
  if (!value) return ""
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleDateString(undefined, { dateStyle: "medium" })
}
