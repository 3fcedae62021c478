import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import HeldBackNotificationProviderService from "./service"

/** Registered by lib/config/medusa.ts (notificationModule) for the held-back SMS channel, always. */
export default ModuleProvider(Modules.NOTIFICATION, { services: [HeldBackNotificationProviderService] })
