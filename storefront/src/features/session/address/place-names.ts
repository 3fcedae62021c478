import { useQuery } from "@tanstack/react-query"
import { useI18n, type Locale } from "../../../i18n"
import { divisionsQueryOptions, type Division } from "./get-divisions"

/** A division, district or thana as bd-commerce's list names it: the official English name (the one stored) and the Bengali one. */
export type NamedPlace = { name: string; bn: string }

/** The place's name in a language: the Bengali one on Bangla pages, else the official English one. */
export const placeName = (place: NamedPlace, locale: Locale) => (locale === "bn" ? place.bn : place.name)

/** An address's division, district and thana, as stored (English) or as shown. */
export type AddressPlaces = { division: string; district: string; thana: string }

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()
const named = <T extends NamedPlace & { aliases?: string[] }>(list: T[] | undefined, stored: string) =>
  list?.find((place) => same(place.name, stored) || (place.aliases ?? []).some((alias) => same(alias, stored)))

/**
 * A stored address's division, district and thana in a language, from the plugin's list: the
 * stored address keeps the official English spelling; a Bangla page shows each part's Bengali
 * name. A part the list does not know (or no list yet) is shown as stored.
 */
export function placesIn(address: AddressPlaces, divisions: Division[] | undefined, locale: Locale): AddressPlaces {
  if (locale === "en" || !divisions) return address
  const division = named(divisions, address.division)
  // A district is looked for in its division, else anywhere (a thana's name repeats across districts, a district's does not).
  const district =
    named(division?.districts, address.district) ??
    named(
      divisions.flatMap((item) => item.districts),
      address.district
    )
  const thana = named(district?.thanas, address.thana)
  return {
    division: division ? placeName(division, locale) : address.division,
    district: district ? placeName(district, locale) : address.district,
    thana: thana ? placeName(thana, locale) : address.thana,
  }
}

/**
 * An address's places in the page's language. Bangla pages read the plugin's list (one cached
 * public read; a page rendered on the server prefetches `divisionsQueryOptions`); English pages
 * show the stored names and read nothing.
 */
export function usePlacesIn(address: AddressPlaces): AddressPlaces {
  const { locale } = useI18n()
  const { data: divisions } = useQuery({ ...divisionsQueryOptions, enabled: locale !== "en" })
  return placesIn(address, divisions, locale)
}

/** "Dhanmondi, Dhaka": the thana and district of an address on one line, in the page's language. */
export const placeLine = (places: Pick<AddressPlaces, "thana" | "district">) => [places.thana, places.district].filter(Boolean).join(", ")
