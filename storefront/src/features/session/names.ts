/** The display name as Medusa stores it: first word as first name, the rest as last name. */
export function splitName(name: string) {
  const [first_name = "", ...rest] = name.trim().split(/\s+/)
  return { first_name, last_name: rest.join(" ") }
}

/** The other way round, for showing a customer. */
export const displayName = (customer: { first_name?: string | null; last_name?: string | null }) =>
  [customer.first_name, customer.last_name].filter(Boolean).join(" ")
