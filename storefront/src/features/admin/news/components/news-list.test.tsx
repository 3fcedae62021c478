import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { resetShop } from "../../../../lib/medusa"
import { json } from "../../../../testing/backend"
import { renderAdminApp } from "../../../../testing/admin-app"
import { resetAdminSdk } from "../../../../lib/admin-sdk"
import { adminBackend, bodyOf } from "../../content/test-backend"
import type { AdminNews } from "../api/create-news"

const EID: AdminNews = {
  id: "news_1",
  title: "Eid hours",
  description: "Open late.",
  date: "2026-03-01T00:00:00.000Z",
  image_url: "http://localhost:9000/static/n.png",
}

/** The content plugin's news routes as the page reads them (/medusa/admin/news) and its action writes them (/admin/news/:id). */
function newsBackend(initial: AdminNews[]) {
  let items = [...initial]
  const sent: { method: string; pathname: string; body?: unknown }[] = []
  const list = () => json({ news: items, count: items.length, limit: 50, offset: 0 })
  const one = (url: URL, init: RequestInit | undefined) => {
    const id = decodeURIComponent(url.pathname.split("/").pop()!)
    const method = init?.method ?? "GET"
    sent.push({ method, pathname: url.pathname, ...(method === "POST" ? { body: init?.body instanceof FormData ? init.body : bodyOf(init) } : {}) })
    if (method === "DELETE") items = items.filter((item) => item.id !== id)
    else items = items.map((item) => (item.id === id ? { ...item, ...(bodyOf(init) as Partial<AdminNews>) } : item))
    return json({ id })
  }
  adminBackend({ "/medusa/admin/news": list, "/admin/news": list, "/admin/news/news_1": one })
  return { sent, items: () => items }
}

async function openPage(path = "/admin/add-news") {
  await renderAdminApp(path)
  await screen.findByRole("heading", { name: "Add news", level: 1 })
  return screen.findByRole("region", { name: "News" })
}

describe("the news list under the add form", () => {
  beforeEach(() => {
    resetShop()
    resetAdminSdk()
  })
  afterEach(() => vi.restoreAllMocks())

  it("lists the news; edits an item's title and text in its row (no new picture: JSON), 'News updated'", async () => {
    const server = newsBackend([EID])
    const user = userEvent.setup()
    const list = await openPage()
    expect(await within(list).findByText("Eid hours")).toBeInTheDocument()
    await user.click(within(list).getByText("Edit", { selector: "summary" }))
    const title = within(list).getByLabelText("Title")
    expect(title).toHaveValue("Eid hours")
    expect(within(list).getByLabelText("Date")).toHaveValue("2026-03-01")
    await user.clear(title)
    await user.type(title, "Eid opening hours")
    await user.click(within(list).getByRole("button", { name: "Save" }))
    expect(await within(list).findByText("News updated")).toBeInTheDocument()
    expect(server.sent).toEqual([
      { method: "POST", pathname: "/admin/news/news_1", body: { title: "Eid opening hours", description: "Open late.", date: "2026-03-01" } },
    ])
    expect(await within(list).findByText("Eid opening hours", { selector: "strong" })).toBeInTheDocument()
  })

  it("refuses an edit's blank title beside it, sending nothing", async () => {
    const server = newsBackend([EID])
    const user = userEvent.setup()
    const list = await openPage()
    await within(list).findByText("Eid hours")
    await user.click(within(list).getByText("Edit", { selector: "summary" }))
    await user.clear(within(list).getByLabelText("Title"))
    await user.click(within(list).getByRole("button", { name: "Save" }))
    expect(await within(list).findByText("Title is required")).toBeInTheDocument()
    expect(server.sent).toEqual([])
  })

  it("deletes an item only after the dialog's yes", async () => {
    const server = newsBackend([EID])
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true)
    const user = userEvent.setup()
    const list = await openPage()
    const remove = await within(list).findByRole("button", { name: "Delete the news Eid hours" })
    await user.click(remove)
    expect(confirm).toHaveBeenLastCalledWith("Delete the news Eid hours? This cannot be undone.")
    expect(server.sent).toEqual([])
    await user.click(remove)
    expect(await within(list).findByText("News deleted")).toBeInTheDocument()
    expect(server.sent).toEqual([{ method: "DELETE", pathname: "/admin/news/news_1" }])
    await waitFor(() => expect(within(list).getByText("There is no news yet.")).toBeInTheDocument())
  })

  it("without scripts the delete's second step is the page itself, asking before it posts", async () => {
    const server = newsBackend([EID])
    const user = userEvent.setup()
    const list = await openPage("/admin/add-news?confirm=delete-news&record=news_1")
    const step = await within(list).findByRole("form", { name: "Delete the news Eid hours" })
    expect(within(step).getByRole("alert")).toHaveTextContent("Delete the news Eid hours? This cannot be undone.")
    expect(within(step).getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/admin/add-news")
    expect(server.sent).toEqual([])
    await user.click(within(step).getByRole("button", { name: "Yes, delete" }))
    expect(await within(list).findByText("News deleted")).toBeInTheDocument()
    expect(server.sent).toEqual([{ method: "DELETE", pathname: "/admin/news/news_1" }])
  })
})
