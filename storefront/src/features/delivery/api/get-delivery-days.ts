import { queryOptions, useQuery } from "@tanstack/react-query"
import type { DeliveryDays } from "@chaka/rules"
import { storeGet } from "../../../lib/medusa"

/** How many days home delivery takes inside Dhaka and elsewhere (bd-commerce, set by an admin). */
export async function getDeliveryDays(): Promise<DeliveryDays> {
  const { delivery_days } = await storeGet<{ delivery_days: DeliveryDays }>("/store/delivery-days")
  return delivery_days
}

export const deliveryDaysKey = ["delivery", "days"] as const

export const deliveryDaysQueryOptions = queryOptions({ queryKey: deliveryDaysKey, queryFn: getDeliveryDays, staleTime: 5 * 60_000 })

export const useDeliveryDays = () => useQuery(deliveryDaysQueryOptions)
