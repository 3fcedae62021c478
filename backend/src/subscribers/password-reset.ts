import { randomUUID } from "node:crypto"
import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { INotificationModuleService } from "@medusajs/framework/types"
import { AuthWorkflowEvents, ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { parseEnv } from "../lib/config/env"
import { PASSWORD_RESET_TEMPLATE, passwordResetUrl } from "../workflows/accounts/rules/password-reset"
import { renderEmail } from "../modules/notification-templates/render"
import { customerLanguage } from "../workflows/accounts/rules/language"
import type { ShopLanguage } from "../lib/languages/shop-language"

type PasswordReset = { entity_id: string; token: string; actor_type: string }

/**
 * What this subscriber uses of the Notification module. Its service is built with
 * `MedusaService({ Notification })`, which also generates `deleteNotifications` (ids, or objects
 * of column values to match); INotificationModuleService does not declare it.
 */
export type ResetNotifications = Pick<INotificationModuleService, "createNotifications"> & {
  deleteNotifications(selector: { idempotency_key: string }): Promise<void>
}

let storefrontUrl: string | undefined
/** STOREFRONT_URL, read from the environment once (it does not change while the server runs). */
const storefront = () => (storefrontUrl ??= parseEnv(process.env, { requireDatabase: false }).storefrontUrl)

/**
 * A customer asked for a reset link (POST /auth/customer/emailpass/reset-password, which answers
 * 201 whether or not the email has a sign-in; Medusa emits this only when it has). The link goes to
 * the Notification module's "email" channel with the `password-reset` template: through SMTP when
 * SMTP_URL is set, else into the outbox folder (lib/config/medusa.ts, notificationModule).
 *
 * The module also stores every notification with its data, which GET /admin/notifications
 * serves to any admin user: a stored link would let an admin ask for a customer's reset and
 * read the live token back. So the email is rendered here and handed over as `content`, which
 * the module passes to the provider but has no column for; the row keeps no data. It is still
 * deleted once sent (or failed), found by the idempotency key it was created with: it says that
 * this customer asked for a reset.
 *
 * The mail is in the customer's language (their account's choice), English otherwise.
 * Admin users reset their password in Medusa's dashboard, which has its own page for the token.
 */
export default async function passwordResetRequested({ event, container }: SubscriberArgs<PasswordReset>) {
  const { entity_id: email, token, actor_type } = event.data
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  if (actor_type !== "customer") {
    logger.info(`A password reset for a "${actor_type}" sign-in was requested: the shop sends links to customers only`)
    return
  }
  const notifications = container.resolve<ResetNotifications | undefined>(Modules.NOTIFICATION, { allowUnregistered: true })
  if (!notifications) {
    logger.warn("A password reset was requested, but no Notification module is configured to send the link")
    return
  }
  const idempotency_key = `${PASSWORD_RESET_TEMPLATE}:${randomUUID()}`
  try {
    const language = await languageOf(container, email)
    const { subject, html, text } = renderEmail(PASSWORD_RESET_TEMPLATE, { url: passwordResetUrl(storefront(), token, email), language })
    await notifications.createNotifications({
      to: email,
      channel: "email",
      template: PASSWORD_RESET_TEMPLATE,
      data: null,
      content: { subject, html, text },
      idempotency_key,
    })
  } catch (error) {
    logger.error(`The password reset link could not be sent: ${(error as Error).message}`)
  } finally {
    // Also after a failure: the module keeps a failed notification's row.
    await notifications.deleteNotifications({ idempotency_key }).catch((error: Error) => {
      logger.error(`The stored password reset notification could not be deleted: ${error.message}`)
    })
  }
}

/**
 * The language the customer chose (workflows/accounts/rules/language.ts), read by the email their sign-in
 * proved; English when they never chose, or when it cannot be read (the link matters more).
 */
async function languageOf(container: SubscriberArgs<PasswordReset>["container"], email: string): Promise<ShopLanguage | undefined> {
  try {
    const customers = container.resolve(Modules.CUSTOMER, { allowUnregistered: true })
    const [customer] = (await customers?.listCustomers({ email, has_account: true }, { select: ["id", "metadata"], take: 1 })) ?? []
    return customerLanguage(customer?.metadata)
  } catch {
    return undefined
  }
}

export const config: SubscriberConfig = {
  event: AuthWorkflowEvents.PASSWORD_RESET,
  context: { subscriberId: "password-reset-link" },
}
