/**
 * The popup half of "Continue with Google": the sign-in page opens a popup, the provider sends
 * it back to /auth/google/callback, and that page hands the query (code and state, or the
 * provider's error) to the shop's window and closes. Only same-origin windows can listen, and
 * the code is useless without the state and PKCE verifier the backend keeps.
 */

export const OPENID_CALLBACK_PATH = "/auth/google/callback"

/** A BroadcastChannel reaches the shop's window even when the provider's pages cut `window.opener`. */
const CHANNEL = "chaka-openid"
const KIND = "chaka-openid-callback"

type CallbackMessage = { kind: typeof KIND; params: Record<string, string> }

export type OpenIdFailure = "popup-blocked" | "popup-closed" | "provider-error"

/** A sign-in that ended before the shop got an answer, said in plain words by describeAuthError. */
export class OpenIdError extends Error {
  constructor(
    readonly reason: OpenIdFailure,
    /**
     * For "popup-closed": the answer, should it still come. A provider page that sets
     * Cross-Origin-Opener-Policy cuts the popup off from this window, which then reads as
     * closed while the person is still signing in; their answer arrives on the channel later.
     */
    readonly lateAnswer?: Promise<Record<string, string>>
  ) {
    super(reason)
  }
}

/** How long a popup that looked closed may still answer. */
const LATE_ANSWER_MS = 10 * 60_000

const isCallback = (data: unknown): data is CallbackMessage =>
  (data as CallbackMessage | null)?.kind === KIND && typeof (data as CallbackMessage).params === "object"

/**
 * Opens the popup at once, inside the click, so browsers allow it; its address is set when the
 * backend has built the provider's URL.
 */
export function openSignInPopup(): Window {
  const width = 480
  const height = 640
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2)
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2)
  const popup = window.open("", "chaka-openid", `popup=yes,width=${width},height=${height},left=${left},top=${top}`)
  if (!popup) throw new OpenIdError("popup-blocked")
  return popup
}

/** How long a closed popup's last message may take to arrive before "closed by the user". */
const CLOSE_GRACE_MS = 800
const POLL_MS = 400

/**
 * The callback's query once the provider is done, or OpenIdError("popup-closed") when the
 * popup is closed first.
 */
export function waitForCallback(popup: Window): Promise<Record<string, string>> {
  // A new sign-in: an earlier popup's late answer is no longer awaited (its code would be used twice).
  stopLateAnswer?.()
  return new Promise((resolve, reject) => {
    const channel = "BroadcastChannel" in window ? new BroadcastChannel(CHANNEL) : null
    let closedSince: number | null = null

    const finish = () => {
      window.clearInterval(timer)
      window.removeEventListener("message", onWindowMessage)
      channel?.close()
    }
    const accept = (data: unknown) => {
      if (!isCallback(data)) return
      finish()
      resolve(data.params)
    }
    const onWindowMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) accept(event.data)
    }
    window.addEventListener("message", onWindowMessage)
    if (channel) channel.onmessage = (event) => accept(event.data)

    const timer = window.setInterval(() => {
      if (!popup.closed) return
      closedSince ??= Date.now()
      if (Date.now() - closedSince < CLOSE_GRACE_MS) return
      finish()
      reject(new OpenIdError("popup-closed", channel ? lateAnswer() : undefined))
    }, POLL_MS)
  })
}

/** Stops listening for the one late answer awaited, if any. */
let stopLateAnswer: (() => void) | undefined

/**
 * The callback's query if it arrives on the channel within LATE_ANSWER_MS; never settles
 * otherwise, nor once a new sign-in starts (one late answer is awaited at a time).
 */
function lateAnswer(): Promise<Record<string, string>> {
  return new Promise((resolve) => {
    const channel = new BroadcastChannel(CHANNEL)
    const stop = () => {
      window.clearTimeout(timeout)
      channel.close()
      if (stopLateAnswer === stop) stopLateAnswer = undefined
    }
    const timeout = window.setTimeout(stop, LATE_ANSWER_MS)
    stopLateAnswer?.()
    stopLateAnswer = stop
    channel.onmessage = (event) => {
      if (!isCallback(event.data)) return
      stop()
      resolve(event.data.params)
    }
  })
}

/** On the callback page: give the query to the shop's window. */
export function sendCallback(search: string) {
  const message: CallbackMessage = { kind: KIND, params: Object.fromEntries(new URLSearchParams(search)) }
  if ("BroadcastChannel" in window) {
    const channel = new BroadcastChannel(CHANNEL)
    channel.postMessage(message)
    channel.close()
  }
  window.opener?.postMessage(message, window.location.origin)
}
