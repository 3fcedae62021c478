/** Spec: after a successful profile update the page's data is reloaded after 1 second. */
export const PROFILE_REFRESH_DELAY_MS = 1000
