import { render, screen } from "@testing-library/react"
import { createRoutesStub } from "react-router"
import { describe, expect, it } from "vitest"
import { I18nProvider, messagesFor, type Locale } from "../../../i18n"
import { registerCatalogue } from "../../../i18n/messages"
import { bangla } from "../../../messages/bn"
import type { CodeFormAnswer } from "../api/code-sign-in.server"
import { CodeForm } from "./code-form"

registerCatalogue("bn", bangla)
const en = messagesFor("en").auth
const bn = messagesFor("bn").auth

function renderCodeForm(props: { recovery: boolean; answer?: CodeFormAnswer }, locale: Locale = "en") {
  const Stub = createRoutesStub([
    {
      path: "/log-in/code",
      Component: () => (
        <I18nProvider locale={locale}>
          <CodeForm waiting lost={false} {...props} />
        </I18nProvider>
      ),
    },
  ])
  render(<Stub initialEntries={["/log-in/code?returnTo=%2Fadmin"]} />)
}

const recoveryDisclosure = (t: typeof en) => screen.queryByText(t.recoveryCodeToggle, { selector: "summary" })?.closest("details") ?? null

describe("the code page's recovery code", () => {
  it("is not offered when the sign-in takes none (the admin has no codes left)", async () => {
    renderCodeForm({ recovery: false })
    await screen.findByLabelText(en.codeLabel)
    expect(recoveryDisclosure(en)).toBeNull()
  })

  it("a disclosure (works without scripts) holding a second form that posts intent=recovery", async () => {
    renderCodeForm({ recovery: true })
    await screen.findByLabelText(en.codeLabel)
    const details = recoveryDisclosure(en)!
    expect(details).not.toHaveAttribute("open")
    const field = screen.getByLabelText(en.recoveryCodeLabel)
    const form = field.closest("form")!
    expect(form).not.toBe(screen.getByLabelText(en.codeLabel).closest("form"))
    expect(form.getAttribute("method")).toBe("post")
    expect(new FormData(form).get("intent")).toBe("recovery")
  })

  it("after its own refused post it is open with the message there, not on the app's code; in Bangla too", async () => {
    const answer: CodeFormAnswer = { error: bn.recoveryCodeWrong, field: null, startAgain: false, kind: "recovery" }
    renderCodeForm({ recovery: true, answer }, "bn")
    await screen.findByLabelText(bn.recoveryCodeLabel)
    expect(recoveryDisclosure(bn)).toHaveAttribute("open")
    const alert = screen.getByRole("alert")
    expect(alert).toHaveTextContent(bn.recoveryCodeWrong)
    expect(alert.closest("form")).toBe(screen.getByLabelText(bn.recoveryCodeLabel).closest("form"))
  })
})
