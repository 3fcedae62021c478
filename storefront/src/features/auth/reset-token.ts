/**
 * The email a reset link's token was made for. The token is a JWT whose payload names the
 * account (`entity_id`); the link's `?email=` is only text anyone could change, so the page shows
 * and sends the token's own email. Null when the token is not a readable JWT (a damaged link).
 */
export function resetTokenEmail(token: string | null): string | null {
  const payload = token?.split(".")[1]
  if (!payload || !/^[\w-]+$/.test(payload)) return null
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/")
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)))
    const { entity_id: email } = JSON.parse(json) as { entity_id?: unknown }
    return typeof email === "string" && email.includes("@") ? email : null
  } catch {
    return null
  }
}

/** The form field the reset link's token rides in (a hidden field), with or without scripts. */
export const RESET_TOKEN_FIELD = "token"
