import { normaliseBdPhone } from "@chaka/rules"
import type { District, Division } from "../data/bangladesh-divisions"
import { messages } from "../messages"
import { findDistrict, findDistrictAnywhere, findDivision, findThana, thanasNamedIn } from "./place-names"
import { findPostCode, normalisePostCode } from "./post-codes"

/**
 * A Medusa address (cart or customer) as this plugin reads it: the division is the
 * `province`, the district the `city`, the police station (thana) `address_2` and the road
 * or village `address_1`; `postal_code` is optional.
 */
export type AddressFields = {
  country_code?: string | null
  province?: string | null
  city?: string | null
  address_2?: string | null
  address_1?: string | null
  postal_code?: string | null
  phone?: string | null
}

export type AddressCheck<T> = { ok: true; address: T } | { ok: false; message: string }

const key = (name: string) => name.trim().toLowerCase()

/** The phone as stored: without the spaces and hyphens people type in it. */
export const compactPhone = (phone: string) => phone.replace(/[\s-]/g, "")

/** A Bangladeshi mobile as people write it: the one rule, @chaka/rules' normaliseBdPhone. */
export const isBangladeshiMobile = (phone: string) => normaliseBdPhone(phone) !== null

/** Whether this address is one the Bangladesh data applies to (no country means the shop's own). */
export const isBangladeshAddress = (address: AddressFields) => !address.country_code || key(address.country_code) === "bd"

const text = (value: string | null | undefined) => (typeof value === "string" ? value.trim() : "")

/**
 * Checks a Bangladeshi address against the division → district → thana data, and returns it
 * with the names in their official spelling ("dhaka" → "Dhaka", "Chittagong" → "Chattogram",
 * "Mirpur" → "Mirpur Model": lib/place-names). A parcel needs every part, but a standard
 * address form (Medusa's starter) has no field for the division nor the thana, so:
 * - an empty division is the district's;
 * - an empty thana is the post code's (data/bangladesh-post-codes.ts), or else the one thana of
 *   the district that the address line names ("House 12, Road 5, Dhanmondi").
 * A post code, when given, must be one of Bangladesh Post Office's list, in the district.
 */
export function checkBangladeshAddress<T extends AddressFields>(address: T): AddressCheck<T> {
  const [divisionName, districtName, thanaName] = [text(address.province), text(address.city), text(address.address_2)]
  const [road, phone, postal] = [text(address.address_1), text(address.phone), text(address.postal_code)]

  if (!divisionName && !districtName) return fail(messages.divisionRequired)
  const place = findPlace(divisionName, districtName)
  if (!place.ok) return place
  const { division, district } = place

  let postCode: string | undefined
  let postCodeThana: string | null = null
  if (postal) {
    postCode = normalisePostCode(postal)
    if (!postCode) return fail(messages.postCodeInvalid)
    const found = findPostCode(postCode)
    if (!found) return fail(messages.postCodeUnknown(postCode))
    if (found.district !== district.name) return fail(messages.postCodeOtherDistrict(postCode, found.district, district.name))
    postCodeThana = found.thana
  }

  let thana: string | undefined
  if (thanaName) {
    thana = findThana(district, thanaName)
    if (!thana) return fail(messages.unknownThana(thanaName, district.name))
  } else if (postCodeThana) {
    thana = postCodeThana
  } else {
    const named = thanasNamedIn(district, road)
    if (named.length > 1) return fail(messages.thanaAmbiguous(named, district.name))
    if (!named.length) return fail(postCode ? messages.thanaNotInPostCode(postCode) : messages.thanaRequired)
    thana = named[0]
  }
  if (!road) return fail(messages.roadRequired)
  if (!phone) return fail(messages.phoneRequired)
  if (!isBangladeshiMobile(phone)) return fail(messages.phoneInvalid)

  const spelled = { province: division.name, city: district.name, address_2: thana, address_1: road, phone }
  return { ok: true, address: { ...address, ...spelled, ...(postCode ? { postal_code: postCode } : {}) } }
}

/** The division and district written, the division found from the district when it is empty. */
function findPlace(divisionName: string, districtName: string): { ok: true; division: Division; district: District } | { ok: false; message: string } {
  if (!divisionName) {
    const found = findDistrictAnywhere(districtName)
    return found ? { ok: true, ...found } : fail(messages.unknownDistrictOfBangladesh(districtName))
  }
  const division = findDivision(divisionName)
  if (!division) return fail(messages.unknownDivision(divisionName))
  if (!districtName) return fail(messages.districtRequired)
  const district = findDistrict(division, districtName)
  return district ? { ok: true, division, district } : fail(messages.unknownDistrict(districtName, division.name))
}

const fail = (message: string) => ({ ok: false as const, message })
