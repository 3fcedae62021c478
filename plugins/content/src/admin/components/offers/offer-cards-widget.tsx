import { useState } from "react"
import { Badge, Button, Container, Select, Text, toast } from "@medusajs/ui"
import { errorMessage, ListStatus, SectionHeader } from "@chaka/kit/admin"
import { type OfferSourceKind, useOffers, useOffersNaming, useSetOfferSource } from "../../hooks/api/offers"
import { messages } from "../../lib/messages"

const t = messages.offers.widget

/**
 * On Medusa's promotion or price list page: the offer cards advertising it (each shown on the home
 * page only while it runs), and attaching or detaching one. A card names one thing: attaching it
 * here moves it from whatever it named before.
 */
export const OfferCardsWidget = ({ kind, id }: { kind: OfferSourceKind; id: string }) => {
  const naming = useOffersNaming(kind, id)
  const all = useOffers()
  const setSource = useSetOfferSource()
  const [chosen, setChosen] = useState("")
  const cards = naming.data?.offers ?? []
  const others = (all.data?.offers ?? []).filter((offer) => !cards.some((card) => card.id === offer.id))

  const change = async (offerId: string, to: string | null, done: string) => {
    try {
      await setSource.mutateAsync({ offerId, kind, id: to })
      await naming.refetch()
      setChosen("")
      toast.success(done)
    } catch (error) {
      toast.error(errorMessage(error, messages.common))
    }
  }

  return (
    <Container className="divide-y p-0">
      <SectionHeader title={t.heading} description={t[kind]} />
      <ListStatus messages={messages.common} isLoading={naming.isLoading} error={naming.error} isEmpty={cards.length === 0} emptyText={t.none} />
      {cards.map((card) => (
        <div key={card.id} className="flex items-center gap-x-3 px-6 py-3">
          <Text size="small" weight="plus" className="flex-1 truncate">
            {card.name}
          </Text>
          <Badge size="2xsmall" color={card.live ? "green" : "grey"}>
            {card.live ? t.shown : t.hidden}
          </Badge>
          <Button
            size="small"
            variant="secondary"
            aria-label={t.detachLabel(card.name)}
            disabled={setSource.isPending}
            onClick={() => change(card.id, null, t.detached)}
          >
            {t.detach}
          </Button>
        </div>
      ))}
      <div className="flex items-center gap-x-3 px-6 py-3">
        {others.length ? (
          <>
            <div className="flex-1">
              <Select value={chosen} onValueChange={setChosen} size="small">
                <Select.Trigger>
                  <Select.Value placeholder={t.attachPlaceholder} />
                </Select.Trigger>
                <Select.Content>
                  {others.map((offer) => (
                    <Select.Item key={offer.id} value={offer.id}>
                      {offer.name}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select>
            </div>
            <Button size="small" disabled={!chosen || setSource.isPending} onClick={() => change(chosen, id, t.attached)}>
              {t.attach}
            </Button>
          </>
        ) : (
          !all.isLoading &&
          !cards.length && (
            <Text size="small" className="text-ui-fg-subtle">
              {t.noCards}
            </Text>
          )
        )}
      </div>
    </Container>
  )
}
