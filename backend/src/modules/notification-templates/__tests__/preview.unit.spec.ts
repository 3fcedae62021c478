import { previewPage } from "../preview"
import { NOTIFICATION_KINDS, SMS_KINDS } from "../kinds"

describe("previewPage", () => {
  it("shows every mail and every SMS on one page without a script", () => {
    const page = previewPage()
    for (const kind of NOTIFICATION_KINDS) expect(page).toContain(`<h3>${kind}: `)
    // In each language: the Bangla ones too.
    expect(page).toContain("<h3>order-placed: আপনার Chaka অর্ডার #1042 আমরা পেয়েছি</h3>")
    for (const kind of SMS_KINDS) expect(page).toContain(`<strong>${kind}</strong>`)
    expect(page).not.toMatch(/<script/i)
    // Each mail sits in a sandboxed frame: its HTML is an escaped attribute value.
    expect(page.match(/<iframe sandbox /g)).toHaveLength(NOTIFICATION_KINDS.length * 2)
  })
})
