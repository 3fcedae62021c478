import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { addEmailRefusal, isUniqueViolation } from "../rules/add-email-refusals"

export const setAddedEmailStepId = "set-added-email"
/**
 * The customer's email, once its new sign-in is linked (the last word on "taken"): the database
 * keeps one account per email, so an account that got this email a moment after
 * checkEmailAddableStep looked (a Google sign-up, a customer made by sign-up) makes the update
 * fail — answered as taken, like the sequential case, and the workflow's compensation removes the
 * new sign-in. Undone by clearing the email again (the account had none).
 */
export const setAddedEmailStep = createStep(
  setAddedEmailStepId,
  async (input: { customer_id: string; email: string }, { container }) => {
    try {
      const customer = await container.resolve(Modules.CUSTOMER).updateCustomers(input.customer_id, { email: input.email })
      return new StepResponse(customer, input.customer_id)
    } catch (error) {
      throw isUniqueViolation(error) ? addEmailRefusal("email_taken") : error
    }
  },
  async (customerId, { container }) => {
    if (!customerId) return
    await container.resolve(Modules.CUSTOMER).updateCustomers(customerId, { email: null })
  }
)
