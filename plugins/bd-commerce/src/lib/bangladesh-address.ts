import { normaliseBdPhone } from "@chaka/rules"
import type { District, Division } from "../data/bangladesh-divisions"
import { messages } from "../messages"
import { findDistrict, findDivision, findThana } from "./place-names"

/**
 * A Medusa address (cart or customer) as this plugin reads it: the division is the
 * `province`, the district the `city`, the police station (thana) `address_2` and the road
 * or village `address_1`.
 */
export type AddressFields = {
  country_code?: string | null
  province?: string | null
  city?: string | null
  address_2?: string | null
  address_1?: string | null
  phone?: string | null
}

export type AddressCheck<T> = { ok: true; address: T } | { ok: false; message: string }

const key = (name: string) => name.trim().toLowerCase()

/** 01XXXXXXXXX, optionally written with +88/88 and spaces or hyphens. Operators use 013-019. */
/** The phone as stored: without the spaces and hyphens people type in it. */
export const compactPhone = (phone: string) => phone.replace(/[\s-]/g, "")

/** A Bangladeshi mobile as people write it: the one rule, @chaka/rules' normaliseBdPhone. */
export const isBangladeshiMobile = (phone: string) => normaliseBdPhone(phone) !== null

/** Whether this address is one the Bangladesh data applies to (no country means the shop's own). */
export const isBangladeshAddress = (address: AddressFields) => !address.country_code || key(address.country_code) === "bd"

/**
 * Checks a Bangladeshi address against the division → district → thana data, and returns it
 * with the names in their official spelling ("dhaka" → "Dhaka", "Chittagong" → "Chattogram",
 * "Mirpur" → "Mirpur Model": lib/place-names). Every field is required:
 * a parcel needs all of them to arrive.
 */
export function checkBangladeshAddress<T extends AddressFields>(address: T): AddressCheck<T> {
  const text = (value: string | null | undefined) => (typeof value === "string" ? value.trim() : "")
  const [divisionName, districtName, thanaName] = [text(address.province), text(address.city), text(address.address_2)]
  const [road, phone] = [text(address.address_1), text(address.phone)]

  if (!divisionName) return fail(messages.divisionRequired)
  const division: Division | undefined = findDivision(divisionName)
  if (!division) return fail(messages.unknownDivision(divisionName))
  if (!districtName) return fail(messages.districtRequired)
  const district: District | undefined = findDistrict(division, districtName)
  if (!district) return fail(messages.unknownDistrict(districtName, division.name))
  if (!thanaName) return fail(messages.thanaRequired)
  const thana = findThana(district, thanaName)
  if (!thana) return fail(messages.unknownThana(thanaName, district.name))
  if (!road) return fail(messages.roadRequired)
  if (!phone) return fail(messages.phoneRequired)
  if (!isBangladeshiMobile(phone)) return fail(messages.phoneInvalid)

  return { ok: true, address: { ...address, province: division.name, city: district.name, address_2: thana, address_1: road, phone } }
}

const fail = (message: string) => ({ ok: false as const, message })
