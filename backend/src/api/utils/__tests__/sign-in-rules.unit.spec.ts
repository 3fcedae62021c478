import { checksPassword } from "../sign-in-rules"

describe("checksPassword: the routes whose attempts are counted", () => {
  it.each([
    "/auth/customer/emailpass",
    "/auth/customer/emailpass/register",
    "/auth/user/emailpass",
    "/auth/user/emailpass/register",
    "/auth/customer/emailpass/",
    "/auth/Customer/EmailPass?x=1",
    "/auth/customer/emailpas%73",
    "/auth/customer/emailpass/regist%65r",
  ])("%s", (url) => expect(checksPassword(url)).toBe(true))

  it.each([
    "/auth/customer/google",
    "/auth/customer/emailpass/update",
    "/auth/customer/emailpass/reset-password",
    "/auth/session",
    "/auth/token/refresh",
    "/auth/%E0%A4%A",
  ])("not %s", (url) => expect(checksPassword(url)).toBe(false))
})
