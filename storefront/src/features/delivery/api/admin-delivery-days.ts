import { useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import { useActionData, useFetcher } from "react-router"
import { SAVE_DELIVERY_DAYS } from "../delivery-form"
import { deliveryDaysKey } from "./get-delivery-days"

/** What the admin route's action answered the form: the catalogue's 'saved', or why not (the admin area's answer, by shape). */
export type DeliveryDaysAnswer = { intent: string; done?: string; error?: string; values?: Record<string, string>; lost?: boolean }

/**
 * The delivery days form's post to the admin route's action (POST /admin/delivery-days there: the
 * server checks the days and forgets the pages showing them): through a fetcher with scripts (its
 * answer outlives the form, mounted again with the saved days), the page's answer without.
 * Saved: the days are read again.
 */
export function useSaveDeliveryDays() {
  const queryClient = useQueryClient()
  const fetcher = useFetcher<DeliveryDaysAnswer>({ key: SAVE_DELIVERY_DAYS })
  const posted = useActionData() as DeliveryDaysAnswer | undefined
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.done) void queryClient.invalidateQueries({ queryKey: deliveryDaysKey })
  }, [fetcher.state, fetcher.data, queryClient])
  return {
    answer: fetcher.data ?? (posted?.intent === SAVE_DELIVERY_DAYS ? posted : undefined),
    pending: fetcher.state !== "idle",
    submit: (form: HTMLFormElement) => void fetcher.submit(form, { method: "post" }),
  }
}
