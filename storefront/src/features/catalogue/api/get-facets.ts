import { queryOptions, useQuery } from "@tanstack/react-query"
import { storeGet } from "../../../lib/medusa"
import { catalogueKeys } from "./get-catalogue"

/** What the /shop sidebar offers: brands and types with their counts, the price span. */
export type Facets = {
  brands: { name: string; count: number }[]
  /** `value` is what the type filter takes; `label` its name in the page's language (Medusa's Translation module). */
  types: { value: string; label: string; count: number }[]
  price: { min: number | null; max: number | null }
  /** The bicycles' wheel sizes in inches ("27.5": what the wheel filter takes) and frame sizes (absent from an older backend). */
  wheels?: { value: string; count: number }[]
  frames?: { name: string; count: number }[]
}

export async function getFacets(): Promise<Facets> {
  return storeGet<Facets>("/store/catalogue/facets")
}

export const facetsQueryOptions = () => queryOptions({ queryKey: catalogueKeys.facets(), queryFn: getFacets, staleTime: 5 * 60_000 })

export const useFacets = (enabled = true) => useQuery({ ...facetsQueryOptions(), enabled })
