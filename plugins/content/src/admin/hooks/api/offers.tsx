import { useQuery } from "@tanstack/react-query"
import { sdk } from "../../lib/sdk"
import { queryKeysFactory, useListMutation } from "@chaka/kit/admin"

export type Offer = { id: string; name: string; url: string; promotion_id?: string | null; price_list_id?: string | null; live?: boolean }
/** What an offer card can advertise (the widgets on Medusa's promotion and price list pages). */
export type OfferSourceKind = "promotion" | "price_list"
export type OffersResponse = { offers: Offer[] }
export type CreateOfferInput = { name: string; url: string }

export const offerQueryKeys = queryKeysFactory("offers")

export const useOffers = () =>
  useQuery({
    queryKey: offerQueryKeys.list(),
    queryFn: () => sdk.client.fetch<OffersResponse>("/admin/offers"),
  })

/** The offer cards naming one promotion or price list (GET /admin/offers?promotion_id=…). */
export const useOffersNaming = (kind: OfferSourceKind, id: string) =>
  useQuery({
    queryKey: offerQueryKeys.list({ [`${kind}_id`]: id }),
    queryFn: () => sdk.client.fetch<OffersResponse>("/admin/offers", { query: { [`${kind}_id`]: id } }),
  })

/** Attaches a card to a promotion or price list (`id`), or detaches it from one (`null`). */
export const useSetOfferSource = () =>
  useListMutation(offerQueryKeys.lists(), ({ offerId, kind, id }: { offerId: string; kind: OfferSourceKind; id: string | null }) =>
    sdk.client.fetch<{ offer: Offer }>(`/admin/offers/${encodeURIComponent(offerId)}`, { method: "POST", body: { [`${kind}_id`]: id } })
  )

export const useCreateOffer = () =>
  useListMutation(offerQueryKeys.lists(), (input: CreateOfferInput) => sdk.client.fetch<{ offer: Offer }>("/admin/offers", { method: "POST", body: input }))

export const useDeleteOffer = () =>
  useListMutation(offerQueryKeys.lists(), (id: string) =>
    sdk.client.fetch<{ id: string; deleted: boolean }>(`/admin/offers/${encodeURIComponent(id)}`, {
      method: "DELETE",
    })
  )

/** An offer card's new label and link (POST /admin/offers/:id). */
export const useUpdateOffer = () =>
  useListMutation(offerQueryKeys.lists(), ({ id, ...body }: { id: string; name: string; url: string }) =>
    sdk.client.fetch<{ offer: Offer }>(`/admin/offers/${encodeURIComponent(id)}`, { method: "POST", body })
  )
