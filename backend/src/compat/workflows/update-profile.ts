import { createCustomerAddressesWorkflow, updateCustomerAddressesWorkflow, updateCustomersWorkflow } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { ImageInput } from "@chaka/kit"
import { SHOP } from "../../workflows/shop/rules/identity"
import { setCustomerAvatarWorkflow } from "../../workflows/accounts/set-avatar"
import { planCompatProfileStep, type CompatProfileAddress } from "./steps/plan-compat-profile"

export type UpdateCompatProfileInput = {
  customer_id: string
  /** Only the fields sent (the rest are kept); the customer-address hooks refuse an invalid result. */
  address: Partial<CompatProfileAddress>
  image: ImageInput | null
}

/**
 * The original's "update profile" (PUT /users/updateUser), stored as the storefront stores it:
 * the default shipping address (created the first time, from the fields sent merged with the
 * saved ones), the customer's phone, and a new
 * picture through the avatar workflow (which deletes the picture it replaces). `{ changed }`
 * says whether anything was written.
 */
export const updateCompatProfileWorkflow = createWorkflow("update-compat-profile", (input: UpdateCompatProfileInput) => {
  const plan = planCompatProfileStep(transform({ input }, ({ input }) => ({ customer_id: input.customer_id, sent: input.address })))

  when("create-compat-address", { plan }, ({ plan }) => plan.create_address).then(() => {
    createCustomerAddressesWorkflow.runAsStep({
      input: transform({ input, plan }, ({ input, plan }) => ({
        addresses: [
          {
            customer_id: input.customer_id,
            first_name: plan.first_name,
            last_name: plan.last_name,
            country_code: SHOP.countryCode,
            ...plan.address,
            is_default_shipping: true,
          },
        ],
      })),
    })
  })
  when("update-compat-address", { plan }, ({ plan }) => !!plan.address_id && plan.address_changed).then(() => {
    updateCustomerAddressesWorkflow.runAsStep({
      input: transform({ input, plan }, ({ plan }) => ({
        selector: { id: plan.address_id! },
        update: { ...plan.address, country_code: SHOP.countryCode, is_default_shipping: true },
      })),
    })
  })
  when("update-compat-phone", { plan }, ({ plan }) => plan.phone_changed).then(() => {
    updateCustomersWorkflow.runAsStep({
      input: transform({ input, plan }, ({ input, plan }) => ({ selector: { id: input.customer_id }, update: { phone: plan.phone } })),
    })
  })
  when("update-compat-avatar", { input }, ({ input }) => !!input.image).then(() => {
    setCustomerAvatarWorkflow.runAsStep({
      input: transform({ input }, ({ input }) => ({ customer_id: input.customer_id, image: input.image! })),
    })
  })

  return new WorkflowResponse(transform({ input, plan }, ({ input, plan }) => ({ changed: plan.address_changed || plan.phone_changed || !!input.image })))
})
