import { shownAvatarUrl, type AvatarMetadata } from "@chaka/reviews/api"
import type { StoredAddressFields } from "../../workflows/orders/rules/shop-orders"

/** Spec section 3's cart item: a product id and how many. */
export type CompatCartItem = { id: string; quantity: number }

/** Spec section 3's user (the customer record, with its cart). */
export type CompatUser = {
  _id: string
  displayName: string | null
  email: string
  imgUrl: string | null
  imgId: string | null
  phone: string | null
  division: string | null
  district: string | null
  policeStation: string | null
  rodeOrVillage: string | null
  cart: CompatCartItem[]
}

/** What Query reads of a customer for the user shape. */
export const COMPAT_USER_FIELDS = [
  "id",
  "email",
  "first_name",
  "last_name",
  "phone",
  "metadata",
  "addresses.id",
  "addresses.is_default_shipping",
  "addresses.province",
  "addresses.city",
  "addresses.address_1",
  "addresses.address_2",
  "addresses.phone",
]

export type StoredCompatCustomer = {
  id: string
  email: string
  first_name: string | null
  last_name: string | null
  phone: string | null
  metadata: Record<string, unknown> | null
  addresses?: (StoredAddressFields & { id: string; is_default_shipping: boolean })[] | null
}

/** The address the shop ships to (as the storefront picks it): the default one, else the first. */
export const primaryAddressOf = (customer: Pick<StoredCompatCustomer, "addresses">) =>
  customer.addresses?.find((address) => address.is_default_shipping) ?? customer.addresses?.[0] ?? null

/** "First Last" — the original's displayName — or null when the customer has no name. */
export const displayNameOf = (person: { first_name?: string | null; last_name?: string | null } | null | undefined) =>
  [person?.first_name, person?.last_name].filter(Boolean).join(" ") || null

/** The original's displayName as Medusa's first and last name (split at the first space). */
export function namesOf(displayName: string) {
  const [first, ...rest] = displayName.trim().split(/\s+/)
  return { first_name: first || null, last_name: rest.join(" ") || null }
}

/**
 * A customer in the original user shape. Fields the customer has not filled in yet are null,
 * as the original's record had them (imgUrl and imgId start null; the address and phone come
 * with the first profile update). imgUrl and imgId are the avatar the shop stored for this
 * customer, or null (an address the shop did not store is never shown; `filesUrl`: see
 * storedFilesUrl).
 */
export function toCompatUser(customer: StoredCompatCustomer, cart: CompatCartItem[], filesUrl: string | null): CompatUser {
  const address = primaryAddressOf(customer)
  const avatar = (customer.metadata ?? {}) as AvatarMetadata
  return {
    _id: customer.id,
    displayName: displayNameOf(customer),
    email: customer.email,
    imgUrl: shownAvatarUrl(customer, filesUrl),
    imgId: shownAvatarUrl(customer, filesUrl) ? (avatar.avatar_file_id ?? null) : null,
    phone: customer.phone || address?.phone || null,
    division: address?.province || null,
    district: address?.city || null,
    policeStation: address?.address_2 || null,
    rodeOrVillage: address?.address_1 || null,
    cart,
  }
}
