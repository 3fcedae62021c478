import { zodResolver } from "@hookform/resolvers/zod"
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { FormProvider, useForm } from "react-hook-form"
import { beforeEach, describe, expect, it } from "vitest"
import { resetShop } from "../../../lib/medusa"
import { fakeBackend, json, SHOP_CONFIG } from "../../../testing/backend"
import { addressFromCustomer, isCompleteAddress, toMedusaAddress } from "../address/address"
import { isBangladeshiMobile } from "../address/phone"
import { messagesFor } from "../../../i18n"
import { addressSchema, emptyAddress, type AddressInput } from "../address/schemas"
import { DIVISIONS } from "../../../testing/divisions"
import { AddressPickers } from "./address-pickers"
import { COUNTRY_CODE } from "@chaka/rules"

function Form({ defaults = emptyAddress }: { defaults?: AddressInput }) {
  const form = useForm<AddressInput>({ resolver: zodResolver(addressSchema(messagesFor("en").address)), defaultValues: defaults })
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(() => {})} noValidate>
        <AddressPickers />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  )
}

const renderForm = (defaults?: AddressInput) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Form defaults={defaults} />
    </QueryClientProvider>
  )

const options = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole("option")
    .map((option) => option.getAttribute("value"))

describe("AddressPickers", () => {
  beforeEach(() => {
    resetShop()
    fakeBackend({ "/storefront/config": () => json(SHOP_CONFIG), "/store/bangladesh/divisions": () => json({ divisions: DIVISIONS }) })
  })

  it("lists only the chosen division's districts and the chosen district's police stations, clearing them when the division changes", async () => {
    const user = userEvent.setup()
    renderForm()
    await screen.findByRole("option", { name: /Chattogram/ })
    expect(screen.getByLabelText("District")).toBeDisabled()

    await user.selectOptions(screen.getByLabelText("Division"), "Dhaka")
    expect(options("District")).toEqual(["", "Dhaka", "Gazipur"])
    await user.selectOptions(screen.getByLabelText("District"), "Gazipur")
    expect(options("Police station (thana)")).toEqual(["", "Kaliakair", "Tongi East"])
    await user.selectOptions(screen.getByLabelText("Police station (thana)"), "Kaliakair")

    await user.selectOptions(screen.getByLabelText("Division"), "Chattogram")
    expect(screen.getByLabelText("District")).toHaveValue("")
    expect(screen.getByLabelText("Police station (thana)")).toHaveValue("")
    expect(options("District")).toEqual(["", "Cumilla"])
  })

  it("names a division or district by its older spelling too, so a shopper looking for Chittagong or Comilla finds it", async () => {
    const user = userEvent.setup()
    renderForm()
    expect(await screen.findByRole("option", { name: "Chattogram / Chittagong (চট্টগ্রাম)" })).toHaveValue("Chattogram")
    await user.selectOptions(screen.getByLabelText("Division"), "Chattogram")
    expect(screen.getByRole("option", { name: "Cumilla / Comilla (কুমিল্লা)" })).toHaveValue("Cumilla")
    expect(screen.getByRole("option", { name: "Dhaka (ঢাকা)" })).toHaveValue("Dhaka")
  })

  it("shows a saved address once the lists arrive, and marks missing choices", async () => {
    const user = userEvent.setup()
    renderForm({ ...emptyAddress, division: "Dhaka", district: "Dhaka" })
    await screen.findByRole("option", { name: "Dhanmondi" })
    expect(screen.getByLabelText("Division")).toHaveValue("Dhaka")
    expect(screen.getByLabelText("District")).toHaveValue("Dhaka")
    await user.click(screen.getByRole("button", { name: "Save" }))
    expect(await screen.findByText("Police station is required")).toBeInTheDocument()
    expect(screen.getByLabelText("Police station (thana)")).toHaveAttribute("aria-invalid", "true")
  })
})

describe("address helpers", () => {
  it("accepts Bangladeshi mobiles written with +88, spaces or hyphens, and nothing else", () => {
    for (const phone of ["01712345678", "+8801712345678", "8801912-345678", "017 1234 5678"]) expect(isBangladeshiMobile(phone)).toBe(true)
    for (const phone of ["0171234567", "01212345678", "+1 202 555 0100", "phone"]) expect(isBangladeshiMobile(phone)).toBe(false)
  })

  it("maps the default shipping address (and the customer's phone) both ways", () => {
    const customer = {
      phone: "01812345678",
      addresses: [
        { id: "a1", is_default_shipping: false, province: "Chattogram", city: "Cumilla", address_2: "Laksam", address_1: "Old road", phone: null },
        { id: "a2", is_default_shipping: true, province: "Dhaka", city: "Dhaka", address_2: "Dhanmondi", address_1: "Road 5", phone: null },
      ],
    } as unknown as Parameters<typeof addressFromCustomer>[0]
    const address = addressFromCustomer(customer)
    expect(address).toEqual({ division: "Dhaka", district: "Dhaka", thana: "Dhanmondi", road: "Road 5", phone: "01812345678" })
    expect(isCompleteAddress(address)).toBe(true)
    expect(toMedusaAddress(address, { first_name: "Rahim" })).toEqual({
      first_name: "Rahim",
      province: "Dhaka",
      city: "Dhaka",
      address_2: "Dhanmondi",
      address_1: "Road 5",
      phone: "01812345678",
      country_code: COUNTRY_CODE,
    })
    expect(isCompleteAddress(addressFromCustomer({ phone: null, addresses: [] }))).toBe(false)
  })
})
