import type { HttpTypes } from "@medusajs/types"
import { COUNTRY_CODE } from "@chaka/rules"
import { emptyAddress, type AddressInput } from "./schemas"
import { primaryAddress } from "./primary-address"

/**
 * How a Bangladeshi address sits in a Medusa address (the bd-commerce plugin reads it the
 * same way): province = division, city = district, address_2 = police station (thana),
 * address_1 = road or village.
 */
export type MedusaAddressFields = {
  first_name?: string
  last_name?: string
  address_1: string
  address_2: string
  city: string
  province: string
  phone: string
  country_code: typeof COUNTRY_CODE
}

type Person = { first_name?: string | null; last_name?: string | null }

/** The form's fields as a Medusa address (for a cart, an order or the customer's book). */
export function toMedusaAddress(address: AddressInput, person: Person = {}): MedusaAddressFields {
  return {
    ...(person.first_name ? { first_name: person.first_name } : {}),
    ...(person.last_name ? { last_name: person.last_name } : {}),
    address_1: address.road.trim(),
    address_2: address.thana,
    city: address.district,
    province: address.division,
    phone: address.phone.trim(),
    country_code: COUNTRY_CODE,
  }
}

/** A saved Medusa address as the form's fields (missing parts empty). */
export function fromMedusaAddress(address: Partial<HttpTypes.StoreCustomerAddress> | null | undefined, fallbackPhone?: string | null): AddressInput {
  if (!address) return { ...emptyAddress, phone: fallbackPhone ?? "" }
  return {
    division: address.province ?? "",
    district: address.city ?? "",
    thana: address.address_2 ?? "",
    road: address.address_1 ?? "",
    phone: address.phone || fallbackPhone || "",
  }
}

export { primaryAddress }

/** The customer's saved address as form fields; the customer's phone fills in for a missing one. */
export const addressFromCustomer = (customer: Pick<HttpTypes.StoreCustomer, "addresses" | "phone">): AddressInput =>
  fromMedusaAddress(primaryAddress(customer), customer.phone)

/** Whether every part of the address is there (a parcel needs them all). */
export const isCompleteAddress = (address: AddressInput) => Object.values(address).every((value) => value.trim() !== "")
