import { useMutation, useQueryClient } from "@tanstack/react-query"
import type { DeliveryDays } from "@chaka/rules"
import { withAdmin } from "../../../lib/admin-sdk"
import { deliveryDaysKey } from "./get-delivery-days"

/** POST /admin/delivery-days: the server checks the days and forgets the pages showing them. */
export function useSaveDeliveryDays() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (days: DeliveryDays) =>
      withAdmin((sdk) => sdk.client.fetch<{ delivery_days: DeliveryDays }>("/admin/delivery-days", { method: "POST", body: days })),
    onSuccess: ({ delivery_days }) => queryClient.setQueryData(deliveryDaysKey, delivery_days),
  })
}
