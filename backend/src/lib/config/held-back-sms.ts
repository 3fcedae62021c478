/**
 * The Notification module's channel for an SMS the shop held back (a number's daily cap,
 * workflows/notifications/rules/send.ts): its provider (src/modules/notification-held-back)
 * sends nothing, so the row only records the message and why, the order's notifications show it,
 * and its key is never sent later. Registered by medusa.ts (notificationModule).
 */
export const HELD_BACK_SMS_CHANNEL = "sms-held-back"
