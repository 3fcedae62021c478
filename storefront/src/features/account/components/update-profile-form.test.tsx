import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it } from "vitest"
import { resetShop } from "../../../lib/medusa"
import { fakeBackend, json, SHOP_CONFIG } from "../../../testing/backend"
import { renderApp } from "../../../testing/render"
import { CUSTOMER, signedIn } from "../../../testing/session"
import { DIVISIONS } from "../../../testing/divisions"
import { COUNTRY_CODE } from "@chaka/rules"

const SAVED_ADDRESS = {
  id: "addr_home",
  is_default_shipping: true,
  province: "Dhaka",
  city: "Dhaka",
  address_2: "Dhanmondi",
  address_1: "Road 5, House 12",
  phone: "01712345678",
  country_code: COUNTRY_CODE,
}

const backend = (customer: object = CUSTOMER, extra: Parameters<typeof fakeBackend>[0] = {}) =>
  fakeBackend({
    "/storefront/config": () => json(SHOP_CONFIG),
    "/store/bangladesh/divisions": () => json({ divisions: DIVISIONS }),
    ...signedIn({ customer }),
    ...extra,
  })

const png = (bytes: number) => new File([new Uint8Array(bytes)], "me.png", { type: "image/png" })

async function openForm() {
  renderApp("/my-account/update-profile")
  await screen.findByRole("heading", { name: "Update profile" })
  // The division list has arrived once its options are there.
  await screen.findByRole("option", { name: /Chattogram/ })
}

const saveButton = () => screen.getByRole("button", { name: "Save" })
/** How many writes reached the backend. */
const posts = ({ fetchMock }: ReturnType<typeof fakeBackend>) => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST").length

describe("update-profile", () => {
  beforeEach(() => resetShop())

  it("asks for the whole address and a phone once an address is begun, saving nothing", async () => {
    const server = backend()
    const user = userEvent.setup()
    await openForm()
    expect(screen.getByLabelText("Name")).toHaveValue("Rahim Uddin")
    expect(screen.getByLabelText("Name")).not.toHaveAttribute("readonly")
    expect(screen.getByLabelText("Email")).toHaveValue("rahim@example.com")
    expect(screen.getByLabelText("Email")).toHaveAttribute("readonly")

    await user.type(screen.getByLabelText("Road or village"), "Road 5")
    await user.click(saveButton())
    expect(await screen.findByText("Phone is required")).toBeInTheDocument()
    expect(screen.getByText("Division is required")).toBeInTheDocument()
    expect(screen.getByText("District is required")).toBeInTheDocument()
    expect(screen.getByText("Police station is required")).toBeInTheDocument()
    expect(screen.getByLabelText("Phone")).toHaveAttribute("aria-invalid", "true")
    expect(posts(server)).toBe(0)
  })

  it("saves a new picture alone for a customer with no address: no division asked, nothing else written", async () => {
    const written: string[] = []
    const server = backend(CUSTOMER, {
      "/store/customers/me/avatar": (url) => {
        written.push(url.pathname)
        return json({ customer: { ...CUSTOMER, metadata: { avatar_url: "http://localhost:9000/static/avatar.png" } } })
      },
    })
    const user = userEvent.setup()
    await openForm()
    await user.upload(screen.getByLabelText("Profile picture"), png(1024))
    await user.click(saveButton())
    expect(await screen.findByText("Update successful")).toBeInTheDocument()
    expect(screen.queryByText("Division is required")).not.toBeInTheDocument()
    expect(written).toEqual(["/store/customers/me/avatar"])
    expect(posts(server)).toBe(1)
  })

  it("changes the name alone", async () => {
    const sent: unknown[] = []
    const server = backend(CUSTOMER, {
      "/store/customers/me": (_url, init) => {
        if (init?.method === "POST") sent.push(JSON.parse(String(init.body)))
        return json({ customer: CUSTOMER })
      },
    })
    const user = userEvent.setup()
    await openForm()
    await user.clear(screen.getByLabelText("Name"))
    await user.type(screen.getByLabelText("Name"), "Karim Ahmed Khan")
    await user.click(saveButton())
    expect(await screen.findByText("Update successful")).toBeInTheDocument()
    expect(sent).toEqual([{ first_name: "Karim", last_name: "Ahmed Khan" }])
    expect(posts(server)).toBe(1)
  })

  it("saves the picture alone for an account with no name yet (made from an email), keeping the name blank", async () => {
    const written: string[] = []
    const server = backend(
      { ...CUSTOMER, first_name: null, last_name: null },
      {
        "/store/customers/me/avatar": () => {
          written.push("/store/customers/me/avatar")
          return json({ customer: CUSTOMER })
        },
      }
    )
    const user = userEvent.setup()
    await openForm()
    expect(screen.getByLabelText("Name")).toHaveValue("")
    await user.upload(screen.getByLabelText("Profile picture"), png(1024))
    await user.click(saveButton())
    expect(await screen.findByText("Update successful")).toBeInTheDocument()
    expect(screen.queryByText("Name is required")).not.toBeInTheDocument()
    expect(written).toEqual(["/store/customers/me/avatar"])
    expect(posts(server)).toBe(1)
  })

  it("rejects a phone that is not a Bangladeshi mobile", async () => {
    const server = backend({ ...CUSTOMER, addresses: [SAVED_ADDRESS] })
    const user = userEvent.setup()
    await openForm()
    expect(screen.getByLabelText("Phone")).toHaveValue("01712345678")
    await user.clear(screen.getByLabelText("Phone"))
    await user.type(screen.getByLabelText("Phone"), "12345")
    await user.click(saveButton())
    expect(await screen.findByText("Enter a Bangladeshi mobile number, such as 01712-345678")).toBeInTheDocument()
    expect(posts(server)).toBe(0)
  })

  it("refuses a picture above 2 MB or one that is not JPEG, PNG, GIF or WebP before uploading", async () => {
    const server = backend({ ...CUSTOMER, addresses: [SAVED_ADDRESS] })
    const user = userEvent.setup({ applyAccept: false })
    await openForm()
    const chooser = screen.getByLabelText("Profile picture")

    await user.upload(chooser, png(2 * 1024 * 1024 + 1))
    await user.click(saveButton())
    expect(await screen.findByText("The picture must be 2 MB or smaller")).toBeInTheDocument()
    expect(chooser).toHaveAttribute("aria-invalid", "true")

    await user.upload(chooser, new File(["hello"], "notes.txt", { type: "text/plain" }))
    expect(await screen.findByText("Choose a JPEG, PNG, GIF or WebP picture")).toBeInTheDocument()
    expect(posts(server)).toBe(0)
  })

  it("creates the default shipping address, saves the phone and uploads the picture, then says so and reads the session again", async () => {
    const bodies: Record<string, unknown> = {}
    let sessionLoads = 0
    let upload: { image: FormDataEntryValue | null; contentType: string | null } | undefined
    backend(CUSTOMER, {
      "/store/customers/me": (_url, init) => {
        if (init?.method === "POST") {
          bodies.customer = JSON.parse(String(init.body))
          return json({ customer: CUSTOMER })
        }
        sessionLoads += 1
        return json({ customer: CUSTOMER })
      },
      "/store/customers/me/addresses": (_url, init) => {
        bodies.address = JSON.parse(String(init?.body))
        return json({ customer: CUSTOMER })
      },
      "/store/customers/me/avatar": (_url, init) => {
        upload = { image: (init?.body as FormData).get("image"), contentType: new Headers(init?.headers).get("content-type") }
        return json({ customer: { ...CUSTOMER, metadata: { avatar_url: "http://localhost:9000/static/avatar.png" } } })
      },
    })
    const user = userEvent.setup()
    await openForm()

    await user.type(screen.getByLabelText("Phone"), "01812-345678")
    await user.selectOptions(screen.getByLabelText("Division"), "Dhaka")
    await user.selectOptions(screen.getByLabelText("District"), "Gazipur")
    await user.selectOptions(screen.getByLabelText("Police station (thana)"), "Kaliakair")
    await user.type(screen.getByLabelText("Road or village"), "Chandra, Pallibiddut road")
    const picture = png(1024)
    await user.upload(screen.getByLabelText("Profile picture"), picture)
    const loadsBefore = sessionLoads
    await user.click(saveButton())

    expect(await screen.findByText("Update successful")).toBeInTheDocument()
    expect(bodies.address).toEqual({
      first_name: "Rahim",
      last_name: "Uddin",
      province: "Dhaka",
      city: "Gazipur",
      address_2: "Kaliakair",
      address_1: "Chandra, Pallibiddut road",
      phone: "01812345678",
      country_code: COUNTRY_CODE,
      is_default_shipping: true,
    })
    expect(bodies.customer).toEqual({ phone: "01812345678" })
    expect((upload?.image as File).name).toBe(picture.name)
    expect((upload?.image as File).size).toBe(picture.size)
    expect(upload?.contentType).toBeNull()

    // The profile is read again once saved (the action reads it to compare; the page then shows it as saved).
    await waitFor(() => expect(sessionLoads).toBeGreaterThanOrEqual(loadsBefore + 2))
  })

  it("turns SMS about orders off and on with the rest of the profile; the box shows the saved choice", async () => {
    const sent: unknown[] = []
    const saved = { ...CUSTOMER, phone: "01712345678", addresses: [SAVED_ADDRESS] }
    backend(saved, {
      "/store/customers/me": (_url, init) => {
        if (init?.method === "POST") sent.push(JSON.parse(String(init.body)))
        return json({ customer: { ...saved, sms_notifications: true } })
      },
      "/store/customers/me/addresses/addr_home": () => json({ customer: saved }),
    })
    const user = userEvent.setup()
    await openForm()
    const sms = screen.getByRole("checkbox", { name: "Send me SMS about my orders" })
    expect(sms).toBeChecked()
    expect(sms).toHaveAccessibleDescription("A text when you place an order, when it ships and if it is canceled.")
    await user.click(sms)
    await user.click(saveButton())
    expect(await screen.findByText("Update successful")).toBeInTheDocument()
    // Only what changed: the phone is the same.
    expect(sent).toEqual([{ sms_notifications: false }])
  }, 15_000)

  it("shows SMS off for a customer who turned it off, and sends nothing about it when it stays off", async () => {
    const sent: unknown[] = []
    const saved = { ...CUSTOMER, phone: "01712345678", addresses: [SAVED_ADDRESS], metadata: { sms_opt_out: true }, sms_notifications: false }
    backend(saved, {
      "/store/customers/me": (_url, init) => {
        if (init?.method === "POST") sent.push(JSON.parse(String(init.body)))
        return json({ customer: saved })
      },
      "/store/customers/me/addresses/addr_home": () => json({ customer: saved }),
    })
    await openForm()
    expect(screen.getByRole("checkbox", { name: "Send me SMS about my orders" })).not.toBeChecked()
    await userEvent.click(saveButton())
    expect(await screen.findByText("Update successful")).toBeInTheDocument()
    expect(sent).toEqual([])
  }, 15_000)

  it("updates the saved address and shows the server's refusal under the form", async () => {
    let updatedPath = ""
    backend(
      { ...CUSTOMER, phone: "01712345678", addresses: [SAVED_ADDRESS] },
      {
        "/store/customers/me/addresses/addr_home": (url) => {
          updatedPath = url.pathname
          return json({ type: "invalid_data", message: "Dhanmondi is not a police station (thana) of Dhaka district" }, 400)
        },
      }
    )
    const user = userEvent.setup()
    await openForm()
    expect(screen.getByLabelText("Police station (thana)")).toHaveValue("Dhanmondi")
    await user.type(screen.getByLabelText("Road or village"), ", flat 3")
    await user.click(saveButton())
    expect(await screen.findByRole("alert")).toHaveTextContent("Dhanmondi is not a police station (thana) of Dhaka district")
    expect(updatedPath).toBe("/store/customers/me/addresses/addr_home")
  })

  it("says so when the server refuses the picture as too large (413)", async () => {
    backend(
      { ...CUSTOMER, phone: "01712345678", addresses: [SAVED_ADDRESS] },
      {
        "/store/customers/me/addresses/addr_home": () => json({ customer: CUSTOMER }),
        "/store/customers/me/avatar": () => new Response("Request Entity Too Large", { status: 413, statusText: "Payload Too Large" }),
      }
    )
    const user = userEvent.setup()
    await openForm()
    await user.upload(screen.getByLabelText("Profile picture"), png(1024))
    await user.click(saveButton())
    expect(await screen.findByRole("alert")).toHaveTextContent("The picture must be 2 MB or smaller")
  })
})
