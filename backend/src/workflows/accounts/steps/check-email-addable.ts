import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { emailLikePattern, normaliseEmail } from "../../../modules/emailpass-normalised/emails"
import { Register } from "../../../modules/emailpass-normalised/register-rules"
import { addEmailRefusal } from "../rules/add-email-refusals"
import { sameEmail, signInsProvingEmail } from "../rules/sign-in-email"

export type CheckEmailAddableInput = { customer_id: string; email: string; password: string }

/** Whether any sign-in (a password's email, a Google account's verified one) or any customer account has this email, any letter case. */
async function emailInUse(container: MedusaContainer, email: string): Promise<boolean> {
  const [provers, customers] = await Promise.all([
    signInsProvingEmail(container, email),
    // Accounts only: a guest's record (an email typed on a guest cart or order) is no sign-in, and
    // counting it would lock its owner out of their own email and tell anyone who shopped as a guest.
    container.resolve(Modules.CUSTOMER).listCustomers({ email: { $ilike: emailLikePattern(email) }, has_account: true }, { select: ["id", "email"] }),
  ])
  return provers.length > 0 || customers.some((customer) => sameEmail(customer.email, email))
}

export const checkEmailAddableStepId = "check-email-addable"
/**
 * The rule of adding an email to an account made with a mobile number: only while the account has
 * no email (a retry after success is refused, no second sign-in); the sign-up rules for the email
 * and password (modules/emailpass-normalised/register-rules.ts); and an email nobody has, as a
 * sign-in or a customer account (not a guest's record), in any letter case — refused in sign-up's own words, saying not whose.
 * Answers the email normalised (trimmed, lower case).
 */
export const checkEmailAddableStep = createStep(checkEmailAddableStepId, async (input: CheckEmailAddableInput, { container }) => {
  const customer = await container.resolve(Modules.CUSTOMER).retrieveCustomer(input.customer_id, { select: ["id", "email"] })
  if (customer.email) throw addEmailRefusal("email_already_set")
  const checked = Register.safeParse({ email: typeof input.email === "string" ? input.email.trim() : input.email, password: input.password })
  if (!checked.success) {
    const [issue] = checked.error.issues
    throw addEmailRefusal(issue?.path[0] === "password" ? "password_invalid" : "email_invalid", issue?.message)
  }
  const email = normaliseEmail(checked.data.email)
  if (await emailInUse(container, email)) throw addEmailRefusal("email_taken")
  return new StepResponse(email)
})
