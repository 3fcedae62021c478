import type {
  AuthorizePaymentInput,
  AuthorizePaymentOutput,
  BigNumberInput,
  CancelPaymentInput,
  CancelPaymentOutput,
  CapturePaymentInput,
  CapturePaymentOutput,
  CreateAccountHolderInput,
  CreateAccountHolderOutput,
  DeletePaymentInput,
  DeletePaymentOutput,
  GetPaymentStatusInput,
  GetPaymentStatusOutput,
  InitiatePaymentInput,
  InitiatePaymentOutput,
  ProviderWebhookPayload,
  RefundPaymentInput,
  RefundPaymentOutput,
  RetrievePaymentInput,
  RetrievePaymentOutput,
  UpdatePaymentInput,
  UpdatePaymentOutput,
  WebhookActionResult,
} from "@medusajs/framework/types"
import { AbstractPaymentProvider, BigNumber, MedusaError, PaymentSessionStatus } from "@medusajs/framework/utils"
import { BKASH_PROVIDER_IDENTIFIER } from "@chaka/rules"
import { bkashMessages } from "../../messages"
import { BKASH_CODES, BKASH_REFUND_CODES, BKASH_REFUND_DONE_CODES, BkashClient, BkashError, type BkashStatusAnswer } from "./client"
import { validateBkashOptions, type BkashOptions } from "./options"

export type BkashRefund = { refundTrxID: string; amount: string; at: string }

/** What the payment session (and then the payment) keeps about a bKash payment. */
export type BkashSessionData = {
  paymentID: string
  bkashURL: string
  /** Two decimals, as sent to bKash: the only amount a completed payment may have. */
  amount: string
  currency: "BDT"
  merchantInvoiceNumber: string
  cart_id: string
  transactionStatus?: string
  trxID?: string
  customerMsisdn?: string
  completed_at?: string
  /** When the shop asked bKash to take the money (execute answered, or did not answer in time). */
  executed_at?: string
  /** What bKash's status query says it took ("1334.00"), once it says Completed: all a refund can give back. */
  taken?: string
  refunds?: BkashRefund[]
  /** When bKash answered that nothing more can be refunded (already refunded): no refund is asked again. */
  refunded_in_full_at?: string
  /** Why bKash did not take the payment: `reason` is bKash's own statusMessage when it gave one ("Insufficient Balance"). */
  failure?: { code: string; message: string; reason?: string }
}

type Data = Record<string, unknown> | undefined

/** Taka as bKash writes them: "1250.00". */
function toTaka(amount: BigNumberInput): string {
  const value = new BigNumber(amount).numeric
  return value.toFixed(2)
}

const paisa = (taka: string | number | undefined) => Math.round(Number(taka) * 100)

function sessionData(data: Data): Partial<BkashSessionData> {
  return (data ?? {}) as Partial<BkashSessionData>
}

/**
 * bKash tokenized checkout (URL based, no agreement) as a Medusa payment provider.
 * A bKash `sale` takes the money when it is executed, so an authorized bKash payment is
 * already captured: authorizePayment answers CAPTURED and Medusa records the capture.
 * Only bKash's own status query decides; callback parameters are never read here.
 */
export default class BkashPaymentProviderService extends AbstractPaymentProvider<BkashOptions> {
  static identifier = BKASH_PROVIDER_IDENTIFIER

  static validateOptions(options: Record<string, unknown>): void {
    validateBkashOptions(options)
  }

  protected readonly client: BkashClient
  private readonly callbackUrl: string

  constructor(container: Record<string, unknown>, options: BkashOptions) {
    super(container, options)
    const valid = validateBkashOptions(options)
    this.client = new BkashClient(valid)
    this.callbackUrl = valid.callback_url
  }

  /**
   * `data` carries `{ cart_id, payer_reference? }` from the shop's checkout. The way back is the
   * `callback_url` option with the cart's id: never an address the session's data names.
   */
  async initiatePayment({ amount, currency_code, data }: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    if (currency_code.toLowerCase() !== "bdt") throw invalid(bkashMessages.currencyNotBdt(currency_code))
    const taka = toTaka(amount)
    if (!(Number(taka) > 0)) throw invalid(bkashMessages.amountInvalid)
    const cartId = data?.cart_id
    if (typeof cartId !== "string" || !CART_ID.test(cartId)) throw invalid(bkashMessages.sessionDataMissing("cart_id"))
    const callbackUrl = `${this.callbackUrl}/${cartId}`
    const payerReference = typeof data?.payer_reference === "string" && data.payer_reference ? data.payer_reference : cartId
    const created = await this.client
      .createPayment({ amount: taka, payerReference, callbackURL: callbackUrl, merchantInvoiceNumber: cartId })
      .catch((error: unknown) => {
        throw notAllowed(bkashMessages.unavailable(reason(error)))
      })
    // An answer without the payment or its page cannot be paid: bKash is not usable now.
    if (typeof created.paymentID !== "string" || !created.paymentID || typeof created.bkashURL !== "string" || !/^https?:\/\//.test(created.bkashURL)) {
      throw notAllowed(bkashMessages.unavailable(bkashMessages.badAnswer))
    }
    const session: BkashSessionData = {
      paymentID: created.paymentID,
      bkashURL: created.bkashURL,
      amount: taka,
      currency: "BDT",
      merchantInvoiceNumber: cartId,
      cart_id: cartId,
      transactionStatus: created.transactionStatus,
      // Medusa stores the caller's data under the provider's answer: every key the provider reads
      // is answered here, so none can be planted (a refund on record, a completion, a failure).
      ...NOTHING_YET,
    }
    return { id: created.paymentID, status: PaymentSessionStatus.PENDING, data: session }
  }

  /**
   * Execute (a repeat or a timeout is fine), then ask bKash for the payment's status: only
   * `Completed` for the session's exact amount, currency and invoice (the cart) captures it.
   */
  async authorizePayment({ data }: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
    const session = sessionData(data)
    if (!session.paymentID) return { status: PaymentSessionStatus.ERROR, data: withFailure(data, "not_started", bkashMessages.notStarted) }
    let executeError: BkashError | null = null
    let sent = true
    try {
      await this.client.executePayment(session.paymentID)
    } catch (error) {
      const repeat = error instanceof BkashError && (error.code === BKASH_CODES.alreadyCompleted || error.code === BKASH_CODES.alreadyExecuted)
      if (error instanceof BkashError && error.kind === "refused" && !repeat) executeError = error
      if (error instanceof BkashError && !error.sent) sent = false
    }
    // Asked to take the money, unless bKash refused at once or the request never left: until
    // bKash says how it ended, the session is not dropped without asking it (refundTheRest).
    const executed = executeError || !sent ? {} : { executed_at: session.executed_at ?? new Date().toISOString() }
    const { status, data: latest } = await this.statusFromBkash({ ...data, ...executed }, executeError)
    return { status, data: latest }
  }

  async getPaymentStatus({ data }: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    if (!sessionData(data).paymentID) return { status: PaymentSessionStatus.PENDING, data }
    const { status, data: latest } = await this.statusFromBkash(data, null)
    return { status, data: latest }
  }

  /** Executing a bKash sale already took the money; there is nothing more to call. */
  async capturePayment({ data }: CapturePaymentInput): Promise<CapturePaymentOutput> {
    return { data }
  }

  /** A whole or partial refund from the dashboard's refund button. */
  async refundPayment({ amount, data }: RefundPaymentInput): Promise<RefundPaymentOutput> {
    const taka = toTaka(amount)
    if (!(Number(taka) > 0)) throw invalid(bkashMessages.refundAmountInvalid)
    const refunded = await this.refund(data, taka)
    return { data: refunded }
  }

  /** No order will use this payment: give back whatever bKash took and was not refunded yet. */
  async cancelPayment({ data }: CancelPaymentInput): Promise<CancelPaymentOutput> {
    return { data: await this.refundTheRest(data) }
  }

  /**
   * A session dropped before it was paid gives back what bKash may have taken meanwhile. One this
   * provider saw completed became a Medusa payment: only that payment's refund or cancel gives its
   * money back, never the deletion of its session (a new session on an ordered cart).
   */
  async deletePayment({ data }: DeletePaymentInput): Promise<DeletePaymentOutput> {
    if (sessionData(data).completed_at) return { data }
    return { data: await this.refundTheRest(data) }
  }

  async retrievePayment({ data }: RetrievePaymentInput): Promise<RetrievePaymentOutput> {
    if (!sessionData(data).paymentID) return { data }
    return { data: (await this.statusFromBkash(data, null)).data }
  }

  /** A bKash payment's amount cannot change: a cart whose total changed gets a new session. */
  async updatePayment({ data }: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
    return { data }
  }

  /** Medusa keeps a per-customer record with every provider; bKash needs none, the customer's id serves. */
  async createAccountHolder({ context }: CreateAccountHolderInput): Promise<CreateAccountHolderOutput> {
    return { id: context.customer.id, data: {} }
  }

  /** Tokenized checkout sends no webhooks here: the return route and the job ask bKash instead. */
  async getWebhookActionAndData(_payload: ProviderWebhookPayload["payload"]): Promise<WebhookActionResult> {
    return { action: "not_supported" }
  }

  /**
   * bKash's word on the payment. `known` is false when bKash gave none (unreachable, or its status
   * query refused): the payment stays pending and is asked about again, never called failed.
   */
  private async statusFromBkash(
    data: Data,
    executeError: BkashError | null
  ): Promise<{ status: PaymentSessionStatus; data: Record<string, unknown>; known: boolean }> {
    const session = sessionData(data)
    let answer: BkashStatusAnswer
    try {
      answer = await this.client.queryPayment(session.paymentID as string)
    } catch {
      // Execute already said why bKash will not take this payment (an unknown paymentID...): that is its word.
      if (executeError && executeError.code !== BKASH_CODES.invalidPaymentState) {
        return {
          status: PaymentSessionStatus.ERROR,
          data: withFailure(data, executeError.code ?? "refused", bkashMessages.failed(executeError.message), executeError.message),
          known: true,
        }
      }
      return { status: PaymentSessionStatus.PENDING, data: { ...data }, known: false }
    }
    const seen: Record<string, unknown> = { ...data, transactionStatus: answer.transactionStatus }
    // What bKash took, in its own words: the most any refund of this payment can give back.
    if (answer.transactionStatus === "Completed" && Number(answer.amount) > 0) seen.taken = toTaka(Number(answer.amount))
    const known = <T extends { status: PaymentSessionStatus; data: Record<string, unknown> }>(result: T) => ({ ...result, known: true })
    switch (answer.transactionStatus) {
      case "Completed": {
        const invoice = answer.merchantInvoiceNumber ?? answer.merchantInvoice
        const otherPayment = answer.paymentID !== session.paymentID || (invoice !== undefined && invoice !== session.merchantInvoiceNumber)
        const otherAmount = paisa(answer.amount) !== paisa(session.amount) || answer.currency !== "BDT" || !answer.trxID
        if (otherPayment || otherAmount) {
          // bKash took money this cart's order will never use: give it back at once (what bKash says it took).
          const failed = withFailure(
            seen,
            otherPayment ? "invoice_mismatch" : "amount_mismatch",
            otherPayment ? bkashMessages.invoiceMismatch : bkashMessages.amountMismatch
          )
          return known({ status: PaymentSessionStatus.ERROR, data: await this.giveBackMismatch(failed, answer) })
        }
        const completed: Record<string, unknown> = {
          ...seen,
          trxID: answer.trxID,
          customerMsisdn: answer.customerMsisdn,
          completed_at: session.completed_at ?? new Date().toISOString(),
        }
        delete completed.failure
        return known({ status: PaymentSessionStatus.CAPTURED, data: completed })
      }
      case "Cancelled":
        return known({ status: PaymentSessionStatus.CANCELED, data: withFailure(seen, "cancelled", bkashMessages.cancelled) })
      case "Expired":
        return known({ status: PaymentSessionStatus.CANCELED, data: withFailure(seen, "expired", bkashMessages.expired) })
      case "Failed":
        return known({
          status: PaymentSessionStatus.ERROR,
          data: withFailure(
            seen,
            executeError?.code ?? "failed",
            bkashMessages.failed(executeError?.message ?? answer.transactionStatus),
            executeError?.message
          ),
        })
      default:
        // Initiated and the like: the shopper has not paid yet (execute then answers "Invalid Payment State"),
        // unless execute said why they cannot.
        if (executeError && executeError.code !== BKASH_CODES.invalidPaymentState) {
          return known({
            status: PaymentSessionStatus.ERROR,
            data: withFailure(seen, executeError.code ?? "refused", bkashMessages.failed(executeError.message), executeError.message),
          })
        }
        return known({ status: PaymentSessionStatus.PENDING, data: seen })
    }
  }

  /**
   * A Completed payment for another amount or invoice: what bKash says it took (never the cart's
   * amount) goes back at once. Refunded already (a retry after a lost answer): done.
   */
  private async giveBackMismatch(data: Record<string, unknown>, answer: BkashStatusAnswer): Promise<Record<string, unknown>> {
    const session = sessionData(data)
    const withTrx = { ...data, trxID: answer.trxID }
    if (!answer.trxID || session.refunds?.length || session.refunded_in_full_at) return withTrx
    return this.bkashRefund(withTrx, toTaka(Number(answer.amount))).catch((error: unknown) => {
      if (isRefundDone(error)) return { ...withTrx, refunded_in_full_at: new Date().toISOString() }
      // Kept as it is (its trxID saved): refundTheRest gives it back when the session is dropped.
      return withTrx
    })
  }

  /** The dashboard's refund: bKash saying this refund was already made counts as made (a retry after a lost answer). */
  private async refund(data: Data, taka: string): Promise<Record<string, unknown>> {
    return this.bkashRefund(data, taka).catch((error: unknown) => {
      if (error instanceof BkashError && (error.code === BKASH_REFUND_CODES.alreadyRefunded || error.code === BKASH_REFUND_CODES.duplicate)) {
        return { ...data, refunded_in_full_at: sessionData(data).refunded_in_full_at ?? new Date().toISOString() }
      }
      throw error instanceof MedusaError ? error : notAllowed(bkashMessages.refundFailed(reason(error)))
    })
  }

  private async bkashRefund(data: Data, taka: string): Promise<Record<string, unknown>> {
    const session = sessionData(data)
    if (!session.paymentID || !session.trxID) throw notAllowed(bkashMessages.notCompleted)
    const answer = await this.client.refund({
      paymentID: session.paymentID,
      trxID: session.trxID,
      amount: taka,
      sku: session.merchantInvoiceNumber ?? session.paymentID,
      reason: bkashMessages.refundReason,
    })
    const refunds = [...(session.refunds ?? []), { refundTrxID: answer.refundTrxID, amount: toTaka(answer.amount ?? taka), at: new Date().toISOString() }]
    return { ...data, refunds }
  }

  /**
   * Refund what bKash took and no order uses: nothing when the payment never completed (the
   * shopper did not pay, or gave up). Asked of bKash, not of the session, which may be stale.
   */
  private async refundTheRest(data: Data): Promise<Record<string, unknown> | undefined> {
    const session = sessionData(data)
    if (!session.paymentID || session.refunded_in_full_at) return data
    const { status, data: latest, known } = await this.statusFromBkash(data, null)
    if (!known) {
      // bKash takes money only when the shop executes the payment: one never executed (the
      // shopper did not come back, or bKash was down when they did) took nothing, and bKash lets
      // it expire. It is dropped without bKash's word, so cash on delivery works while bKash is down.
      if (!session.executed_at && !session.trxID) return data
      // Executed: bKash may have taken the money. Refuse, so the caller keeps the session and it is asked again later.
      throw notAllowed(bkashMessages.unavailable(bkashMessages.timeout))
    }
    // Still being settled after the shopper paid (bKash may yet complete it): the same.
    if (status === PaymentSessionStatus.PENDING && session.executed_at) throw notAllowed(bkashMessages.unavailable(bkashMessages.timeout))
    const current = sessionData(latest)
    const trxID = current.trxID
    if (latest.transactionStatus !== "Completed" || typeof trxID !== "string" || current.refunded_in_full_at) return latest
    const refunded = (current.refunds ?? []).reduce((sum, refund) => sum + paisa(refund.amount), 0)
    // What bKash says it took, not what the cart cost: a payment completed for less gives back no more.
    const rest = paisa(current.taken ?? session.amount) - refunded
    if (rest <= 0) return latest
    try {
      return await this.bkashRefund(latest, (rest / 100).toFixed(2))
    } catch (error) {
      // Refunded already (a retry after a lost answer, or through another path): nothing to give back.
      if (isRefundDone(error)) return { ...latest, refunded_in_full_at: new Date().toISOString() }
      throw error instanceof MedusaError ? error : notAllowed(bkashMessages.refundFailed(reason(error)))
    }
  }
}

/** The session keys bKash's later answers fill in, empty at the start. */
const NOTHING_YET: Partial<BkashSessionData> = {
  trxID: undefined,
  customerMsisdn: undefined,
  completed_at: undefined,
  executed_at: undefined,
  taken: undefined,
  refunds: undefined,
  refunded_in_full_at: undefined,
  failure: undefined,
}

/** Medusa's cart ids (`cart_` and a ULID): the only thing put in the way back. */
const CART_ID = /^[A-Za-z0-9_-]{1,64}$/

/** bKash's answer that its money is back with the payer already (BKASH_REFUND_DONE_CODES). */
function isRefundDone(error: unknown): boolean {
  return error instanceof BkashError && error.kind === "refused" && BKASH_REFUND_DONE_CODES.has(error.code ?? "")
}

function withFailure(data: Data, code: string, message: string, reason?: string): Record<string, unknown> {
  return { ...data, failure: reason ? { code, message, reason } : { code, message } }
}

function reason(error: unknown): string {
  return error instanceof BkashError ? error.message : bkashMessages.timeout
}

const invalid = (message: string) => new MedusaError(MedusaError.Types.INVALID_DATA, message)
const notAllowed = (message: string) => new MedusaError(MedusaError.Types.NOT_ALLOWED, message)
