import { randomBytes, randomUUID } from "node:crypto"
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

/**
 * A stand-in for bKash's tokenized checkout (URL based, no agreement), API v1.2.0-beta, following
 * https://developer.bka.sh/docs/tokenized-checkout-overview and https://developer.bka.sh/reference :
 * token/grant and token/refresh (headers username/password; https://developer.bka.sh/docs/token-management-overview-3),
 * create (https://developer.bka.sh/docs/create-payment-1), execute (https://developer.bka.sh/docs/execute-payment-1),
 * payment/status (https://developer.bka.sh/reference, tokenized checkout) and payment/refund
 * (https://developer.bka.sh/docs/refund-transaction-4). Like bKash it answers a refusal with HTTP 200 and a
 * statusCode other than "0000", and a bad token with HTTP 401. `GET {url}/pay/<paymentID>` is the page bKash
 * would show the shopper: "Pay" and "Cancel" send the browser to the shop's callback URL.
 * No dependencies: plain node:http.
 */

/**
 * "timeout": create and execute answer too late; "silent": every call does (token, status and
 * refund included); "refund-lost": a refund is made but its answer comes too late (the shop
 * retries it); "delayed": execute completes after its answer has come too late.
 */
export type BkashDoubleMode = "success" | "insufficient" | "cancel" | "timeout" | "silent" | "refund-lost" | "delayed"
export type BkashPayOutcome = "success" | "failure" | "cancel"
export type BkashDoubleStatus = "Initiated" | "Completed" | "Failed" | "Cancelled" | "Expired"

export type BkashDoublePayment = {
  paymentID: string
  amount: string
  currency: string
  intent: string
  merchantInvoiceNumber: string
  payerReference: string
  callbackURL: string
  transactionStatus: BkashDoubleStatus
  /** What the shopper did on the pay page; execute completes only after "success". */
  outcome?: BkashPayOutcome
  /** A partial take: execute completes the payment for this amount instead of the one created. */
  takes?: string
  paymentCreateTime: string
  paymentExecuteTime?: string
  trxID?: string
  customerMsisdn?: string
  executeCalls: number
  refunds: { refundTrxID: string; amount: string; sku: string; reason: string; completedTime: string }[]
}

export type BkashDoubleOptions = {
  port?: number
  credentials?: Partial<BkashDouble["credentials"]>
  mode?: BkashDoubleMode
  /** How long "timeout" and "delayed" hold an answer: longer than the client's timeout_ms. */
  holdMs?: number
  /** "delayed": how long after execute the status query says Completed (after the client gave up, if longer than timeout_ms). */
  delayMs?: number
  /** Lifetime of a token, in seconds (bKash: 3600). */
  tokenSeconds?: number
}

export type BkashDouble = {
  /** The base_url to configure, like https://tokenized.sandbox.bka.sh/v1.2.0-beta. */
  url: string
  credentials: { app_key: string; app_secret: string; username: string; password: string }
  mode: BkashDoubleMode
  payments: Map<string, BkashDoublePayment>
  /** Every API call, the refused ones too (token calls included). */
  calls: { path: string; body: Record<string, unknown> }[]
  /**
   * The shopper on the pay page: returns the callback URL bKash would send the browser to.
   * `takes`: bKash completes the payment for this amount (e.g. "1334.00") instead of the one created.
   */
  pay(paymentID: string, outcome?: BkashPayOutcome, options?: { takes?: string }): Promise<string>
  /** bKash unreachable: its address refuses every connection until reachable(). */
  unreachable(): Promise<void>
  reachable(): Promise<void>
  /** bKash lets an unpaid payment expire. */
  expire(paymentID: string): void
  /** Every token and refresh token stops working (bKash answers 401 / refuses the refresh). */
  revokeTokens(): void
  stop(): Promise<void>
}

const VERSION = "v1.2.0-beta"
const MSISDN = "01770618575"

// bKash writes times like "2019-08-07T11:15:56:336 GMT+0600".
function bkashTime(date = new Date()): string {
  const dhaka = new Date(date.getTime() + 6 * 3600_000).toISOString()
  return `${dhaka.slice(0, 19)}:${dhaka.slice(20, 23)} GMT+0600`
}

const id = (prefix: string, length: number) => prefix + randomBytes(length).toString("hex").toUpperCase().slice(0, length)
const money = (value: unknown) => (typeof value === "string" && /^\d+(\.\d{1,2})?$/.test(value) && Number(value) > 0 ? Number(value) : null)

export async function startBkashDouble(options: BkashDoubleOptions = {}): Promise<BkashDouble> {
  const holdMs = options.holdMs ?? 3000
  const delayMs = options.delayMs ?? 1500
  const tokenSeconds = options.tokenSeconds ?? 3600
  const idTokens = new Map<string, number>()
  const refreshTokens = new Set<string>()
  const timers = new Set<NodeJS.Timeout>()
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      run()
    }, ms)
    timers.add(timer)
  }

  const credentials = {
    app_key: "double-app-key",
    app_secret: "double-app-secret",
    username: "double-user",
    password: "double-password",
    ...options.credentials,
  }

  const answerJson = (res: ServerResponse, status: number, json: unknown) => {
    if (!res.writableEnded) res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(json))
  }
  const refuse = (res: ServerResponse, statusCode: string, statusMessage: string) => answerJson(res, 200, { statusCode, statusMessage })

  function grant(res: ServerResponse) {
    const idToken = `id_${randomUUID()}`
    const refreshToken = `rf_${randomUUID()}`
    idTokens.set(idToken, Date.now() + tokenSeconds * 1000)
    refreshTokens.add(refreshToken)
    answerJson(res, 200, {
      statusCode: "0000",
      statusMessage: "Successful",
      id_token: idToken,
      token_type: "Bearer",
      expires_in: tokenSeconds,
      refresh_token: refreshToken,
    })
  }

  function callbackFor(payment: BkashDoublePayment, status: BkashPayOutcome): string {
    const url = new URL(payment.callbackURL)
    url.searchParams.set("paymentID", payment.paymentID)
    url.searchParams.set("status", status)
    url.searchParams.set("signature", randomBytes(8).toString("hex"))
    url.searchParams.set("apiVersion", VERSION.slice(1))
    return url.toString()
  }

  function complete(payment: BkashDoublePayment) {
    if (payment.transactionStatus !== "Initiated") return
    payment.transactionStatus = "Completed"
    if (payment.takes) payment.amount = payment.takes
    payment.trxID = id("TRX", 10)
    payment.customerMsisdn = MSISDN
    payment.paymentExecuteTime = bkashTime()
  }

  const executeAnswer = (p: BkashDoublePayment) => ({
    statusCode: "0000",
    statusMessage: "Successful",
    paymentID: p.paymentID,
    customerMsisdn: p.customerMsisdn,
    payerReference: p.payerReference,
    paymentExecuteTime: p.paymentExecuteTime,
    trxID: p.trxID,
    transactionStatus: p.transactionStatus,
    amount: p.amount,
    currency: p.currency,
    intent: p.intent,
    merchantInvoiceNumber: p.merchantInvoiceNumber,
  })

  function api(path: string, req: IncomingMessage, body: Record<string, unknown>, res: ServerResponse) {
    // Nothing answered in time: each call is held past the client's timeout, then refused.
    if (double.mode === "silent") return later(holdMs, () => refuse(res, "503", "System is undergoing maintenance"))
    if (path === "/tokenized/checkout/token/grant" || path === "/tokenized/checkout/token/refresh") {
      if (req.headers.username !== credentials.username || req.headers.password !== credentials.password) {
        return answerJson(res, 401, { message: "Unauthorized" })
      }
      if (body.app_key !== credentials.app_key || body.app_secret !== credentials.app_secret) return refuse(res, "2001", "Invalid App Key")
      if (path.endsWith("/refresh")) {
        if (typeof body.refresh_token !== "string" || !refreshTokens.has(body.refresh_token)) return refuse(res, "2079", "Invalid refresh token")
        refreshTokens.delete(body.refresh_token)
      }
      return grant(res)
    }
    const token = req.headers.authorization
    const expiry = token ? idTokens.get(token.replace(/^Bearer /, "")) : undefined
    if (!expiry || expiry < Date.now() || req.headers["x-app-key"] !== credentials.app_key) return answerJson(res, 401, { message: "Unauthorized" })

    const payment = typeof body.paymentID === "string" ? double.payments.get(body.paymentID) : undefined
    switch (path) {
      case "/tokenized/checkout/create": {
        if (double.mode === "timeout") return later(holdMs, () => refuse(res, "2117", "Too late"))
        const amount = money(body.amount)
        if (body.mode !== "0011" || body.intent !== "sale") return refuse(res, "2008", "Invalid Mode or Intent")
        if (amount === null) return refuse(res, "2007", "Invalid Amount")
        if (body.currency !== "BDT") return refuse(res, "2009", "Invalid Currency")
        for (const field of ["payerReference", "callbackURL", "merchantInvoiceNumber"] as const) {
          if (typeof body[field] !== "string" || body[field] === "") return refuse(res, "2014", `Invalid ${field}`)
        }
        const created: BkashDoublePayment = {
          paymentID: id("TR0011", 14),
          amount: body.amount as string,
          currency: "BDT",
          intent: "sale",
          merchantInvoiceNumber: body.merchantInvoiceNumber as string,
          payerReference: body.payerReference as string,
          callbackURL: body.callbackURL as string,
          transactionStatus: "Initiated",
          paymentCreateTime: bkashTime(),
          executeCalls: 0,
          refunds: [],
        }
        double.payments.set(created.paymentID, created)
        return answerJson(res, 200, {
          statusCode: "0000",
          statusMessage: "Successful",
          paymentID: created.paymentID,
          bkashURL: `${double.url}/pay/${created.paymentID}`,
          callbackURL: created.callbackURL,
          successCallbackURL: callbackFor(created, "success"),
          failureCallbackURL: callbackFor(created, "failure"),
          cancelledCallbackURL: callbackFor(created, "cancel"),
          amount: created.amount,
          intent: created.intent,
          currency: created.currency,
          paymentCreateTime: created.paymentCreateTime,
          transactionStatus: created.transactionStatus,
          merchantInvoiceNumber: created.merchantInvoiceNumber,
        })
      }
      case "/tokenized/checkout/execute": {
        if (!payment) return refuse(res, "2002", "Invalid Payment ID")
        payment.executeCalls++
        if (double.mode === "timeout") return later(holdMs, () => refuse(res, "2056", "Invalid Payment State"))
        if (payment.transactionStatus === "Completed") return refuse(res, "2062", "The payment has already been completed")
        if (payment.executeCalls > 1 && payment.transactionStatus !== "Initiated") return refuse(res, "2117", "Payment execution already been called before")
        if (payment.transactionStatus === "Expired") return refuse(res, "2056", "Invalid Payment State")
        if (payment.outcome === "failure") {
          payment.transactionStatus = "Failed"
          return refuse(res, "2023", "Insufficient Balance")
        }
        if (payment.outcome === "cancel") {
          payment.transactionStatus = "Cancelled"
          return refuse(res, "2056", "Invalid Payment State")
        }
        if (payment.outcome !== "success") return refuse(res, "2056", "Invalid Payment State")
        if (double.mode === "delayed") {
          later(delayMs, () => complete(payment))
          return later(holdMs, () => answerJson(res, 200, executeAnswer(payment)))
        }
        complete(payment)
        return answerJson(res, 200, executeAnswer(payment))
      }
      case "/tokenized/checkout/payment/status": {
        if (!payment) return refuse(res, "2002", "Invalid Payment ID")
        return answerJson(res, 200, {
          statusCode: "0000",
          statusMessage: "Successful",
          paymentID: payment.paymentID,
          mode: "0011",
          paymentCreateTime: payment.paymentCreateTime,
          paymentExecuteTime: payment.paymentExecuteTime,
          amount: payment.amount,
          currency: payment.currency,
          intent: payment.intent,
          merchantInvoice: payment.merchantInvoiceNumber,
          trxID: payment.trxID,
          transactionStatus: payment.transactionStatus,
          customerMsisdn: payment.customerMsisdn,
          payerReference: payment.payerReference,
        })
      }
      case "/tokenized/checkout/payment/refund": {
        if (!payment) return refuse(res, "2002", "Invalid Payment ID")
        if (payment.transactionStatus !== "Completed" || body.trxID !== payment.trxID) return refuse(res, "2056", "Invalid Payment State")
        // bKash's refund refusals (https://developer.bka.sh/docs/error-codes): an invalid amount
        // (2071), nothing left to refund (2074), more than is left (2072).
        const amount = money(body.amount)
        if (amount === null) return refuse(res, "2071", "Invalid refund amount")
        const refunded = payment.refunds.reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0)
        const paid = Math.round(Number(payment.amount) * 100)
        if (refunded >= paid) return refuse(res, "2074", "The transaction has already been refunded")
        if (Math.round(amount * 100) + refunded > paid) return refuse(res, "2072", "Refund amount exceeds the refundable amount")
        const refund = {
          refundTrxID: id("RF", 10),
          amount: amount.toFixed(2),
          sku: String(body.sku ?? ""),
          reason: String(body.reason ?? ""),
          completedTime: bkashTime(),
        }
        payment.refunds.push(refund)
        const answer = () =>
          answerJson(res, 200, {
            statusCode: "0000",
            statusMessage: "Successful",
            completedTime: refund.completedTime,
            transactionStatus: "Completed",
            originalTrxID: payment.trxID,
            refundTrxID: refund.refundTrxID,
            amount: refund.amount,
            currency: "BDT",
            charge: "0.00",
          })
        // Made at bKash, its answer lost on the way: the shop gives up waiting and asks again later.
        if (double.mode === "refund-lost") return later(holdMs, answer)
        return answer()
      }
      default:
        return answerJson(res, 404, { statusCode: "404", statusMessage: "Not found" })
    }
  }

  async function pay(paymentID: string, outcome?: BkashPayOutcome, options: { takes?: string } = {}): Promise<string> {
    const payment = double.payments.get(paymentID)
    if (!payment) throw new Error(`bKash double: no payment ${paymentID}`)
    if (options.takes) payment.takes = options.takes
    const chosen = outcome ?? (double.mode === "insufficient" ? "failure" : double.mode === "cancel" ? "cancel" : "success")
    // A shopper who chose to pay with too little money is refused by bKash's page.
    const result: BkashPayOutcome = chosen === "success" && double.mode === "insufficient" ? "failure" : chosen
    if (payment.transactionStatus === "Initiated" && !payment.outcome) payment.outcome = result
    return callbackFor(payment, result)
  }

  const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
  function payPage(payment: BkashDoublePayment, res: ServerResponse) {
    const action = `${new URL(double.url).pathname}/pay/${encodeURIComponent(payment.paymentID)}`
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>bKash payment (test double)</title></head>
<body style="font-family: sans-serif; max-width: 24rem; margin: 2rem auto; padding: 0 1rem">
<h1>bKash</h1>
<p>Pay <strong>৳${escapeHtml(payment.amount)}</strong> for invoice ${escapeHtml(payment.merchantInvoiceNumber)}</p>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="success"><button type="submit">Pay</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="cancel"><button type="submit">Cancel</button></form>
</body></html>`)
  }

  const basePath = `/${VERSION}`
  const server: Server = createServer((req, res) => {
    let raw = ""
    req.on("data", (chunk: Buffer) => {
      raw += chunk.toString()
      if (raw.length > 1_000_000) req.destroy()
    })
    req.on("end", () => {
      const path = (req.url ?? "").split("?")[0]
      if (!path.startsWith(basePath)) return answerJson(res, 404, { statusCode: "404", statusMessage: "Not found" })
      const rest = path.slice(basePath.length)
      const pagePayment = /^\/pay\/([^/]+)$/.exec(rest)
      if (pagePayment) {
        const payment = double.payments.get(decodeURIComponent(pagePayment[1]))
        if (!payment) return res.writeHead(404, { "content-type": "text/plain" }).end("Unknown payment")
        if (req.method === "GET") return payPage(payment, res)
        const outcome = new URLSearchParams(raw).get("outcome") === "cancel" ? "cancel" : "success"
        void pay(payment.paymentID, outcome).then((location) => res.writeHead(303, { location }).end())
        return
      }
      if (req.method !== "POST") return answerJson(res, 405, { statusCode: "405", statusMessage: "Method not allowed" })
      let body: Record<string, unknown> = {}
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {}
      } catch {
        return refuse(res, "2003", "Process failed: the body is not JSON")
      }
      double.calls.push({ path: rest, body })
      api(rest, req, body, res)
    })
  })

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve))
  const port = (server.address() as AddressInfo).port
  const double: BkashDouble = {
    url: `http://127.0.0.1:${port}${basePath}`,
    credentials,
    mode: options.mode ?? "success",
    payments: new Map(),
    calls: [],
    pay,
    expire(paymentID) {
      const payment = double.payments.get(paymentID)
      if (payment && payment.transactionStatus === "Initiated") payment.transactionStatus = "Expired"
    },
    async unreachable() {
      if (!server.listening) return
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      // Long enough for the shop's client to see its kept-alive connections closed: its next call connects, and is refused.
      await new Promise((resolve) => setTimeout(resolve, 50))
    },
    reachable() {
      if (server.listening) return Promise.resolve()
      return new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve))
    },
    revokeTokens() {
      idTokens.clear()
      refreshTokens.clear()
    },
    stop() {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      if (!server.listening) return Promise.resolve()
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  return double
}

/** The credentials the suites' shop and double share. */
export const TEST_BKASH_CREDENTIALS = { app_key: "app-key-for-tests", app_secret: "app-secret-for-tests", username: "merchant", password: "merchant-password" }

/**
 * The shop under test configured as an operator would for bKash's sandbox, pointed at a double on
 * `port` (call at the top of a suite, before the shop boots); the client gives up after a second.
 */
export function configureShopForBkash(port: number) {
  process.env.BKASH_BASE_URL = `http://127.0.0.1:${port}/v1.2.0-beta`
  process.env.BKASH_APP_KEY = TEST_BKASH_CREDENTIALS.app_key
  process.env.BKASH_APP_SECRET = TEST_BKASH_CREDENTIALS.app_secret
  process.env.BKASH_USERNAME = TEST_BKASH_CREDENTIALS.username
  process.env.BKASH_PASSWORD = TEST_BKASH_CREDENTIALS.password
  process.env.BKASH_TIMEOUT_MS = "1000"
  process.env.STOREFRONT_URL = "http://shop.test"
}
