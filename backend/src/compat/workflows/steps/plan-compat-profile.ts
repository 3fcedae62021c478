import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { checkBangladeshAddress, compactPhone, isBangladeshiMobile, messages as bdMessages } from "@chaka/bd-commerce/api"
import { primaryAddressOf, type StoredCompatCustomer } from "../../shapes/user"

export type CompatProfileAddress = { province: string; city: string; address_2: string; address_1: string; phone: string }
export type CompatProfilePlan = {
  first_name: string | null
  last_name: string | null
  /** The saved address merged with the fields sent, in official spelling when it is a valid one. */
  address: CompatProfileAddress
  /** The saved address to update, or null when the customer has none yet. */
  address_id: string | null
  /** Create an address (none saved and some of its fields sent) or update the saved one. */
  create_address: boolean
  address_changed: boolean
  phone: string | null
  phone_changed: boolean
}

const PLACE_FIELDS = ["province", "city", "address_2", "address_1"] as const
const FIELDS: (keyof CompatProfileAddress)[] = [...PLACE_FIELDS, "phone"]

/**
 * What the original's profile update changes: it sent only the fields filled in, so each one
 * sent replaces the saved one and the rest are kept. The merged address is what the
 * customer-address hooks check (an incomplete or unknown one is refused there, nothing
 * written); a phone alone is the customer's phone.
 */
export const planCompatProfileStep = createStep(
  "plan-compat-profile",
  async ({ customer_id, sent }: { customer_id: string; sent: Partial<CompatProfileAddress> }, { container }) => {
    const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "customer",
      fields: ["id", "first_name", "last_name", "phone", "addresses.*"],
      filters: { id: customer_id },
    })
    // A phone is checked here too: sent alone it reaches no address hook.
    if (sent.phone !== undefined && !isBangladeshiMobile(sent.phone)) throw new MedusaError(MedusaError.Types.INVALID_DATA, bdMessages.phoneInvalid)
    const customer = data[0] as unknown as StoredCompatCustomer
    const saved = primaryAddressOf(customer)
    const merged = Object.fromEntries(
      FIELDS.map((field) => [field, sent[field] ?? saved?.[field] ?? (field === "phone" ? customer.phone : null) ?? ""])
    ) as CompatProfileAddress
    const checked = checkBangladeshAddress(merged)
    const address = checked.ok ? { ...merged, ...checked.address, phone: compactPhone(checked.address.phone!) } : merged
    const create = !saved && PLACE_FIELDS.some((field) => sent[field] !== undefined)
    const plan: CompatProfilePlan = {
      first_name: customer.first_name,
      last_name: customer.last_name,
      address,
      address_id: saved?.id ?? null,
      create_address: create,
      address_changed: create || (!!saved && FIELDS.some((field) => (saved[field] ?? "") !== address[field])),
      phone: sent.phone === undefined ? null : address.phone,
      phone_changed: sent.phone !== undefined && (customer.phone ?? "") !== address.phone,
    }
    return new StepResponse(plan)
  }
)
