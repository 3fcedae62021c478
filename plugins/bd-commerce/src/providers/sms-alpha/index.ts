import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import AlphaSmsNotificationProviderService from "./service"

/**
 * Register under the Notification Module as
 * `{ resolve: "@chaka/bd-commerce/providers/sms-alpha", id: "sms-alpha", options: { api_key, sender_id?, api_url?, channels: ["sms"] } }`.
 * API: https://sms.net.bd/api
 */
export default ModuleProvider(Modules.NOTIFICATION, { services: [AlphaSmsNotificationProviderService] })
