import { useQuery } from "@tanstack/react-query"
import { postForm, sdk } from "../../lib/sdk"
import { queryKeysFactory, useListMutation } from "@chaka/kit/admin"

export type Slider = { id: string; image_url: string; url: string; rank: number; title?: string | null }
export type SlidersResponse = { sliders: Slider[] }
export type CreateSliderInput = { url: string; image: File }

export const sliderQueryKeys = queryKeysFactory("sliders")

export const useSliders = () =>
  useQuery({
    queryKey: sliderQueryKeys.list(),
    queryFn: () => sdk.client.fetch<SlidersResponse>("/admin/sliders"),
  })

export const useCreateSlider = () =>
  useListMutation(sliderQueryKeys.lists(), ({ url, image }: CreateSliderInput) => {
    const form = new FormData()
    form.append("url", url)
    form.append("image", image, image.name)
    return postForm<{ slider: Slider }>("/admin/sliders", form)
  })

export const useDeleteSlider = () =>
  useListMutation(sliderQueryKeys.lists(), (id: string) =>
    sdk.client.fetch<{ id: string; deleted: boolean }>(`/admin/sliders/${encodeURIComponent(id)}`, {
      method: "DELETE",
    })
  )

/** A slide's edit: its link and banner text (blank removes it), and a new picture if one is chosen. */
export type UpdateSliderInput = { id: string; url: string; title: string; image: File | null }

export const useUpdateSlider = () =>
  useListMutation(sliderQueryKeys.lists(), ({ id, url, title, image }: UpdateSliderInput) => {
    const path = `/admin/sliders/${encodeURIComponent(id)}`
    if (!image) return sdk.client.fetch<{ slider: Slider }>(path, { method: "POST", body: { url, title } })
    const form = new FormData()
    form.append("url", url)
    form.append("title", title)
    form.append("image", image, image.name)
    return postForm<{ slider: Slider }>(path, form)
  })

/** Every slide's id once, first shown first (POST /admin/sliders/reorder). */
export const useReorderSliders = () =>
  useListMutation(sliderQueryKeys.lists(), (ids: string[]) => sdk.client.fetch<SlidersResponse>("/admin/sliders/reorder", { method: "POST", body: { ids } }))
