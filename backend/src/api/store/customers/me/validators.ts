import { z } from "@medusajs/framework/zod"
import { messages } from "../../../../lib/messages"

/**
 * What POST /store/customers/me takes besides Medusa's StoreUpdateCustomer: the profile's
 * "Send me SMS about my orders" (true or false, nothing else).
 */
export const StoreUpdateOwnCustomer = z.object({
  sms_notifications: z.boolean({ error: messages.smsNotificationsInvalid }).optional(),
})
export type StoreUpdateOwnCustomer = z.infer<typeof StoreUpdateOwnCustomer>
