import type { ProviderSendNotificationDTO, ProviderSendNotificationResultsDTO } from "@medusajs/framework/types"
import { AbstractNotificationProviderService, MedusaError } from "@medusajs/framework/utils"
import { smsNumber } from "../../lib/sms-number"

export type AlphaSmsOptions = {
  /** The account's API key (sms.net.bd → API). */
  api_key: string
  /** An approved sender id; without it the gateway uses the account's default. */
  sender_id?: string
  /** https://api.sms.net.bd unless a test or a proxy says otherwise. */
  api_url?: string
  channels?: string[]
  /** How long one request may take, in milliseconds (default 15 000). */
  timeout_ms?: number
}

/** The gateway's answer: `error` 0 is accepted, anything else (405, 416, 417, …) is a refusal with `msg`. */
type AlphaAnswer = { error?: number; msg?: string; data?: { request_id?: number | string } }

export const ALPHA_SMS_DEFAULT_URL = "https://api.sms.net.bd"

/**
 * SMS through Alpha SMS (sms.net.bd), API documented at https://sms.net.bd/api :
 * `POST {api_url}/sendsms` with form fields `api_key`, `msg`, `to` (8801XXXXXXXXX) and optional
 * `sender_id`; it answers `{ "error": 0, "msg": "Request successfully submitted", "data": { "request_id": … } }`
 * or `{ "error": 4xx, "msg": "…" }`.
 *
 * The text is the notification's `content.text` (the shop renders it: the plugin knows no
 * templates). A refused number, an HTTP failure or an answer with error ≠ 0 throws, so the
 * Notification module records the message as failed.
 */
export default class AlphaSmsNotificationProviderService extends AbstractNotificationProviderService {
  static identifier = "sms-alpha"

  protected options_: AlphaSmsOptions

  constructor(_container: Record<string, unknown>, options: AlphaSmsOptions) {
    super()
    this.options_ = options
  }

  static validateOptions(options: Record<string, unknown>) {
    if (typeof options.api_key !== "string" || !options.api_key) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "The Alpha SMS provider needs an `api_key` option (sms.net.bd)")
    }
  }

  async send(notification: ProviderSendNotificationDTO): Promise<ProviderSendNotificationResultsDTO> {
    const to = smsNumber(notification.to)
    if (!to) throw new MedusaError(MedusaError.Types.INVALID_DATA, "Alpha SMS sends only to Bangladeshi mobile numbers (8801XXXXXXXXX)")
    const text = notification.content?.text?.trim()
    if (!text) throw new MedusaError(MedusaError.Types.INVALID_DATA, "An SMS needs its text in content.text")

    const form = new URLSearchParams({ api_key: this.options_.api_key, msg: text, to })
    if (this.options_.sender_id) form.set("sender_id", this.options_.sender_id)
    const url = `${(this.options_.api_url ?? ALPHA_SMS_DEFAULT_URL).replace(/\/$/, "")}/sendsms`
    const response = await fetch(url, { method: "POST", body: form, signal: AbortSignal.timeout(this.options_.timeout_ms ?? 15_000) })
    const answer = (await response.json().catch(() => ({}))) as AlphaAnswer
    if (!response.ok || answer.error !== 0) {
      // The gateway's own words (never the key, which only travels in the request body).
      throw new MedusaError(
        MedusaError.Types.UNEXPECTED_STATE,
        `Alpha SMS refused the message: HTTP ${response.status}, error ${answer.error ?? "?"} ${answer.msg ?? ""}`.trim()
      )
    }
    return { id: answer.data?.request_id !== undefined ? String(answer.data.request_id) : undefined }
  }
}
