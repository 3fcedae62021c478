import { Container, toast } from "@medusajs/ui"
import { type Slider, useDeleteSlider, useReorderSliders, useSliders } from "../../hooks/api/sliders"
import { messages } from "../../lib/messages"
import { movedIds } from "../../lib/moved-ids"
import { SliderForm } from "./slider-form"
import { SliderRow } from "./slider-row"
import { errorMessage, ListStatus, SectionHeader, useConfirmedDelete } from "@chaka/kit/admin"

const byRank = (a: Slider, b: Slider) => a.rank - b.rank

// The storefront's /admin/customize shows the same list (storefront/src/features/admin/content): written
// apart on purpose, since each runs in its own app (Medusa's UI kit and SDK here, the shop's there).
export const SlidersSection = () => {
  const { data, isLoading, error } = useSliders()
  const deleteSlider = useDeleteSlider()
  const reorder = useReorderSliders()
  const confirmedDelete = useConfirmedDelete(messages.common)
  const sliders = [...(data?.sliders ?? [])].sort(byRank)

  const onDelete = (slider: Slider) =>
    confirmedDelete({
      description: messages.sliders.confirmDelete(slider.url),
      success: messages.sliders.deleted,
      remove: () => deleteSlider.mutateAsync(slider.id),
    })

  // The whole new order is sent (every slide once): a stale list is refused by the API, not half-applied.
  const move = (slider: Slider, by: -1 | 1) => {
    const ids = movedIds(
      sliders.map((s) => s.id),
      slider.id,
      by
    )
    if (!ids) return undefined
    return async () => {
      try {
        await reorder.mutateAsync(ids)
        toast.success(messages.sliders.reordered)
      } catch (error) {
        toast.error(errorMessage(error, messages.common))
      }
    }
  }

  return (
    <Container className="divide-y p-0">
      <SectionHeader title={messages.sliders.heading} description={messages.sliders.description} />
      <SliderForm />
      <ListStatus messages={messages.common} isLoading={isLoading} error={error} isEmpty={sliders.length === 0} emptyText={messages.sliders.empty} />
      {sliders.map((slider) => (
        <SliderRow
          key={slider.id}
          slider={slider}
          onMove={{ up: move(slider, -1), down: move(slider, 1) }}
          moving={reorder.isPending}
          deleting={deleteSlider.isPending}
          onDelete={() => onDelete(slider)}
        />
      ))}
    </Container>
  )
}
