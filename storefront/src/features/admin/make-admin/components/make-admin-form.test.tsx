import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it } from "vitest"
import { json } from "../../../../testing/backend"
import { resetShop } from "../../../../lib/medusa"
import { renderAdminApp } from "../../../../testing/admin-app"
import { resetAdminSdk } from "../../../../lib/admin-sdk"
import { adminBackend, bodyOf } from "../../content/test-backend"

type Made = { id: string; email: string; made_at: string; roles: string[] }
const SALMA: Made = { id: "user_salma", email: "salma@example.com", made_at: "2026-12-01T10:00:00.000Z", roles: ["content_editor"] }

/**
 * The backend as the screen meets it: the list of admins made (read through the shop's origin,
 * /medusa/admin/make-admin) and the writes the route's action sends (/admin/make-admin, its :id).
 */
function makeAdminBackend({ admins = [SALMA], make }: { admins?: Made[]; make?: (body: Record<string, unknown>) => Response } = {}) {
  const state = { admins: [...admins], posts: [] as { body: Record<string, unknown>; auth: string | null }[], deletes: [] as string[] }
  const list = () => json({ admins: state.admins })
  const server = adminBackend({
    "/medusa/admin/make-admin": list,
    "/admin/make-admin": (_url, init) => {
      if ((init?.method ?? "GET").toUpperCase() === "GET") return list()
      const body = bodyOf(init)
      state.posts.push({ body, auth: new Headers(init?.headers).get("authorization") })
      const answer = make?.(body)
      if (answer) return answer
      state.admins.unshift({ id: "user_karim", email: String(body.email), made_at: "2026-12-05T09:00:00.000Z", roles: [String(body.role)] })
      return json({ user_id: "user_karim", created: true, role: body.role })
    },
    "/admin/make-admin/user_salma": (_url, init) => {
      state.deletes.push(String(init?.method))
      state.admins = state.admins.filter((admin) => admin.id !== "user_salma")
      return json({ id: "user_salma", object: "admin", deleted: true })
    },
  })
  return { ...server, state }
}

async function openScreen() {
  await renderAdminApp("/admin/make-admin")
  await screen.findByRole("heading", { name: "Make admin", level: 1 })
}
const firstStep = () => userEvent.click(screen.getByRole("button", { name: "Make admin" }))

describe("make admin", () => {
  beforeEach(() => {
    resetShop()
    resetAdminSdk()
  })

  it("requires an email, a valid one, and a role before the second step; nothing is sent", async () => {
    const server = makeAdminBackend()
    await openScreen()
    await firstStep()
    expect(await screen.findByText("Email is required")).toBeInTheDocument()
    expect(screen.getByText("Choose a role")).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText("Email"), "not-an-email")
    await firstStep()
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument()
    expect(server.state.posts).toEqual([])
    expect(screen.queryByRole("button", { name: "Yes, make admin" })).not.toBeInTheDocument()
  })

  it("asks a second time, naming the person and the role; Cancel makes nobody an admin", async () => {
    const server = makeAdminBackend()
    await openScreen()
    await userEvent.type(screen.getByLabelText("Email"), "karim@example.com")
    await userEvent.selectOptions(screen.getByLabelText("Role"), "order_staff")
    await firstStep()
    const question = await screen.findByRole("form", { name: "Confirm" })
    expect(within(question).getByRole("alert")).toHaveTextContent(
      "Make karim@example.com an admin with the role Order staff? They can sign in to the dashboard at once."
    )
    expect(server.state.posts).toEqual([])
    await userEvent.click(within(question).getByRole("link", { name: "Cancel" }))
    expect(await screen.findByLabelText("Email")).toHaveValue("")
    expect(server.state.posts).toEqual([])
  })

  it("'Yes, make admin' sends the email, the role and the confirmation with the admin token; the new admin is listed", async () => {
    const server = makeAdminBackend()
    await openScreen()
    await userEvent.type(screen.getByLabelText("Email"), " karim@example.com ")
    await userEvent.selectOptions(screen.getByLabelText("Role"), "content_editor")
    await firstStep()
    await userEvent.click(await screen.findByRole("button", { name: "Yes, make admin" }))
    expect(await screen.findByText("Make admin successful")).toBeInTheDocument()
    expect(server.state.posts).toEqual([{ body: { email: "karim@example.com", role: "content_editor", confirm: true }, auth: "Bearer user-token-of-rahim" }])
    expect(screen.getByLabelText("Email")).toHaveValue("")
    const list = screen.getByRole("region", { name: "Admins made here" })
    expect(await within(list).findByText("karim@example.com")).toBeInTheDocument()
  })

  it("shows the server's message for an unknown email, back on the first step with what was typed", async () => {
    makeAdminBackend({ make: () => json({ type: "not_found", message: "There is no customer with the email nobody@example.com" }, 404) })
    await openScreen()
    await userEvent.type(screen.getByLabelText("Email"), "nobody@example.com")
    await userEvent.selectOptions(screen.getByLabelText("Role"), "owner")
    await firstStep()
    await userEvent.click(await screen.findByRole("button", { name: "Yes, make admin" }))
    expect(await screen.findByText("There is no customer with the email nobody@example.com")).toHaveAttribute("role", "alert")
    expect(screen.queryByRole("button", { name: "Yes, make admin" })).not.toBeInTheDocument()
    expect(screen.getByLabelText("Email")).toHaveValue("nobody@example.com")
    expect(screen.getByLabelText("Role")).toHaveValue("owner")
  })

  it("lists the admins made here with their role, and removes one only after asking again", async () => {
    const server = makeAdminBackend()
    await openScreen()
    const list = screen.getByRole("region", { name: "Admins made here" })
    expect(await within(list).findByText("salma@example.com")).toBeInTheDocument()
    expect(within(list).getByText(/Content editor/)).toBeInTheDocument()

    await userEvent.click(within(list).getByRole("button", { name: "Remove admin" }))
    const question = await within(list).findByRole("form", { name: "Remove admin" })
    expect(within(question).getByRole("alert")).toHaveTextContent("Remove admin rights from salma@example.com? They stay a customer.")
    expect(server.state.deletes).toEqual([])
    await userEvent.click(within(question).getByRole("button", { name: "Yes, remove admin" }))
    expect(await screen.findByText("Admin rights removed")).toBeInTheDocument()
    expect(server.state.deletes).toEqual(["DELETE"])
    expect(await within(list).findByText("Nobody has been made an admin here yet.")).toBeInTheDocument()
  })
})
