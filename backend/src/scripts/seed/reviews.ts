import { createCustomerAccountWorkflow } from "@medusajs/medusa/core-flows"
import type { CustomerDTO, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createReviewWorkflow } from "@chaka/reviews/workflows"
import { isAvatarFileOf } from "@chaka/reviews/api"
import { REVIEW_MODULE } from "@chaka/reviews/modules/review"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { setCustomerAvatarWorkflow } from "../../workflows/accounts/set-avatar"
import { emailpassIdentity } from "./accounts"
import { DEMO_CUSTOMER } from "./catalogue"
import { contentImagesDir } from "./content"
import { DEMO_CUSTOMER_REVIEW, REVIEWERS, type ReviewSeed } from "./content-data"

/** What the seed needs of the review module's generated service. */
type ReviewModuleService = {
  listReviews(filters: { customer_id: string }): Promise<{ id: string }[]>
}

type Account = { email: string; password: string; first_name: string; last_name: string; phone?: string }

/**
 * The demo reviewers (customer accounts with a drawn avatar in metadata.avatar_url) and one
 * review each, plus the demo customer's own review. Idempotent: customers are found by email,
 * and a customer who already has a review gets no other.
 */
export async function seedReviews(container: MedusaContainer): Promise<void> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const reviews = container.resolve<ReviewModuleService>(REVIEW_MODULE)

  const authors: { customer: CustomerDTO; review: ReviewSeed }[] = []
  for (const reviewer of REVIEWERS) {
    const { avatar, look: _look, rating, description, ...account } = reviewer
    authors.push({ customer: await ensureCustomer(container, account, avatar), review: { rating, description } })
  }
  // The demo customer belongs to seedAccounts: reused as it is (no avatar), created only when
  // this runs first, exactly as seedAccounts would.
  const { email: _email, ...demoReview } = DEMO_CUSTOMER_REVIEW
  authors.push({ customer: await ensureCustomer(container, DEMO_CUSTOMER), review: demoReview })

  let created = 0
  // Last to first, so that a list showing the newest review first starts with REVIEWERS[0].
  for (const { customer, review } of [...authors].reverse()) {
    if ((await reviews.listReviews({ customer_id: customer.id })).length) continue
    await createReviewWorkflow(container).run({
      input: { customer_id: customer.id, description: review.description, rating: review.rating },
    })
    created++
  }
  logger.info(created ? `Seeded ${created} reviews` : "Reviews already seeded")
}

/**
 * The customer with an account for this email: found, or registered (emailpass identity and
 * createCustomerAccountWorkflow, as seedAccounts does). With `avatar`, that committed picture
 * becomes the customer's avatar through the avatar workflow (the only writer of the avatar keys),
 * unless the customer already has one the shop stored.
 */
async function ensureCustomer(container: MedusaContainer, account: Account, avatar?: string): Promise<CustomerDTO> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const customers = container.resolve(Modules.CUSTOMER)
  let [customer] = await customers.listCustomers({ email: account.email, has_account: true })

  if (!customer) {
    const authIdentityId = await emailpassIdentity(container, account.email, account.password)
    const { password: _password, ...customerData } = account
    const { result } = await createCustomerAccountWorkflow(container).run({ input: { authIdentityId, customerData } })
    logger.info(`Created customer ${account.email}`)
    customer = result
  }
  if (!avatar || isAvatarFileOf(customer.metadata?.avatar_file_id, customer.id)) return customer
  const image = { filename: avatar, mimeType: "image/webp", content: readFileSync(join(contentImagesDir(), avatar)).toString("base64") }
  const { result } = await setCustomerAvatarWorkflow(container).run({ input: { customer_id: customer.id, image } })
  return (result as CustomerDTO | undefined) ?? customer
}
