import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { INotificationModuleService } from "@medusajs/framework/types"
import { AuthWorkflowEvents, ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { parseEnv } from "../lib/config/env"
import { PASSWORD_RESET_TEMPLATE, passwordResetUrl } from "../lib/password-reset"

type PasswordReset = { entity_id: string; token: string; actor_type: string }

/**
 * A customer asked for a reset link (POST /auth/customer/emailpass/reset-password, which answers
 * 201 whether or not the email has a sign-in; Medusa emits this only when it has). The link goes to
 * the Notification module's "email" channel: until the notifications issue brings a real email
 * provider, Medusa's local provider writes it to the backend's log (lib/config/medusa.ts).
 * Admin users reset their password in Medusa's dashboard, which has its own page for the token.
 */
export default async function passwordResetRequested({ event, container }: SubscriberArgs<PasswordReset>) {
  const { entity_id: email, token, actor_type } = event.data
  if (actor_type !== "customer") return
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const notifications = container.resolve<INotificationModuleService | undefined>(Modules.NOTIFICATION, { allowUnregistered: true })
  if (!notifications) {
    logger.warn("A password reset was requested, but no Notification module is configured to send the link")
    return
  }
  const url = passwordResetUrl(parseEnv(process.env, { requireDatabase: false }).storefrontUrl, token, email)
  try {
    await notifications.createNotifications({ to: email, channel: "email", template: PASSWORD_RESET_TEMPLATE, data: { url } })
  } catch (error) {
    logger.error(`The password reset link could not be sent: ${(error as Error).message}`)
  }
}

export const config: SubscriberConfig = {
  event: AuthWorkflowEvents.PASSWORD_RESET,
  context: { subscriberId: "password-reset-link" },
}
