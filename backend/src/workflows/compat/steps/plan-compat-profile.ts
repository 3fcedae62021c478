import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { primaryAddressOf, type StoredCompatCustomer } from "../../../compat/shapes/user"

export type CompatProfileAddress = { province: string; city: string; address_2: string; address_1: string; phone: string }
export type CompatProfilePlan = {
  first_name: string | null
  last_name: string | null
  /** The saved address to update, or null when the customer has none yet (one is created). */
  address_id: string | null
  address_changed: boolean
  phone_changed: boolean
}

const FIELDS: (keyof CompatProfileAddress)[] = ["province", "city", "address_2", "address_1", "phone"]

/** What differs between the customer's saved address and phone and the ones sent. */
export const planCompatProfileStep = createStep(
  "plan-compat-profile",
  async ({ customer_id, address }: { customer_id: string; address: CompatProfileAddress }, { container }) => {
    const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "customer",
      fields: ["id", "first_name", "last_name", "phone", "addresses.*"],
      filters: { id: customer_id },
    })
    const customer = data[0] as unknown as StoredCompatCustomer
    const saved = primaryAddressOf(customer)
    const plan: CompatProfilePlan = {
      first_name: customer.first_name,
      last_name: customer.last_name,
      address_id: saved?.id ?? null,
      address_changed: !saved || FIELDS.some((field) => (saved[field] ?? "") !== address[field]),
      phone_changed: (customer.phone ?? "") !== address.phone,
    }
    return new StepResponse(plan)
  }
)
