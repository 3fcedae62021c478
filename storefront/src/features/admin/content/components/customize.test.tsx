import { QueryClient } from "@tanstack/react-query"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { resetShop } from "../../../../lib/medusa"
import { json } from "../../../../testing/backend"
import { renderAdminApp } from "../../../../testing/admin-app"
import { resetAdminSdk } from "../../../../lib/admin-sdk"
import type { AdminCategoryMenu, AdminOffer, AdminSlider } from "../api/content"
import { adminBackend, bodyOf, png } from "../test-backend"

type State = { menus: AdminCategoryMenu[]; offers: AdminOffer[]; sliders: AdminSlider[] }

/**
 * A stateful fake of the content plugin's admin routes. The page reads them through the shop's
 * origin (/medusa/admin/…); its forms post to the route's action, which calls them from the shop's
 * server (/admin/…): each answers both.
 */
function contentBackend(initial: Partial<State> = {}) {
  const state: State = { menus: [], offers: [], sliders: [], ...initial }
  const sent: { method: string; pathname: string; body?: unknown }[] = []
  const record = (url: URL, init: RequestInit | undefined) => {
    const method = init?.method ?? "GET"
    if (method !== "GET") sent.push({ method, pathname: url.pathname, body: init?.body instanceof FormData ? init.body : init?.body && bodyOf(init) })
    return method
  }
  const routes = {
    "/medusa/admin/category-menus": (url: URL, init: RequestInit | undefined) => {
      if (record(url, init) === "POST") state.menus.push({ id: `menu_${state.menus.length + 1}`, name: String(bodyOf(init).name), sub_menus: [] })
      return json({ category_menus: state.menus })
    },
    "/medusa/admin/offers": (url: URL, init: RequestInit | undefined) => {
      if (record(url, init) === "POST") {
        const { name, url: link } = bodyOf(init)
        state.offers.push({ id: `offer_${state.offers.length + 1}`, name: String(name), url: String(link) })
      }
      return json({ offers: state.offers })
    },
    "/medusa/admin/sliders": (url: URL, init: RequestInit | undefined) => {
      if (record(url, init) === "POST") {
        const form = init?.body as FormData
        state.sliders.push({ id: `slider_${state.sliders.length + 1}`, image_url: "http://localhost:9000/static/s.png", url: String(form.get("url")) })
      }
      return json({ sliders: state.sliders })
    },
  }
  const server = adminBackend({
    ...routes,
    "/admin/category-menus": routes["/medusa/admin/category-menus"],
    "/admin/offers": routes["/medusa/admin/offers"],
    "/admin/sliders": routes["/medusa/admin/sliders"],
    // What an offer can advertise: Medusa's own admin lists.
    ...Object.fromEntries(
      ["/admin/promotions", "/medusa/admin/promotions"].map((path) => [
        path,
        () => json({ promotions: [{ id: "promo_eid", code: "EID2026", status: "active" }] }),
      ])
    ),
    ...Object.fromEntries(
      ["/admin/price-lists", "/medusa/admin/price-lists"].map((path) => [
        path,
        () => json({ price_lists: [{ id: "plist_sale", title: "Eid cycle fest sale", status: "active" }] }),
      ])
    ),
  })
  // Routes with ids in the path.
  const original = server.fetchMock.getMockImplementation()!
  server.fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input))
    const sub = url.pathname.match(/^(?:\/medusa)?\/admin\/category-menus\/([^/]+)\/sub-menus(?:\/([^/]+))?$/)
    if (sub) {
      record(url, init)
      const menu = state.menus.find((m) => m.id === sub[1])!
      if (init?.method === "POST") menu.sub_menus = [...menu.sub_menus, String(bodyOf(init).name)]
      else menu.sub_menus = menu.sub_menus.filter((name) => name !== decodeURIComponent(sub[2]))
      return json({ category_menu: menu })
    }
    if (/^(?:\/medusa)?\/admin\/sliders\/reorder$/.test(url.pathname)) {
      record(url, init)
      const ids = bodyOf(init).ids as string[]
      state.sliders = ids.map((id) => state.sliders.find((slider) => slider.id === id)!)
      return json({ sliders: state.sliders })
    }
    const item = url.pathname.match(/^(?:\/medusa)?\/admin\/(category-menus|offers|sliders)\/([^/]+)$/)
    if (item && item[1] === "sliders" && init?.method === "POST") {
      record(url, init)
      const slider = state.sliders.find((entry) => entry.id === item[2])!
      const body = init.body instanceof FormData ? Object.fromEntries([...init.body].filter(([, value]) => typeof value === "string")) : bodyOf(init)
      Object.assign(slider, body)
      return json({ slider })
    }
    if (item && item[1] === "offers" && init?.method === "POST") {
      record(url, init)
      const offer = state.offers.find((entry) => entry.id === item[2])!
      Object.assign(offer, bodyOf(init))
      return json({ offer })
    }
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

async function openPage(path = "/admin/customize") {
  await renderAdminApp(path)
  await screen.findByRole("heading", { name: "Customize", level: 1 })
}
const section = (name: string) => screen.getByRole("region", { name })
/** A section's add form (its rows have edit forms with the same labels). */
const addForm = (region: HTMLElement, button: string) => within(within(region).getByRole("button", { name: button }).closest("form")!)

describe("customize", () => {
  beforeEach(() => {
    resetShop()
    resetAdminSdk()
  })
  afterEach(() => vi.restoreAllMocks())
  /** The browser's dialog of a deletion's second step: answered yes unless a test says otherwise. */
  const confirmed = () => vi.spyOn(window, "confirm").mockReturnValue(true)

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
    const confirm = confirmed()
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
    expect(server.sent).toEqual([{ method: "POST", pathname: "/admin/offers", body: { name: "Eid sale 10% off", url: "/shop/Mountain" } }])
    expect(addForm(offers, "Add offer").getByLabelText("Offer name")).toHaveValue("")
    expect(addForm(offers, "Add offer").getByLabelText("Offer link")).toHaveValue("")
    // The admin list and the home page's content (["content", ...]) are read again.
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ["admin", "content", "offers"] })
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ["content"] })

    await user.click(within(offers).getByRole("button", { name: "Delete offer Eid sale 10% off" }))
    expect(confirm).toHaveBeenLastCalledWith("Delete the offer Eid sale 10% off? This cannot be undone.")
    expect(await screen.findByText("Offer deleted")).toBeInTheDocument()
    expect(await within(offers).findByText("There are no offers yet.")).toBeInTheDocument()
  })

  it("an offer advertises a promotion or a price list chosen from Medusa's lists: when added, and changed on its row", async () => {
    const server = contentBackend({ offers: [{ id: "offer_1", name: "Kids' bikes", url: "/shop/Kids", promotion_id: null, price_list_id: null, live: true }] })
    const user = userEvent.setup()
    await openPage()
    const offers = section("Offers")
    await within(offers).findByText("Kids' bikes")
    const add = addForm(offers, "Add offer")
    await user.type(add.getByLabelText("Offer name"), "Code EID2026: 10% off bicycles")
    await user.type(add.getByLabelText("Offer link"), "/shop")
    await user.selectOptions(add.getByLabelText("Advertises"), "EID2026 (active)")
    await user.click(within(offers).getByRole("button", { name: "Add offer" }))
    expect(await screen.findByText("Offer added successfully")).toBeInTheDocument()
    expect(server.sent[0]).toEqual({
      method: "POST",
      pathname: "/admin/offers",
      body: { name: "Code EID2026: 10% off bicycles", url: "/shop", promotion_id: "promo_eid" },
    })

    // The row's own form: the price list, then nothing (both detached).
    const row = within(offers).getByLabelText("What Kids' bikes advertises")
    await user.selectOptions(row, "Eid cycle fest sale (active)")
    await user.click(within(row.closest("form")!).getByRole("button", { name: "Save" }))
    expect(await screen.findByText("Offer updated")).toBeInTheDocument()
    expect(server.sent[1]).toEqual({ method: "POST", pathname: "/admin/offers/offer_1", body: { promotion_id: null, price_list_id: "plist_sale" } })
    expect(server.state.offers[0]).toMatchObject({ price_list_id: "plist_sale" })
  })

  it("adds a menu (name required), adds a sub-menu to it and removes it, deletes the menu after confirming", async () => {
    const server = contentBackend({ menus: [{ id: "menu_1", name: "Mountain", sub_menus: ["Hardtail"] }] })
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(true).mockReturnValueOnce(false).mockReturnValueOnce(true)
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
    expect(server.sent.at(-1)).toEqual({ method: "POST", pathname: "/admin/category-menus/menu_1/sub-menus", body: { name: "Full suspension" } })
    expect(within(mountain).getByLabelText("New sub-menu for Mountain")).toHaveValue("")

    await user.click(within(mountain).getByRole("button", { name: "Remove sub-menu Hardtail from Mountain" }))
    expect(confirm).toHaveBeenLastCalledWith("Remove the sub-menu Hardtail from Mountain?")
    expect(await screen.findByText("Deleted successfully")).toBeInTheDocument()
    await waitFor(() => expect(within(mountain).queryByText("Hardtail")).not.toBeInTheDocument())
    expect(server.sent.at(-1)).toMatchObject({ method: "DELETE", pathname: "/admin/category-menus/menu_1/sub-menus/Hardtail" })

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
    expect(server.sent.some(({ method, pathname }) => method === "DELETE" && pathname === "/admin/category-menus/menu_1")).toBe(false)
    await user.click(within(mountain).getByRole("button", { name: "Delete menu Mountain" }))
    expect(await screen.findByText("Menu deleted")).toBeInTheDocument()
    await waitFor(() => expect(within(menus).queryByRole("article", { name: "Mountain" })).not.toBeInTheDocument())
  })

  it("requires a slider image and url, then uploads them as multipart", async () => {
    const server = contentBackend()
    confirmed()
    const user = userEvent.setup()
    await openPage()
    const sliders = section("Slider images")
    await user.click(within(sliders).getByRole("button", { name: "Add slider image" }))
    expect(await within(sliders).findByText("image is required")).toBeInTheDocument()
    expect(within(sliders).getByText("URL is required")).toBeInTheDocument()
    expect(server.sent).toEqual([])

    await user.upload(within(sliders).getByLabelText("Slider image"), png(2048, "eid.png"))
    await user.type(addForm(sliders, "Add slider image").getByLabelText("Slider link"), "https://example.com/eid")
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

  it("edits an offer's name and link in its row: the row's own form, 'Offer updated', the list shows the new card", async () => {
    const server = contentBackend({ offers: [{ id: "offer_1", name: "Kids' bikes", url: "/shop/Kids", promotion_id: null, price_list_id: null, live: true }] })
    const user = userEvent.setup()
    await openPage()
    const offers = section("Offers")
    await within(offers).findByText("Kids' bikes")
    await user.click(within(offers).getByText("Edit", { selector: "summary" }))
    // The row's edit form (the add form above has the same labels).
    const form = within(within(offers).getAllByLabelText("Offer name")[1].closest("form")!)
    expect(form.getByLabelText("Offer name")).toHaveValue("Kids' bikes")
    await user.clear(form.getByLabelText("Offer name"))
    await user.type(form.getByLabelText("Offer name"), "Bikes for kids")
    await user.clear(form.getByLabelText("Offer link"))
    await user.type(form.getByLabelText("Offer link"), "/shop/Kids?sort=price")
    await user.click(form.getByRole("button", { name: "Save" }))
    expect(await within(offers).findByText("Offer updated")).toBeInTheDocument()
    // The row's edit stays open, showing the answer.
    expect(within(offers).getByText("Offer updated").closest("details")).toHaveAttribute("open")
    expect(server.sent).toEqual([{ method: "POST", pathname: "/admin/offers/offer_1", body: { name: "Bikes for kids", url: "/shop/Kids?sort=price" } }])
    expect(await within(offers).findByText("Bikes for kids", { selector: "strong" })).toBeInTheDocument()
  })

  it("refuses an offer edit with an empty name beside the field, sending nothing", async () => {
    const server = contentBackend({ offers: [{ id: "offer_1", name: "Kids' bikes", url: "/shop/Kids" }] })
    const user = userEvent.setup()
    await openPage()
    const offers = section("Offers")
    await within(offers).findByText("Kids' bikes")
    await user.click(within(offers).getByText("Edit", { selector: "summary" }))
    const name = within(offers).getAllByLabelText("Offer name")[1]
    await user.clear(name)
    await user.click(within(name.closest("form")!).getByRole("button", { name: "Save" }))
    expect(await within(name.closest("form")!).findByText("Name is required")).toBeInTheDocument()
    expect(server.sent).toEqual([])
  })

  it("moves a slide up or down, sending every slide in the new order; the ends cannot move further", async () => {
    const picture = "http://localhost:9000/static/s.png"
    const server = contentBackend({
      sliders: [
        { id: "slide_a", image_url: picture, url: "/shop/a" },
        { id: "slide_b", image_url: picture, url: "/shop/b" },
      ],
    })
    const user = userEvent.setup()
    await openPage()
    const sliders = section("Slider images")
    await within(sliders).findByText("/shop/a")
    expect(within(sliders).getByRole("button", { name: "Move slider image 1 up" })).toBeDisabled()
    expect(within(sliders).getByRole("button", { name: "Move slider image 2 down" })).toBeDisabled()
    await user.click(within(sliders).getByRole("button", { name: "Move slider image 2 up" }))
    expect(await within(sliders).findByText("Slider order saved")).toBeInTheDocument()
    expect(server.sent).toEqual([{ method: "POST", pathname: "/admin/sliders/reorder", body: { ids: ["slide_b", "slide_a"] } }])
    await waitFor(() =>
      expect(
        within(sliders)
          .getAllByRole("link")
          .map((link) => link.textContent)
      ).toEqual(["/shop/b", "/shop/a"])
    )
  })

  it("edits a slide's link and banner text in its row (JSON without a new picture)", async () => {
    const server = contentBackend({ sliders: [{ id: "slide_a", image_url: "http://localhost:9000/static/s.png", url: "/shop/a" }] })
    const user = userEvent.setup()
    await openPage()
    const sliders = section("Slider images")
    await within(sliders).findByText("/shop/a")
    await user.click(within(sliders).getByText("Edit", { selector: "summary" }))
    const link = within(sliders).getAllByLabelText("Slider link")[1]
    const form = within(link.closest("form")!)
    await user.clear(link)
    await user.type(link, "/shop/Mountain")
    await user.type(form.getByLabelText("Banner text (optional)"), "Mountain bikes")
    await user.click(form.getByRole("button", { name: "Save" }))
    expect(await within(sliders).findByText("Slider image updated")).toBeInTheDocument()
    expect(server.sent).toEqual([{ method: "POST", pathname: "/admin/sliders/slide_a", body: { url: "/shop/Mountain", title: "Mountain bikes" } }])
    expect(await within(sliders).findByRole("img", { name: "Mountain bikes" })).toBeInTheDocument()
  })

  it("deletes nothing when the dialog is answered no", async () => {
    const server = contentBackend({ offers: [{ id: "offer_1", name: "Kids' bikes", url: "/shop/Kids" }] })
    vi.spyOn(window, "confirm").mockReturnValue(false)
    const user = userEvent.setup()
    await openPage()
    const offers = section("Offers")
    await user.click(await within(offers).findByRole("button", { name: "Delete offer Kids' bikes" }))
    expect(server.sent).toEqual([])
    expect(within(offers).getByText("Kids' bikes")).toBeInTheDocument()
  })

  it("a deletion's second step as a page (the Delete button's address without scripts): the question, Yes posts, Cancel goes back", async () => {
    const server = contentBackend({ offers: [{ id: "offer_1", name: "Kids' bikes", url: "/shop/Kids" }] })
    const user = userEvent.setup()
    await openPage("/admin/customize?confirm=delete-offer&record=offer_1")
    const offers = section("Offers")
    const step = await within(offers).findByRole("form", { name: "Delete offer Kids' bikes" })
    expect(within(step).getByRole("alert")).toHaveTextContent("Delete the offer Kids' bikes? This cannot be undone.")
    expect(within(step).getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/admin/customize")
    expect(step).toHaveAttribute("method", "post")
    expect(server.sent).toEqual([])
    await user.click(within(step).getByRole("button", { name: "Yes, delete" }))
    expect(await screen.findByText("Offer deleted")).toBeInTheDocument()
    expect(server.sent).toEqual([{ method: "DELETE", pathname: "/admin/offers/offer_1" }])
  })

  it("the Delete button itself only asks: without scripts it is a GET of the page naming the deletion", async () => {
    contentBackend({ offers: [{ id: "offer_1", name: "Kids' bikes", url: "/shop/Kids" }] })
    await openPage()
    const button = await within(section("Offers")).findByRole("button", { name: "Delete offer Kids' bikes" })
    const form = button.closest("form")!
    expect(form).toHaveAttribute("method", "get")
    expect(Object.fromEntries(new FormData(form))).toEqual({ confirm: "delete-offer", record: "offer_1" })
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
