import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { resetShop } from "../../../lib/medusa"
import { fakeBackend, json, SHOP_CONFIG, storeProduct } from "../../../testing/backend"
import { renderApp } from "../../../testing/render"
import { signedIn } from "../../../testing/session"
import type { ProductReview, ProductReviewsPage } from "../api/product-reviews"
import { productRatingJsonLd } from "../json-ld"

// The whole product page renders in each: slow on a loaded machine.
vi.setConfig({ testTimeout: 30_000 })

const product = storeProduct("veloce", "Veloce Sprint 700c", 20_000, 5)

const review = (id: string, rating: number, description: string, extra: Partial<ProductReview> = {}): ProductReview => ({
  id,
  product_id: product.id,
  rating,
  description,
  verified: true,
  created_at: "2026-11-20T10:00:00.000Z",
  updated_at: "2026-11-20T10:00:00.000Z",
  reply: null,
  author: { name: "Rahim Uddin" },
  ...extra,
})

/** Four visible reviews: 5, 4.5, 4 and 3.5 stars (average 4.25, shown 4.3). */
const PAGE: ProductReviewsPage = {
  product_id: product.id,
  rating: { average: 4.25, count: 4, distribution: { 5: 1, 4: 2, 3: 1, 2: 0, 1: 0 } },
  reviews: [
    review("prev_4", 5, "Light and quick.", { author: { name: "Karim" }, reply: { text: "Thank you, Karim!", created_at: "2026-11-21T10:00:00.000Z" } }),
    review("prev_3", 4.5, "Good brakes."),
    review("prev_2", 4, "Fine.", { verified: false }),
    review("prev_1", 3.5, "Saddle is hard."),
  ],
  count: 4,
}

const backend = (page: ProductReviewsPage, routes: Parameters<typeof fakeBackend>[0] = {}) =>
  fakeBackend({
    "/storefront/config": () => json(SHOP_CONFIG),
    "/store/delivery-days": () => json({ delivery_days: { inside_dhaka: { min: 1, max: 2 }, elsewhere: { min: 3, max: 5 } } }),
    [`/store/products/${product.id}`]: () => json({ product }),
    [`/store/product-reviews/${product.id}`]: () => json(page),
    ...routes,
  })

describe("a product's ratings and reviews on its page", () => {
  beforeEach(() => resetShop())

  it("shows the average to one decimal, the count and the reviews per star from 5 to 1", async () => {
    backend(PAGE)
    renderApp(`/products/${product.id}`)
    const summary = await screen.findByTestId("rating-summary")
    expect(within(summary).getByText("4.3")).toBeInTheDocument()
    expect(within(summary).getByRole("img", { name: "4.5 out of 5" })).toBeInTheDocument()
    expect(within(summary).getByText("4 reviews")).toBeInTheDocument()
    const rows = within(within(summary).getByRole("list", { name: "Reviews by stars" })).getAllByRole("listitem")
    expect(rows.map((row) => row.querySelector(".visually-hidden")?.textContent)).toEqual([
      "5 stars: 1 review",
      "4 stars: 2 reviews",
      "3 stars: 1 review",
      "2 stars: 0 reviews",
      "1 stars: 0 reviews",
    ])
    expect(rows.map((row) => (row.querySelector(".rating-summary__fill") as HTMLElement).style.width)).toEqual(["25%", "50%", "25%", "0%", "0%"])
  })

  it("lists the reviews as the backend orders them (newest first), with the verified mark and the shop's reply under its review", async () => {
    backend(PAGE)
    renderApp(`/products/${product.id}`)
    await screen.findByText("Light and quick.")
    const shown = screen.getAllByTestId("product-review")
    expect(shown.map((item) => item.querySelector(".product-review__text")?.textContent)).toEqual([
      "Light and quick.",
      "Good brakes.",
      "Fine.",
      "Saddle is hard.",
    ])
    expect(shown.map((item) => Boolean(within(item).queryByText("Verified purchase")))).toEqual([true, true, false, true])
    expect(within(shown[0]).getByText("Reply from the shop")).toBeInTheDocument()
    expect(within(shown[0]).getByText("Thank you, Karim!")).toBeInTheDocument()
    expect(within(shown[1]).queryByText("Reply from the shop")).not.toBeInTheDocument()
  })

  it("says there are none yet, and asks a visitor to sign in to review", async () => {
    backend({ product_id: product.id, rating: { average: null, count: 0, distribution: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 } }, reviews: [], count: 0 })
    renderApp(`/products/${product.id}`)
    expect(await screen.findByText("No reviews yet")).toBeInTheDocument()
    expect(screen.queryByRole("list", { name: "Reviews by stars" })).not.toBeInTheDocument()
    expect(screen.getByText(/Customers who received this product can review it/)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Sign in to review this product" })).toHaveAttribute("href", `/log-in?returnTo=%2Fproducts%2F${product.id}`)
    expect(screen.queryByRole("button", { name: "Save review" })).not.toBeInTheDocument()
  })
})

describe("the product review form", () => {
  beforeEach(() => resetShop())

  it("a signed-in customer without a review writes one: a half-star rating and a text, checked before anything is sent", async () => {
    const { calls } = backend(PAGE, { ...signedIn(), [`/store/product-reviews/${product.id}/me`]: () => json({ review: null }) })
    renderApp(`/products/${product.id}`)
    expect(await screen.findByRole("heading", { name: "Write a review of this product" })).toBeInTheDocument()
    const form = screen.getByRole("button", { name: "Save review" }).closest("form")!
    expect(form.querySelector<HTMLInputElement>('input[name="intent"]')!.value).toBe("create")
    await userEvent.click(screen.getByLabelText("3.5 stars"))
    expect(screen.getByText("3.5 out of 5")).toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: "Save review" }))
    expect(await screen.findByText("Description is required")).toBeInTheDocument()
    expect(calls.some((call) => call.method === "POST")).toBe(false)
  })

  it("a customer with a review edits it: the form holds their rating and text, says an admin hid it", async () => {
    const own = review("prev_9", 2.5, "Squeaky chain.", { hidden: true })
    backend(PAGE, { ...signedIn(), [`/store/product-reviews/${product.id}/me`]: () => json({ review: own }) })
    renderApp(`/products/${product.id}`)
    expect(await screen.findByRole("heading", { name: "Edit your review" })).toBeInTheDocument()
    expect(screen.getByRole("textbox", { name: "Description" })).toHaveValue("Squeaky chain.")
    expect(screen.getByLabelText("2.5 stars")).toBeChecked()
    expect(screen.getByText(/The shop has hidden your review/)).toBeInTheDocument()
    const form = screen.getByRole("button", { name: "Save review" }).closest("form")!
    expect(form.querySelector<HTMLInputElement>('input[name="intent"]')!.value).toBe("edit")
  })
})

describe("the product's JSON-LD rating", () => {
  it("carries aggregateRating and the newest reviews; nothing without reviews", () => {
    expect(productRatingJsonLd(PAGE)).toMatchObject({
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.25, reviewCount: 4, bestRating: 5, worstRating: 0 },
      review: [
        { "@type": "Review", author: { "@type": "Person", name: "Karim" }, reviewBody: "Light and quick.", reviewRating: { ratingValue: 5 } },
        expect.anything(),
        expect.anything(),
        expect.anything(),
      ],
    })
    expect(productRatingJsonLd({ ...PAGE, rating: { ...PAGE.rating, average: null, count: 0 }, reviews: [] })).toEqual({})
    expect(productRatingJsonLd(null)).toEqual({})
  })
})
