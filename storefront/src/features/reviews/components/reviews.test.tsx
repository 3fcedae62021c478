import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it } from "vitest"
import { resetShop } from "../../../lib/medusa"
import { fakeBackend, json, SHOP_CONFIG } from "../../../testing/backend"
import { renderApp } from "../../../testing/render"
import { signedIn } from "../../../testing/session"

const author = { name: "Rahim Uddin", avatar_url: null }
const REVIEWS = [
  { id: "rev_2", description: "Fast delivery to Gazipur.", rating: 4.5, created_at: "2025-03-05T10:00:00.000Z", author },
  { id: "rev_1", description: "Good bell.", rating: 3, created_at: "2025-02-01T10:00:00.000Z", author },
]

const backend = (routes: Parameters<typeof fakeBackend>[0]) => fakeBackend({ "/storefront/config": () => json(SHOP_CONFIG), ...signedIn(), ...routes })

describe("my reviews", () => {
  beforeEach(() => resetShop())

  it("lists the customer's reviews with stars, text and date", async () => {
    backend({ "/store/reviews/me": () => json({ reviews: REVIEWS, count: 2, limit: 100, offset: 0 }) })
    renderApp("/my-account/my-review")
    expect(await screen.findByText("Fast delivery to Gazipur.")).toBeInTheDocument()
    expect(screen.getByRole("img", { name: "4.5 out of 5" })).toBeInTheDocument()
    expect(screen.getByRole("img", { name: "3 out of 5" })).toBeInTheDocument()
    expect(screen.getByText("5 March 2025")).toBeInTheDocument()
    const half = screen.getByRole("img", { name: "4.5 out of 5" })
    expect(half.querySelectorAll(".star--full")).toHaveLength(4)
    expect(half.querySelectorAll(".star--half")).toHaveLength(1)
  })

  it("says there are none yet, linking to add-review", async () => {
    backend({ "/store/reviews/me": () => json({ reviews: [], count: 0, limit: 100, offset: 0 }) })
    renderApp("/my-account/my-review")
    const empty = await screen.findByText(/You have not written any reviews yet/)
    expect(within(empty).getByRole("link", { name: "Write a review" })).toHaveAttribute("href", "/my-account/add-review")
  })

  it("says the page could not be loaded (and toasts the server's words), then retries", async () => {
    let up = false
    backend({
      "/store/reviews/me": () => (up ? json({ reviews: REVIEWS, count: 2, limit: 100, offset: 0 }) : json({ message: "Reviews are resting" }, 500)),
    })
    renderApp("/my-account/my-review")
    expect(await screen.findByText("We could not load this page. Check your connection and try again.")).toBeInTheDocument()
    expect(await screen.findByText("Reviews are resting")).toBeInTheDocument()
    up = true
    await userEvent.click(screen.getByRole("button", { name: "Try again" }))
    expect(await screen.findByText("Good bell.")).toBeInTheDocument()
  })
})

describe("add a review", () => {
  beforeEach(() => resetShop())

  it("requires a description and sends nothing without one", async () => {
    const server = backend({})
    renderApp("/my-account/add-review")
    await userEvent.click(await screen.findByRole("button", { name: "Add review" }))
    expect(await screen.findByText("Description is required")).toBeInTheDocument()
    expect(screen.getByLabelText("Description")).toHaveAttribute("aria-invalid", "true")
    expect(server.calls.some((call) => call.url.pathname === "/store/reviews")).toBe(false)
  })

  it("sends a half-star rating as 3.5, toasts and goes to my reviews", async () => {
    let sent: unknown
    let mine = [REVIEWS[1]]
    backend({
      "/store/reviews": (_url, init) => {
        sent = JSON.parse(String(init?.body))
        const review = { id: "rev_3", ...(sent as object), created_at: "2025-03-06T10:00:00.000Z", author }
        mine = [review as (typeof REVIEWS)[number], ...mine]
        return json({ review })
      },
      "/store/reviews/me": () => json({ reviews: mine, count: mine.length, limit: 100, offset: 0 }),
    })
    const user = userEvent.setup()
    renderApp("/my-account/add-review")
    await user.type(await screen.findByLabelText("Description"), "Sturdy frame, smooth gears.")
    await user.click(screen.getByRole("radio", { name: "3.5 stars" }))
    expect(screen.getByRole("radio", { name: "3.5 stars" })).toBeChecked()
    expect(screen.getByText("3.5 out of 5")).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: "Add review" }))

    expect(await screen.findByText("A review was successfully added")).toBeInTheDocument()
    expect(sent).toEqual({ description: "Sturdy frame, smooth gears.", rating: 3.5 })
    expect(await screen.findByRole("heading", { name: "My reviews" })).toBeInTheDocument()
    expect(await screen.findByText("Sturdy frame, smooth gears.")).toBeInTheDocument()
    expect(screen.getByRole("img", { name: "3.5 out of 5" })).toBeInTheDocument()
  })

  it("offers every half star from 0 to 5 as a radio the arrow keys move through", async () => {
    backend({})
    const user = userEvent.setup()
    renderApp("/my-account/add-review")
    const group = await screen.findByRole("group", { name: "Rating" })
    const radios = within(group).getAllByRole("radio")
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(["0", "0.5", "1", "1.5", "2", "2.5", "3", "3.5", "4", "4.5", "5"])
    expect(within(group).getByRole("radio", { name: "No stars" })).toBeChecked()

    await user.click(within(group).getByRole("radio", { name: "2 stars" }))
    await user.keyboard("{ArrowRight}")
    expect(within(group).getByRole("radio", { name: "2.5 stars" })).toBeChecked()
    expect(within(group).getByRole("radio", { name: "2.5 stars" })).toHaveFocus()
    expect(screen.getByText("2.5 out of 5")).toBeInTheDocument()
  })

  it("shows the server's refusal under the form", async () => {
    backend({ "/store/reviews": () => json({ type: "invalid_data", message: "rating must be between 0 and 5, in steps of 0.5" }, 400) })
    const user = userEvent.setup()
    renderApp("/my-account/add-review")
    await user.type(await screen.findByLabelText("Description"), "Nice")
    await user.click(screen.getByRole("button", { name: "Add review" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("rating must be between 0 and 5, in steps of 0.5")
  })
})
