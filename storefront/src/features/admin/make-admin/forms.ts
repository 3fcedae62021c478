/** The make-admin screen's forms (routes/admin/make-admin.tsx's action, by their intent). */
export const MAKE_ADMIN = "make-admin"
export const REMOVE_ADMIN = "remove-admin"

/** The fetcher the list's remove forms share, so its answer outlives the row it removed. */
export const MADE_ADMINS_FETCHER = "made-admins"

/**
 * The second step, asked by address (a GET form: works without scripts): ?email=&role= shows
 * "Make … an admin?" with the button that does it; ?remove=<user id> asks before removing.
 */
export const ASK = { email: "email", role: "role", remove: "remove" } as const

/** The backend's three roles (backend/src/lib/roles.ts), in the order the screen offers them. */
export const ROLE_KEYS = ["order_staff", "content_editor", "owner"] as const
export type RoleKey = (typeof ROLE_KEYS)[number]

/** The confirmation the backend asks for (POST /admin/make-admin `confirm: true`), as the confirm form posts it. */
export const CONFIRMED = "yes"
