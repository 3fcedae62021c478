import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import SmtpNotificationProviderService from "./service"

/** The "email" channel when SMTP_URL is set (lib/config/medusa.ts, notificationModule). */
export default ModuleProvider(Modules.NOTIFICATION, { services: [SmtpNotificationProviderService] })
