import { useQuery } from "@tanstack/react-query"
import { sdk } from "../../lib/sdk"
import { queryKeysFactory, useListMutation } from "@chaka/kit/admin"

export type Offer = { id: string; name: string; url: string }
export type OffersResponse = { offers: Offer[] }
export type CreateOfferInput = { name: string; url: string }

export const offerQueryKeys = queryKeysFactory("offers")

export const useOffers = () =>
  useQuery({
    queryKey: offerQueryKeys.list(),
    queryFn: () => sdk.client.fetch<OffersResponse>("/admin/offers"),
  })

export const useCreateOffer = () =>
  useListMutation(offerQueryKeys.lists(), (input: CreateOfferInput) => sdk.client.fetch<{ offer: Offer }>("/admin/offers", { method: "POST", body: input }))

export const useDeleteOffer = () =>
  useListMutation(offerQueryKeys.lists(), (id: string) =>
    sdk.client.fetch<{ id: string; deleted: boolean }>(`/admin/offers/${encodeURIComponent(id)}`, {
      method: "DELETE",
    })
  )
