import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it } from "vitest"
import { resetShop } from "../../../../lib/medusa"
import { json } from "../../../../testing/backend"
import { renderAdminApp } from "../../../../testing/admin-app"
import { resetAdminSdk } from "../../../../lib/admin-sdk"
import { adminBackend, png } from "../../content/test-backend"
import { today } from "../schemas"

async function openForm() {
  await renderAdminApp("/admin/add-news")
  await screen.findByRole("heading", { name: "Add news", level: 1 })
}
const submit = () => userEvent.click(screen.getByRole("button", { name: "Add news" }))
// The form posts to the route's action, which sends the news on from the shop's server (/admin/news).
/** The list under the form, empty: read by the page's loader (/admin/news) and in the browser (/medusa/admin/news). */
const noNews = {
  "/admin/news": () => json({ news: [], count: 0, limit: 50, offset: 0 }),
  "/medusa/admin/news": () => json({ news: [], count: 0, limit: 50, offset: 0 }),
}
const newsPosts = ({ calls }: ReturnType<typeof adminBackend>) => calls.filter(({ url, method }) => url.pathname === "/admin/news" && method === "POST").length

describe("add news", () => {
  beforeEach(() => {
    resetShop()
    resetAdminSdk()
  })

  it("requires the image ('image is required'), title and description, sending nothing", async () => {
    const server = adminBackend()
    await openForm()
    expect(screen.getByLabelText("Date")).toHaveValue(today())
    await submit()
    expect(await screen.findByText("image is required")).toBeInTheDocument()
    expect(screen.getByText("Title is required")).toBeInTheDocument()
    expect(screen.getByText("Description is required")).toBeInTheDocument()
    expect(screen.getByLabelText("Image")).toHaveAttribute("aria-invalid", "true")
    expect(newsPosts(server)).toBe(0)
  })

  it("refuses a file that is not a picture, or one above 2 MB", async () => {
    const server = adminBackend()
    const user = userEvent.setup({ applyAccept: false })
    await openForm()
    await user.type(screen.getByLabelText("Title"), "Eid ride")
    await user.type(screen.getByLabelText("Description"), "Join us")
    await user.upload(screen.getByLabelText("Image"), new File(["hello"], "notes.txt", { type: "text/plain" }))
    await user.click(screen.getByRole("button", { name: "Add news" }))
    expect(await screen.findByText("Choose a JPEG, PNG, GIF or WebP image")).toBeInTheDocument()
    await user.upload(screen.getByLabelText("Image"), png(2 * 1024 * 1024 + 1))
    expect(await screen.findByText("The image must be 2 MB or smaller")).toBeInTheDocument()
    expect(newsPosts(server)).toBe(0)
  })

  it("uploads title, description, date and image as multipart, toasts and empties the form", async () => {
    let sent: { form: FormData; contentType: string | null } | undefined
    adminBackend({
      ...noNews,
      "/admin/news": (_url, init) => {
        if (!init?.method || init.method === "GET") return noNews["/admin/news"]()
        sent = { form: init?.body as FormData, contentType: new Headers(init?.headers).get("content-type") }
        return json({ news: { id: "news_1", title: "Eid ride", description: "Join us", date: "2025-03-05T00:00:00.000Z", image_url: "x" } })
      },
    })
    const user = userEvent.setup()
    await openForm()
    const picture = png(2048, "ride.png")
    await user.upload(screen.getByLabelText("Image"), picture)
    await user.type(screen.getByLabelText("Title"), "  Eid ride ")
    await user.type(screen.getByLabelText("Description"), "Join us on Friday")
    await user.clear(screen.getByLabelText("Date"))
    await user.type(screen.getByLabelText("Date"), "2025-03-05")
    await user.click(screen.getByRole("button", { name: "Add news" }))

    expect(await screen.findByText("A news item was successfully added")).toBeInTheDocument()
    expect(sent?.contentType).toBeNull()
    expect(sent?.form.get("title")).toBe("Eid ride")
    expect(sent?.form.get("description")).toBe("Join us on Friday")
    expect(sent?.form.get("date")).toBe("2025-03-05")
    expect((sent?.form.get("image") as File).name).toBe("ride.png")
    await waitFor(() => expect(screen.getByLabelText("Title")).toHaveValue(""), { timeout: 10000 })
    expect(screen.getByLabelText("Description")).toHaveValue("")
    expect(screen.getByLabelText("Date")).toHaveValue(today())
    await waitFor(() => expect((screen.getByLabelText("Image") as HTMLInputElement).value).toBe(""))
  })

  it("shows the server's refusal under the form", async () => {
    adminBackend({
      ...noNews,
      "/admin/news": (_url, init) =>
        !init?.method || init.method === "GET"
          ? noNews["/admin/news"]()
          : json({ type: "invalid_data", message: "The image must be a JPEG, PNG, WebP or GIF file" }, 400),
    })
    const user = userEvent.setup()
    await openForm()
    await user.upload(screen.getByLabelText("Image"), png())
    await user.type(screen.getByLabelText("Title"), "Eid ride")
    await user.type(screen.getByLabelText("Description"), "Join us")
    await user.click(screen.getByRole("button", { name: "Add news" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("The image must be a JPEG, PNG, WebP or GIF file")
    expect(screen.getByLabelText("Title")).toHaveValue("Eid ride")
  })
})
