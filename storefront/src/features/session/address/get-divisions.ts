import { queryOptions, useQuery } from "@tanstack/react-query"
import { storeGet } from "../../../lib/medusa"
import type { Locale } from "../../../i18n"

/** Bangladesh's administrative areas as the bd-commerce plugin serves them: each with its official English name (the one stored) and its Bengali one. */
export type Thana = { name: string; bn: string }
export type District = { name: string; bn: string; aliases?: string[]; thanas: Thana[] }
export type Division = { name: string; bn: string; aliases?: string[]; districts: District[] }

/**
 * A picker's option: on English pages "Chattogram / Chittagong (চট্টগ্রাম)" (the official name,
 * the older one people still look for, the Bengali); on Bangla pages the Bengali name alone.
 */
export const placeLabel = (place: { name: string; bn: string; aliases?: string[] }, locale: Locale) =>
  locale === "bn" ? place.bn : `${[place.name, ...(place.aliases ?? []).slice(0, 1)].join(" / ")} (${place.bn})`

/** A public read (the backend's cache keeps it): a page rendered on the server reads it too (checkout's loader). */
export async function getDivisions(): Promise<Division[]> {
  const { divisions } = await storeGet<{ divisions: Division[] }>("/store/bangladesh/divisions")
  return divisions
}

/** Bangladesh's places' React Query keys. */
export const placeKeys = { divisions: () => ["bangladesh", "divisions"] as const }

/** The list changes only with a release of the plugin: load it once per visit. */
export const divisionsQueryOptions = queryOptions({
  queryKey: placeKeys.divisions(),
  queryFn: getDivisions,
  staleTime: Infinity,
  gcTime: Infinity,
})

export const useDivisions = () => useQuery(divisionsQueryOptions)
