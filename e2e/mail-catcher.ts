import { simpleParser } from "mailparser"
import type { AddressInfo } from "node:net"
import { SMTPServer } from "smtp-server"

/** A message as the shop's SMTP provider sent it, parsed as a mail client would read it. */
export type CaughtMail = { to: string[]; subject: string; text: string; html: string }

export type MailCatcher = {
  /** `SMTP_URL` for a shop that should send its mail here. */
  url: string
  /** Every message received so far, oldest first. */
  messages: () => CaughtMail[]
  /** The messages sent to this address (any letter case). */
  to: (address: string) => CaughtMail[]
  stop: () => Promise<void>
}

/**
 * A real SMTP server (npm `smtp-server`) on a free port of this machine that accepts every
 * message, as a mail catcher does in staging: the browser tests read the links customers get.
 * It takes any user name and password, and no TLS (the shop's SMTP_URL is smtp://).
 */
export async function startMailCatcher(): Promise<MailCatcher> {
  const caught: CaughtMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onAuth: (_auth, _session, callback) => callback(null, { user: "shop" }),
    onData: (stream, session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          caught.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
          })
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => resolve())
  })
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://shop:catcher@127.0.0.1:${port}`,
    messages: () => [...caught],
    to: (address) => caught.filter((mail) => mail.to.includes(address.toLowerCase())),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
