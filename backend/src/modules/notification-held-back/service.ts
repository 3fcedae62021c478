import type { ProviderSendNotificationDTO, ProviderSendNotificationResultsDTO } from "@medusajs/framework/types"
import { AbstractNotificationProviderService } from "@medusajs/framework/utils"

/**
 * The channel of SMS the shop held back (lib/config/held-back-sms.ts): "sending" one delivers
 * nothing. The Notification module stores the row as any other (recipient, kind, order, the
 * reason in its data), which is all a held-back message is: a record, never a message sent later.
 */
export default class HeldBackNotificationProviderService extends AbstractNotificationProviderService {
  static identifier = "notification-held-back"

  async send(_notification: ProviderSendNotificationDTO): Promise<ProviderSendNotificationResultsDTO> {
    return {}
  }
}
