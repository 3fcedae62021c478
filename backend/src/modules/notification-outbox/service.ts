import { randomUUID } from "node:crypto"
import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import type { ProviderSendNotificationDTO, ProviderSendNotificationResultsDTO } from "@medusajs/framework/types"
import { AbstractNotificationProviderService, MedusaError } from "@medusajs/framework/utils"
import { renderedEmail, renderSms } from "../notification-templates/render"

export type OutboxOptions = {
  /** The folder the messages are written to (NOTIFICATION_OUTBOX_DIR). */
  dir: string
  /** The channels this provider takes: those without SMTP_URL / SMS_API_KEY. */
  channels: string[]
  /** The From line written into each email file (MAIL_FROM). */
  from?: string
}

/**
 * A channel without a real gateway: each message becomes a file in the outbox folder, named
 * `<time>-<channel>-<template>-<id>` — an email as `.eml` (headers, then the text and the
 * HTML part), an SMS as `.txt`. README: "Email and SMS".
 */
export default class OutboxNotificationProviderService extends AbstractNotificationProviderService {
  static identifier = "notification-outbox"

  protected options_: OutboxOptions

  constructor(_container: Record<string, unknown>, options: OutboxOptions) {
    super()
    this.options_ = options
  }

  static validateOptions(options: Record<string, unknown>) {
    if (typeof options.dir !== "string" || !options.dir) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "The outbox notification provider needs a `dir` option")
    }
  }

  async send(notification: ProviderSendNotificationDTO): Promise<ProviderSendNotificationResultsDTO> {
    const id = randomUUID()
    const sms = notification.channel === "sms"
    const body = sms ? this.smsFile(notification) : this.emailFile(notification)
    const stamp = new Date().toISOString().replace(/[:.]/g, "-")
    const name = `${stamp}-${notification.channel}-${notification.template.replace(/[^\w-]/g, "_")}-${id.slice(0, 8)}.${sms ? "txt" : "eml"}`
    await mkdir(this.options_.dir, { recursive: true })
    await writeFile(path.join(this.options_.dir, name), body, { mode: 0o600 })
    return { id: `outbox:${name}` }
  }

  private emailFile(notification: ProviderSendNotificationDTO): string {
    const { subject, text, html } = renderedEmail(notification)
    return [
      `From: ${notification.from ?? this.options_.from ?? ""}`,
      `To: ${notification.to}`,
      `Subject: ${subject}`,
      `Date: ${new Date().toUTCString()}`,
      "",
      text,
      "",
      "--- HTML ---",
      html,
      "",
    ].join("\n")
  }

  private smsFile(notification: ProviderSendNotificationDTO): string {
    const text = notification.content?.text ?? renderSms(notification.template, notification.data ?? {})
    return `To: ${notification.to}\nDate: ${new Date().toUTCString()}\n\n${text}\n`
  }
}
