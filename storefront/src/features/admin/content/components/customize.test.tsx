import { QueryClient } from "@tanstack/react-query"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { resetShop } from "../../../../lib/medusa"
import { json } from "../../../../testing/backend"
import { renderApp } from "../../../../testing/render"
import { resetAdminSdk } from "../../../../lib/admin-sdk"
import type { AdminCategoryMenu, AdminOffer, AdminSlider } from "../api/content"
import { adminBackend, bodyOf, png } from "../test-backend"

type State = { menus: AdminCategoryMenu[]; offers: AdminOffer[]; sliders: AdminSlider[] }

/** A stateful fake of the content plugin's admin routes. */
function contentBackend(initial: Partial<State> = {}) {
  const state: State = { menus: [], offers: [], sliders: [], ...initial }
  const sent: { method: string; pathname: string; body?: unknown }[] = []
  const record = (url: URL, init: RequestInit | undefined) => {
    const method = init?.method ?? "GET"
    if (method !== "GET") sent.push({ method, pathname: url.pathname, body: init?.body instanceof FormData ? init.body : init?.body && bodyOf(init) })
    return method
  }
  const server = adminBackend({
    "/medusa/admin/category-menus": (url, init) => {
      if (record(url, init) === "POST") state.menus.push({ id: `menu_${state.menus.length + 1}`, name: String(bodyOf(init).name), sub_menus: [] })
      return json({ category_menus: state.menus })
    },
    "/medusa/admin/offers": (url, init) => {
      if (record(url, init) === "POST") {
        const { name, url: link } = bodyOf(init)
        state.offers.push({ id: `offer_${state.offers.length + 1}`, name: String(name), url: String(link) })
      }
      return json({ offers: state.offers })
    },
    "/medusa/admin/sliders": (url, init) => {
      if (record(url, init) === "POST") {
        const form = init?.body as FormData
        state.sliders.push({ id: `slider_${state.sliders.length + 1}`, image_url: "http://localhost:9000/static/s.png", url: String(form.get("url")) })
      }
      return json({ sliders: state.sliders })
    },
  })
  // Routes with ids in the path.
  const original = server.fetchMock.getMockImplementation()!
  server.fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input))
    const sub = url.pathname.match(/^\/medusa\/admin\/category-menus\/([^/]+)\/sub-menus(?:\/([^/]+))?$/)
    if (sub) {
      record(url, init)
      const menu = state.menus.find((m) => m.id === sub[1])!
      if (init?.method === "POST") menu.sub_menus = [...menu.sub_menus, String(bodyOf(init).name)]
      else menu.sub_menus = menu.sub_menus.filter((name) => name !== decodeURIComponent(sub[2]))
      return json({ category_menu: menu })
    }
    const item = url.pathname.match(/^\/medusa\/admin\/(category-menus|offers|sliders)\/([^/]+)$/)
    if (item && init?.method === "DELETE") {
      record(url, init)
      const list = ({ "category-menus": "menus", offers: "offers", sliders: "sliders" } as const)[item[1] as "offers"]
      state[list] = (state[list] as { id: string }[]).filter((entry) => entry.id !== item[2]) as never
      return json({ id: item[2], deleted: true })
    }
    return original(input, init)
  })
  return { state, sent }
}

async function openPage() {
  renderApp("/admin/customize")
  await screen.findByRole("heading", { name: "Customize", level: 1 })
}
const section = (name: string) => screen.getByRole("region", { name })

describe("customize", () => {
  beforeEach(() => {
    resetShop()
    resetAdminSdk()
  })
  afterEach(() => vi.restoreAllMocks())

  it("shows each section's empty state", async () => {
    contentBackend()
    await openPage()
    expect(await screen.findByText("There are no category menus yet.")).toBeInTheDocument()
    expect(await screen.findByText("There are no offers yet.")).toBeInTheDocument()
    expect(await screen.findByText("There are no slider images yet.")).toBeInTheDocument()
  })

  it("requires an offer's name and url (a path or an http(s) link), sending nothing", async () => {
    const server = contentBackend()
    const user = userEvent.setup()
    await openPage()
    const offers = section("Offers")
    await user.click(within(offers).getByRole("button", { name: "Add offer" }))
    expect(await within(offers).findByText("Name is required")).toBeInTheDocument()
    expect(within(offers).getByText("URL is required")).toBeInTheDocument()
    await user.type(within(offers).getByLabelText("Offer link"), "shop/Mountain")
    await user.click(within(offers).getByRole("button", { name: "Add offer" }))
    expect(await within(offers).findByText(/Enter a link that starts with \//)).toBeInTheDocument()
    expect(server.sent).toEqual([])
  })

  it("adds an offer: 'Offer added successfully', the list and the home page's content refresh, the form empties; deletes it", async () => {
    const server = contentBackend()
    const user = userEvent.setup()
    await openPage()
    const offers = section("Offers")
    await within(offers).findByText("There are no offers yet.")
    const invalidated = vi.spyOn(QueryClient.prototype, "invalidateQueries")
    await user.type(within(offers).getByLabelText("Offer name"), "Eid sale 10% off")
    await user.type(within(offers).getByLabelText("Offer link"), "/shop/Mountain")
    await user.click(within(offers).getByRole("button", { name: "Add offer" }))

    expect(await screen.findByText("Offer added successfully")).toBeInTheDocument()
    expect(await within(offers).findByText("Eid sale 10% off")).toBeInTheDocument()
    expect(within(offers).getByRole("link", { name: "/shop/Mountain" })).toHaveAttribute("href", "/shop/Mountain")
    expect(server.sent).toEqual([{ method: "POST", pathname: "/medusa/admin/offers", body: { name: "Eid sale 10% off", url: "/shop/Mountain" } }])
    expect(within(offers).getByLabelText("Offer name")).toHaveValue("")
    expect(within(offers).getByLabelText("Offer link")).toHaveValue("")
    // The admin list and the home page's content (["content", ...]) are read again.
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ["admin", "content", "offers"] })
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ["content"] })

    await user.click(within(offers).getByRole("button", { name: "Delete offer Eid sale 10% off" }))
    expect(await screen.findByText("Offer deleted")).toBeInTheDocument()
    expect(await within(offers).findByText("There are no offers yet.")).toBeInTheDocument()
  })

  it("adds a menu (name required), adds a sub-menu to it and removes it, deletes the menu after confirming", async () => {
    const server = contentBackend({ menus: [{ id: "menu_1", name: "Mountain", sub_menus: ["Hardtail"] }] })
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true)
    const user = userEvent.setup()
    await openPage()
    const menus = section("Category menus")
    const mountain = await within(menus).findByRole("article", { name: "Mountain" })
    expect(within(mountain).getByRole("list", { name: "Sub-menus of Mountain" })).toHaveTextContent("Hardtail")

    // A sub-menu name is required.
    await user.click(within(mountain).getByRole("button", { name: "Add sub-menu" }))
    expect(await within(mountain).findByText("Name is required")).toBeInTheDocument()
    expect(server.sent).toEqual([])

    await user.type(within(mountain).getByLabelText("New sub-menu for Mountain"), "Full suspension")
    await user.click(within(mountain).getByRole("button", { name: "Add sub-menu" }))
    expect(await screen.findByText("Sub-menu added")).toBeInTheDocument()
    expect(await within(mountain).findByText("Full suspension")).toBeInTheDocument()
    expect(server.sent.at(-1)).toEqual({ method: "POST", pathname: "/medusa/admin/category-menus/menu_1/sub-menus", body: { name: "Full suspension" } })
    expect(within(mountain).getByLabelText("New sub-menu for Mountain")).toHaveValue("")

    await user.click(within(mountain).getByRole("button", { name: "Remove sub-menu Hardtail from Mountain" }))
    expect(await screen.findByText("Deleted successfully")).toBeInTheDocument()
    await waitFor(() => expect(within(mountain).queryByText("Hardtail")).not.toBeInTheDocument())
    expect(server.sent.at(-1)).toMatchObject({ method: "DELETE", pathname: "/medusa/admin/category-menus/menu_1/sub-menus/Hardtail" })

    // A new menu.
    await user.click(within(menus).getByRole("button", { name: "Add menu" }))
    expect(await within(menus).findByText("Name is required")).toBeInTheDocument()
    await user.type(within(menus).getByLabelText("Menu name"), "City")
    await user.click(within(menus).getByRole("button", { name: "Add menu" }))
    expect(await screen.findByText("Menu added")).toBeInTheDocument()
    expect(await within(menus).findByRole("article", { name: "City" })).toBeInTheDocument()

    // Deleting asks first.
    await user.click(within(mountain).getByRole("button", { name: "Delete menu Mountain" }))
    expect(confirm).toHaveBeenLastCalledWith("Delete the menu Mountain and its sub-menus?")
    expect(server.sent.some(({ method, pathname }) => method === "DELETE" && pathname === "/medusa/admin/category-menus/menu_1")).toBe(false)
    await user.click(within(mountain).getByRole("button", { name: "Delete menu Mountain" }))
    expect(await screen.findByText("Menu deleted")).toBeInTheDocument()
    await waitFor(() => expect(within(menus).queryByRole("article", { name: "Mountain" })).not.toBeInTheDocument())
  })

  it("requires a slider image and url, then uploads them as multipart", async () => {
    const server = contentBackend()
    const user = userEvent.setup()
    await openPage()
    const sliders = section("Slider images")
    await user.click(within(sliders).getByRole("button", { name: "Add slider image" }))
    expect(await within(sliders).findByText("image is required")).toBeInTheDocument()
    expect(within(sliders).getByText("URL is required")).toBeInTheDocument()
    expect(server.sent).toEqual([])

    await user.upload(within(sliders).getByLabelText("Slider image"), png(2048, "eid.png"))
    await user.type(within(sliders).getByLabelText("Slider link"), "https://example.com/eid")
    await user.click(within(sliders).getByRole("button", { name: "Add slider image" }))
    expect(await screen.findByText("Slider image added successfully")).toBeInTheDocument()
    expect(await within(sliders).findByRole("img", { name: "Slider image 1" })).toBeInTheDocument()
    const form = server.sent[0].body as FormData
    expect(form.get("url")).toBe("https://example.com/eid")
    expect((form.get("image") as File).name).toBe("eid.png")

    await user.click(within(sliders).getByRole("button", { name: "Delete slider image 1" }))
    expect(await screen.findByText("Image deleted")).toBeInTheDocument()
    expect(await within(sliders).findByText("There are no slider images yet.")).toBeInTheDocument()
  })

  it("shows a list's load failure with the server's message", async () => {
    adminBackend({
      "/medusa/admin/category-menus": () => json({ category_menus: [] }),
      "/medusa/admin/sliders": () => json({ sliders: [] }),
      "/medusa/admin/offers": () => json({ message: "Offers are unavailable" }, 500),
    })
    await openPage()
    expect(await within(section("Offers")).findByRole("alert")).toHaveTextContent("Offers are unavailable")
  })
})
