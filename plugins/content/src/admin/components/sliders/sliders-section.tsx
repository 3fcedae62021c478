import { Container, Text } from "@medusajs/ui"
import { type Slider, useDeleteSlider, useSliders } from "../../hooks/api/sliders"
import { messages } from "../../lib/messages"
import { Thumbnail } from "../common/thumbnail"
import { SliderForm } from "./slider-form"
import { DeleteButton, ListStatus, SectionHeader, useConfirmedDelete } from "@chaka/kit/admin"

const byRank = (a: Slider, b: Slider) => a.rank - b.rank

// The storefront's /admin/customize shows the same list (storefront/src/features/admin/content): written
// apart on purpose, since each runs in its own app (Medusa's UI kit and SDK here, the shop's there).
export const SlidersSection = () => {
  const { data, isLoading, error } = useSliders()
  const deleteSlider = useDeleteSlider()
  const confirmedDelete = useConfirmedDelete(messages.common)
  const sliders = [...(data?.sliders ?? [])].sort(byRank)

  const onDelete = (slider: Slider) =>
    confirmedDelete({
      description: messages.sliders.confirmDelete(slider.url),
      success: messages.sliders.deleted,
      remove: () => deleteSlider.mutateAsync(slider.id),
    })

  return (
    <Container className="divide-y p-0">
      <SectionHeader title={messages.sliders.heading} description={messages.sliders.description} />
      <SliderForm />
      <ListStatus messages={messages.common} isLoading={isLoading} error={error} isEmpty={sliders.length === 0} emptyText={messages.sliders.empty} />
      {sliders.map((slider) => (
        <div key={slider.id} className="flex items-center gap-x-4 px-6 py-3">
          <Thumbnail src={slider.image_url} alt={slider.url} />
          <Text size="small" className="flex-1 truncate">
            {slider.url}
          </Text>
          <DeleteButton label={messages.sliders.deleteLabel(slider.url)} disabled={deleteSlider.isPending} onClick={() => onDelete(slider)} />
        </div>
      ))}
    </Container>
  )
}
