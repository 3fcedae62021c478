import { useState } from "react"
import { messages } from "../../../messages"

/**
 * Sign-in with Google arrives with the OpenID Connect provider; until the shop configures one
 * the button says so instead of pretending.
 */
export function GoogleButton() {
  const [note, setNote] = useState<string | null>(null)
  return (
    <div className="google-sign-in">
      <button type="button" className="button button--ghost button--block" onClick={() => setNote(messages.auth.googleNotConfigured)}>
        {messages.auth.google}
      </button>
      {note && <p className="form-note" role="status">{note}</p>}
    </div>
  )
}
