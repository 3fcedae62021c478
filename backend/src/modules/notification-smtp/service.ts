import type { ProviderSendNotificationDTO, ProviderSendNotificationResultsDTO } from "@medusajs/framework/types"
import { AbstractNotificationProviderService, MedusaError } from "@medusajs/framework/utils"
import nodemailer, { type Transporter } from "nodemailer"
import type SMTPTransport from "nodemailer/lib/smtp-transport"
import { renderEmail } from "../../lib/notifications/render"

export type SmtpOptions = {
  /** SMTP_URL: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  url: string
  /** MAIL_FROM, e.g. `Chaka <no-reply@chaka.com.bd>`. */
  from: string
  channels: string[]
}

/**
 * Email through any SMTP server (nodemailer). The notification carries a template name and its
 * small data (no rendered bodies are stored); the email is rendered here (lib/notifications).
 * A refused or unreachable server throws, so the Notification module records a failure and
 * lib/notifications/send.ts tries again.
 */
export default class SmtpNotificationProviderService extends AbstractNotificationProviderService {
  static identifier = "notification-smtp"

  protected options_: SmtpOptions
  protected transporter_: Transporter

  constructor(_container: Record<string, unknown>, options: SmtpOptions) {
    super()
    this.options_ = options
    // nodemailer waits up to 2 minutes for a silent server by default; a subscriber retries instead.
    this.transporter_ = nodemailer.createTransport({ ...connection(options.url), connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
  }

  static validateOptions(options: Record<string, unknown>) {
    if (typeof options.url !== "string" || !/^smtps?:\/\//.test(options.url)) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "The SMTP notification provider needs a `url` option (smtp:// or smtps://)")
    }
  }

  async send(notification: ProviderSendNotificationDTO): Promise<ProviderSendNotificationResultsDTO> {
    const { subject, html, text } = renderEmail(notification.template, notification.data ?? {})
    const info = await this.transporter_.sendMail({ from: notification.from || this.options_.from, to: notification.to, subject, html, text })
    return { id: info.messageId }
  }
}

/**
 * SMTP_URL as connection options. nodemailer parses a URL itself, but then ignores every other
 * option given beside it (the timeouts above), so the URL is read here.
 */
export function connection(url: string): SMTPTransport.Options {
  const parsed = new URL(url)
  const secure = parsed.protocol === "smtps:"
  return {
    host: parsed.hostname,
    port: Number(parsed.port) || (secure ? 465 : 587),
    secure,
    auth: parsed.username ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } : undefined,
  }
}
