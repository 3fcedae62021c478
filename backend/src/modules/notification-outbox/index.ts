import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import OutboxNotificationProviderService from "./service"

/** Registered by lib/config/medusa.ts (notificationModule) for every channel that has no gateway configured. */
export default ModuleProvider(Modules.NOTIFICATION, { services: [OutboxNotificationProviderService] })
