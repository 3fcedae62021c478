import { useQuery } from "@tanstack/react-query"
import { postForm, sdk } from "../../lib/sdk"
import { queryKeysFactory, useListMutation } from "@chaka/kit/admin"

export type Slider = { id: string; image_url: string; url: string; rank: number }
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
