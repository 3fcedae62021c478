/** The profile opened with it says a number was added (features/auth/phone/add-phone.server.ts). */
export const PHONE_ADDED_PARAM = "phone_added"
