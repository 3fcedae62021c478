import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { I18nProvider, type Locale } from "../../i18n"
import { registerCatalogue } from "../../i18n/messages"
import { bangla } from "../../messages/bn"
import { ProductStars } from "./product-stars"
import type { CardRating } from "./product-ratings"

registerCatalogue("bn", bangla)

const renderStars = (rating: CardRating | undefined, locale: Locale = "en") =>
  render(
    <I18nProvider locale={locale}>
      <ProductStars rating={rating} />
    </I18nProvider>
  )

describe("a product card's stars", () => {
  it("draws the average to the nearest half star, with the average and the count, read out whole", () => {
    renderStars({ average: 4.25, count: 12 })
    const stars = screen.getByRole("img", { name: "Rated 4.3 out of 5 by 12 customers" })
    expect(stars.querySelectorAll(".star--full")).toHaveLength(4)
    expect(stars.querySelectorAll(".star--half")).toHaveLength(1)
    expect(stars).toHaveTextContent("4.3 (12)")
  })

  it("in Bangla digits on a Bangla page", () => {
    renderStars({ average: 3.5, count: 2 }, "bn")
    expect(screen.getByTestId("product-stars")).toHaveTextContent("৩.৫ (২)")
  })

  it("shows nothing without reviews, or before the ratings arrive", () => {
    const { container } = renderStars({ average: null, count: 0 })
    expect(container).toBeEmptyDOMElement()
    const before = renderStars(undefined)
    expect(before.container).toBeEmptyDOMElement()
  })
})
