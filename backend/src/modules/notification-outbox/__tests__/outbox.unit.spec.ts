import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import OutboxNotificationProviderService from "../service"

describe("the outbox provider", () => {
  let dir: string
  beforeEach(() => (dir = join(mkdtempSync(join(tmpdir(), "outbox-test-")), "outbox")))
  afterEach(() => rmSync(join(dir, ".."), { recursive: true, force: true }))

  const outbox = () => new OutboxNotificationProviderService({}, { dir, channels: ["email", "sms"], from: "Chaka <no-reply@localhost>" })

  it("writes an email as an .eml file a developer can read: headers, text, then HTML", async () => {
    await outbox().send({
      to: "rahim@example.com",
      channel: "email",
      template: "password-reset",
      data: { url: "http://localhost:8000/reset-password?token=t" },
    })
    const [name] = readdirSync(dir)
    expect(name).toMatch(/-email-password-reset-[0-9a-f]{8}\.eml$/)
    const text = readFileSync(join(dir, name), "utf8")
    expect(text).toMatch(/^From: Chaka <no-reply@localhost>\nTo: rahim@example\.com\nSubject: .+\n/)
    expect(text).toContain("http://localhost:8000/reset-password?token=t")
    expect(text).toContain("--- HTML ---")
  })

  it("writes an email it was given rendered (the reset link, kept out of the stored row) as given", async () => {
    await outbox().send({
      to: "rahim@example.com",
      channel: "email",
      template: "password-reset",
      data: null,
      content: { subject: "Reset your password", text: "Open http://localhost:8000/reset-password?token=t", html: "<p>reset</p>" },
    })
    const [name] = readdirSync(dir)
    const text = readFileSync(join(dir, name), "utf8")
    expect(text).toContain("Subject: Reset your password\n")
    expect(text).toContain("Open http://localhost:8000/reset-password?token=t\n")
    expect(text).toContain("<p>reset</p>")
  })

  it("writes an SMS as a .txt file with the text it was given", async () => {
    await outbox().send({ to: "8801712345678", channel: "sms", template: "order-placed", content: { text: "Chaka: order #12 placed" } })
    const [name] = readdirSync(dir)
    expect(name).toMatch(/-sms-order-placed-[0-9a-f]{8}\.txt$/)
    expect(readFileSync(join(dir, name), "utf8")).toMatch(/^To: 8801712345678\n.*\n\nChaka: order #12 placed\n$/)
  })

  it("refuses a template the shop does not have, writing nothing (a path in its name included)", async () => {
    await expect(outbox().send({ to: "a@b.co", channel: "email", template: "../../etc/passwd", data: {} })).rejects.toThrow(/Unknown notification template/)
    expect(readdirSync(join(dir, ".."))).toEqual([])
  })

  it("keeps a strange template name inside the folder for an SMS it was given the text of", async () => {
    await outbox().send({ to: "8801712345678", channel: "sms", template: "../../etc/passwd", content: { text: "Chaka" } })
    expect(readdirSync(dir)[0]).toMatch(/-sms-______etc_passwd-/)
  })
})
