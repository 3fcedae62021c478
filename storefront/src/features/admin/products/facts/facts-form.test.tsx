import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { toast } from "sonner"
import { beforeEach, describe, expect, it } from "vitest"
import { json } from "../../../../testing/backend"
import { renderAdminApp } from "../../../../testing/admin-app"
import { LOAD, adminRoutes, bodyOf, ROADSTER, fakeAdminBackend } from "../test-fixtures"

const PATH = "/medusa/admin/shop-products/prod_roadster"

const STORED = {
  frame_size: "20 in",
  frame_material: "Steel",
  frame_material_bn: "স্টিল",
  wheel_size_in: 26,
  gears: 1,
  brakes: "V-brake (rim)",
  brakes_bn: null,
  weight_kg: 17.5,
  suspension: null,
  suspension_bn: null,
  rider_height_min_cm: 160,
  rider_height_max_cm: 180,
  warranty_frame_months: 24,
  warranty_parts_months: 6,
}

describe("the product's facts in the storefront admin", () => {
  beforeEach(() => {
    toast.dismiss()
  })

  it("shows the stored facts, posts every field (an emptied one as none) and shows them saved", async () => {
    let facts: Record<string, unknown> | null = STORED
    const sent: unknown[] = []
    const answer = () => json({ product_id: ROADSTER.id, facts })
    fakeAdminBackend({
      ...adminRoutes(),
      [PATH]: () => json({ product: ROADSTER }),
      [`${PATH}/facts`]: (_url, init) => {
        if (init?.method === "POST") {
          const body = bodyOf(init) as Record<string, unknown>
          sent.push(body)
          facts = body
        }
        return answer()
      },
    })
    const user = userEvent.setup()
    await renderAdminApp("/admin/updateProduct/prod_roadster")
    await screen.findByRole("heading", { name: "Bicycle facts" }, LOAD)
    expect(screen.getByLabelText("Wheel size (inches)")).toHaveValue(26)
    expect(screen.getByLabelText("Frame material in Bangla")).toHaveValue("স্টিল")

    await user.clear(screen.getByLabelText("Gears (1 for a single speed)"))
    await user.type(screen.getByLabelText("Gears (1 for a single speed)"), "7")
    await user.clear(screen.getByLabelText("Frame material in Bangla"))
    await user.click(screen.getByRole("button", { name: "Save the facts" }))

    await waitFor(() => expect(sent).toHaveLength(1), LOAD)
    expect(sent[0]).toMatchObject({ gears: "7", frame_material: "Steel", frame_material_bn: null, wheel_size_in: "26", suspension: null, weight_kg: "17.5" })
    await screen.findByText("The facts were saved", undefined, LOAD)
  }, 20_000)

  it("shows the backend's refusal and keeps what was typed", async () => {
    fakeAdminBackend({
      ...adminRoutes(),
      [PATH]: () => json({ product: ROADSTER }),
      [`${PATH}/facts`]: (_url, init) =>
        init?.method === "POST"
          ? json({ type: "invalid_data", message: "The rider's smallest height must not be above the tallest" }, 400)
          : json({ product_id: ROADSTER.id, facts: null }),
    })
    const user = userEvent.setup()
    await renderAdminApp("/admin/updateProduct/prod_roadster")
    await screen.findByRole("heading", { name: "Bicycle facts" }, LOAD)
    expect(screen.getByLabelText("Wheel size (inches)")).toHaveValue(null)
    await user.type(screen.getByLabelText("Rider's height from (cm)"), "190")
    await user.type(screen.getByLabelText("Rider's height to (cm)"), "150")
    await user.click(screen.getByRole("button", { name: "Save the facts" }))
    await screen.findByText("The rider's smallest height must not be above the tallest", undefined, LOAD)
    expect(screen.getByLabelText("Rider's height from (cm)")).toHaveValue(190)
  }, 20_000)
})
