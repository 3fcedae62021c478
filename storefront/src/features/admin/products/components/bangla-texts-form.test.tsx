import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { toast } from "sonner"
import { beforeEach, describe, expect, it } from "vitest"
import { json } from "../../../../testing/backend"
import { renderAdminApp } from "../../../../testing/admin-app"
import type { AdminProductDetail } from "../api/types"
import { LOAD, adminRoutes, bodyOf, ROADSTER, fakeAdminBackend } from "../test-fixtures"

const PATH = "/medusa/admin/shop-products/prod_roadster"

describe("the product's Bangla texts", () => {
  beforeEach(() => {
    toast.dismiss()
  })

  it("marks a product without a Bangla name, saves what the admin writes and shows it saved", async () => {
    let product: AdminProductDetail = { ...ROADSTER, translations: { "bn-BD": null } }
    const sent: unknown[] = []
    fakeAdminBackend({
      ...adminRoutes(),
      [PATH]: () => json({ product }),
      [`${PATH}/translations`]: (_url, init) => {
        const body = bodyOf(init) as { "bn-BD": { title: string | null; description: string | null } }
        sent.push(body)
        product = { ...product, translations: body }
        return json({ product })
      },
    })
    const user = userEvent.setup()
    await renderAdminApp("/admin/updateProduct/prod_roadster")
    await screen.findByRole("heading", { name: "In Bangla" }, LOAD)
    expect(screen.getByText("Not translated into Bangla")).toBeVisible()

    await user.type(screen.getByLabelText("Name in Bangla"), "  ফিনিক্স ক্লাসিক রোডস্টার ")
    await user.click(screen.getByRole("button", { name: "Save the Bangla texts" }))

    // Trimmed; the empty description is sent as none (the Bangla page shows the English one).
    await waitFor(() => expect(sent).toEqual([{ "bn-BD": { title: "ফিনিক্স ক্লাসিক রোডস্টার", description: null } }]), LOAD)
    await screen.findByText("The Bangla texts were saved", undefined, LOAD)
    await waitFor(() => expect(screen.queryByText("Not translated into Bangla")).toBeNull(), LOAD)
    expect(screen.getByLabelText("Name in Bangla")).toHaveValue("ফিনিক্স ক্লাসিক রোডস্টার")
  })
})
