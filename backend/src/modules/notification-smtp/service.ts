import type { ProviderSendNotificationDTO, ProviderSendNotificationResultsDTO } from "@medusajs/framework/types"
import { AbstractNotificationProviderService, MedusaError } from "@medusajs/framework/utils"
import nodemailer, { type Transporter } from "nodemailer"
import type SMTPTransport from "nodemailer/lib/smtp-transport"
import { renderedEmail } from "../notification-templates/render"

export type SmtpOptions = {
  /** SMTP_URL: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  url: string
  /** MAIL_FROM, e.g. `Chaka <no-reply@chaka.com.bd>`. */
  from: string
  channels: string[]
}

/**
 * Email through any SMTP server (nodemailer). An order's notification carries a template name and
 * its small data, and the email is rendered here (modules/notification-templates); a message that must not be
 * stored (the password reset link) comes already rendered as `content`, which the Notification
 * module hands to the provider without storing it.
 * A refused or unreachable server throws, so the Notification module records a failure and
 * workflows/notifications/rules/send.ts tries again.
 */
export default class SmtpNotificationProviderService extends AbstractNotificationProviderService {
  static identifier = "notification-smtp"

  protected options_: SmtpOptions
  protected transporter_: Transporter

  constructor(_container: Record<string, unknown>, options: SmtpOptions) {
    super()
    this.options_ = options
    // nodemailer waits up to 2 minutes for a silent server by default. A mail server answers in a
    // second or two; a silent one is tried again later (workflows/notifications/rules/send.ts), and a reset
    // link's requester should not wait long for a failure.
    this.transporter_ = nodemailer.createTransport({ ...connection(options.url), connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 })
  }

  static validateOptions(options: Record<string, unknown>) {
    if (typeof options.url !== "string" || !/^smtps?:\/\//.test(options.url)) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "The SMTP notification provider needs a `url` option (smtp:// or smtps://)")
    }
  }

  async send(notification: ProviderSendNotificationDTO): Promise<ProviderSendNotificationResultsDTO> {
    const { subject, html, text } = renderedEmail(notification)
    const info = await this.transporter_.sendMail({ from: notification.from || this.options_.from, to: notification.to, subject, html, text })
    return { id: info.messageId }
  }
}

/** Hosts where a password in clear never leaves the machine or the compose network. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1", "mailpit"])

/**
 * SMTP_URL as connection options. nodemailer parses a URL itself, but then ignores every other
 * option given beside it (the timeouts above), so the URL is read here.
 */
export function connection(url: string): SMTPTransport.Options {
  const parsed = new URL(url)
  const secure = parsed.protocol === "smtps:"
  const auth = parsed.username ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } : undefined
  return {
    host: parsed.hostname,
    port: Number(parsed.port) || (secure ? 465 : 587),
    secure,
    auth,
    // With smtp:// nodemailer goes on without encryption when the server offers no STARTTLS; a
    // password must not cross the network in clear, so a remote server has to offer it.
    ...(!secure && auth && !LOCAL_HOSTS.has(parsed.hostname.toLowerCase()) ? { requireTLS: true } : {}),
  }
}
