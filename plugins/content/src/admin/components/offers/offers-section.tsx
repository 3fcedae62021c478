import { Container } from "@medusajs/ui"
import { type Offer, useDeleteOffer, useOffers } from "../../hooks/api/offers"
import { messages } from "../../lib/messages"
import { OfferForm } from "./offer-form"
import { OfferRow } from "./offer-row"
import { ListStatus, SectionHeader, useConfirmedDelete } from "@chaka/kit/admin"

// The storefront's /admin/customize shows the same list (storefront/src/features/admin/content): written
// apart on purpose, since each runs in its own app (Medusa's UI kit and SDK here, the shop's there).
export const OffersSection = () => {
  const { data, isLoading, error } = useOffers()
  const deleteOffer = useDeleteOffer()
  const confirmedDelete = useConfirmedDelete(messages.common)
  const offers = data?.offers ?? []

  const onDelete = (offer: Offer) =>
    confirmedDelete({
      description: messages.offers.confirmDelete(offer.name),
      success: messages.offers.deleted,
      remove: () => deleteOffer.mutateAsync(offer.id),
    })

  return (
    <Container className="divide-y p-0">
      <SectionHeader title={messages.offers.heading} description={messages.offers.description} />
      <OfferForm />
      <ListStatus messages={messages.common} isLoading={isLoading} error={error} isEmpty={offers.length === 0} emptyText={messages.offers.empty} />
      {offers.map((offer) => (
        <OfferRow key={offer.id} offer={offer} deleting={deleteOffer.isPending} onDelete={() => onDelete(offer)} />
      ))}
    </Container>
  )
}
