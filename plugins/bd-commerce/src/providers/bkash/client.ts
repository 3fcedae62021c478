import type { BkashOptions } from "./options"

/**
 * bKash tokenized checkout (URL based, no agreement), API v1.2.0-beta.
 * Overview: https://developer.bka.sh/docs/tokenized-checkout-overview
 * Token (grant, refresh): https://developer.bka.sh/docs/token-management-overview-3
 * Create: https://developer.bka.sh/docs/create-payment-1 · Execute: https://developer.bka.sh/docs/execute-payment-1
 * Query payment status: https://developer.bka.sh/reference (Tokenized Checkout) · Refund: https://developer.bka.sh/docs/refund-transaction-4
 * Every call is a JSON POST; a refusal is HTTP 200 with a statusCode other than "0000", a bad token HTTP 401.
 */

export type BkashErrorKind = "timeout" | "refused" | "http" | "network"

/** Carries bKash's own code and statusMessage; never a token, key or password. */
export class BkashError extends Error {
  constructor(
    readonly kind: BkashErrorKind,
    message: string,
    readonly code?: string,
    /**
     * False when the call itself never left the shop: no token could be had, or bKash's address
     * refused the connection. An execute that was not sent took no money.
     */
    readonly sent: boolean = true
  ) {
    super(message)
    this.name = "BkashError"
  }
}

/** Connection errors raised before a request could be written: nothing reached bKash. */
const NOT_CONNECTED = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"])

function neverConnected(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown; errors?: { code?: unknown }[] } } | null)?.cause
  if (!cause) return false
  if (typeof cause.code === "string" && NOT_CONNECTED.has(cause.code)) return true
  // Several addresses tried (happy eyeballs): none of them answered.
  return Array.isArray(cause.errors) && cause.errors.length > 0 && cause.errors.every((e) => typeof e?.code === "string" && NOT_CONNECTED.has(e.code))
}

/** bKash's codes the provider reacts to. */
export const BKASH_CODES = {
  ok: "0000",
  insufficientBalance: "2023",
  invalidPaymentState: "2056",
  alreadyCompleted: "2062",
  alreadyExecuted: "2117",
} as const

/**
 * bKash's refund refusals that mean its money is already back with the payer: the amount is more
 * than is left to refund (2072), the transaction is already fully refunded (2074), or this refund
 * was already made (2075). A retried refund that gets one of these is done, never an error and
 * never a second refund. Error codes: https://developer.bka.sh/docs/error-codes (2071, an invalid
 * refund amount, is a real refusal).
 */
export const BKASH_REFUND_DONE_CODES: ReadonlySet<string> = new Set(["2072", "2074", "2075"])

/** bKash's refund refusals, as the double answers them too. */
export const BKASH_REFUND_CODES = {
  invalidAmount: "2071",
  moreThanLeft: "2072",
  alreadyRefunded: "2074",
  duplicate: "2075",
} as const

export type BkashStatusAnswer = {
  paymentID: string
  amount: string
  currency: string
  intent?: string
  merchantInvoice?: string
  merchantInvoiceNumber?: string
  trxID?: string
  customerMsisdn?: string
  paymentExecuteTime?: string
  transactionStatus: string
}

export type BkashCreateAnswer = {
  paymentID: string
  bkashURL: string
  amount: string
  currency: string
  merchantInvoiceNumber: string
  transactionStatus: string
}

export type BkashRefundAnswer = {
  refundTrxID: string
  originalTrxID: string
  amount: string
  currency: string
  transactionStatus: string
  completedTime?: string
}

type Token = { idToken: string; refreshToken: string; expiresAt: number }
type Answer = Record<string, unknown> & { statusCode?: string; statusMessage?: string }

/** Renew the token this long before bKash says it expires. */
const EXPIRY_MARGIN_MS = 60_000

export class BkashClient {
  private token: Token | null = null
  private granting: Promise<Token> | null = null

  constructor(
    private readonly options: Required<BkashOptions>,
    /** Injected by tests to move time forward. */
    private readonly now: () => number = Date.now
  ) {}

  createPayment(input: { amount: string; payerReference: string; callbackURL: string; merchantInvoiceNumber: string }) {
    return this.call<BkashCreateAnswer>("/tokenized/checkout/create", {
      mode: "0011",
      payerReference: input.payerReference,
      callbackURL: input.callbackURL,
      amount: input.amount,
      currency: "BDT",
      intent: "sale",
      merchantInvoiceNumber: input.merchantInvoiceNumber,
    })
  }

  executePayment(paymentID: string) {
    return this.call<BkashStatusAnswer>("/tokenized/checkout/execute", { paymentID })
  }

  queryPayment(paymentID: string) {
    return this.call<BkashStatusAnswer>("/tokenized/checkout/payment/status", { paymentID })
  }

  refund(input: { paymentID: string; trxID: string; amount: string; sku: string; reason: string }) {
    return this.call<BkashRefundAnswer>("/tokenized/checkout/payment/refund", input)
  }

  /** An API call with the current token; a 401 (token revoked early) gets one fresh token and one retry. */
  private async call<T>(path: string, body: Record<string, unknown>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.currentToken().catch((error: unknown) => {
        // Without a token the call itself was never made.
        throw error instanceof BkashError ? new BkashError(error.kind, error.message, error.code, false) : error
      })
      const { status, answer } = await this.post(path, body, { Authorization: token.idToken, "X-App-Key": this.options.app_key })
      if (status === 401 && attempt === 0) {
        if (this.token === token) this.token = null
        continue
      }
      return this.unwrap<T>(status, answer)
    }
  }

  private async currentToken(): Promise<Token> {
    if (this.token && this.now() < this.token.expiresAt - EXPIRY_MARGIN_MS) return this.token
    // One grant (or refresh) at a time: concurrent callers share it.
    if (!this.granting) {
      const previous = this.token
      this.granting = this.renew(previous).finally(() => {
        this.granting = null
      })
    }
    return this.granting
  }

  /** Refresh with the refresh token when there is one; grant afresh when refreshing fails. */
  private async renew(previous: Token | null): Promise<Token> {
    const credentials = { app_key: this.options.app_key, app_secret: this.options.app_secret }
    if (previous) {
      try {
        return (this.token = await this.tokenCall("/tokenized/checkout/token/refresh", { ...credentials, refresh_token: previous.refreshToken }))
      } catch (error) {
        if (error instanceof BkashError && error.kind === "timeout") throw error
      }
    }
    return (this.token = await this.tokenCall("/tokenized/checkout/token/grant", credentials))
  }

  private async tokenCall(path: string, body: Record<string, unknown>): Promise<Token> {
    const { status, answer } = await this.post(path, body, { username: this.options.username, password: this.options.password })
    const granted = this.unwrap<{ id_token?: unknown; refresh_token?: unknown; expires_in?: unknown }>(status, answer)
    if (typeof granted.id_token !== "string" || typeof granted.refresh_token !== "string") {
      throw new BkashError("refused", "bKash answered the token request without a token")
    }
    const seconds = Number(granted.expires_in)
    return {
      idToken: granted.id_token,
      refreshToken: granted.refresh_token,
      expiresAt: this.now() + (Number.isFinite(seconds) && seconds > 0 ? seconds : 3600) * 1000,
    }
  }

  private unwrap<T>(status: number, answer: Answer): T {
    if (status === 401) throw new BkashError("http", "bKash refused the credentials (HTTP 401)", "401")
    if (status < 200 || status >= 300) throw new BkashError("http", `bKash answered HTTP ${status}`, String(status))
    // The refund answer has no statusCode when it succeeds; its failures use errorCode/errorMessage.
    const code = answer.statusCode ?? (typeof answer.errorCode === "string" ? answer.errorCode : undefined)
    if (code !== undefined && code !== BKASH_CODES.ok) {
      const message = answer.statusMessage ?? (typeof answer.errorMessage === "string" ? answer.errorMessage : "unknown error")
      throw new BkashError("refused", String(message), String(code))
    }
    return answer as T
  }

  private async post(path: string, body: Record<string, unknown>, headers: Record<string, string>): Promise<{ status: number; answer: Answer }> {
    const signal = AbortSignal.timeout(this.options.timeout_ms)
    try {
      const response = await fetch(`${this.options.base_url}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
        body: JSON.stringify(body),
        signal,
      })
      const text = await response.text()
      let answer: Answer = {}
      try {
        answer = text ? (JSON.parse(text) as Answer) : {}
      } catch {
        if (response.ok) throw new BkashError("http", "bKash answered something other than JSON")
      }
      return { status: response.status, answer }
    } catch (error) {
      if (error instanceof BkashError) throw error
      if (signal.aborted) throw new BkashError("timeout", "bKash did not answer in time")
      // The underlying error may quote the URL but never a header; keep only its kind.
      throw new BkashError("network", "bKash could not be reached", undefined, !neverConnected(error))
    }
  }
}
