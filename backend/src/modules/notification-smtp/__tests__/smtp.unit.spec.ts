import { connection } from "../service"

describe("SMTP_URL as connection options", () => {
  it("requires STARTTLS when smtp:// carries a password to a remote server", () => {
    expect(connection("smtp://shop:p%40ss@smtp.example.com")).toEqual({
      host: "smtp.example.com",
      port: 587,
      secure: false,
      auth: { user: "shop", pass: "p@ss" },
      requireTLS: true,
    })
  })

  it("leaves it to the server without credentials, over smtps://, and on this machine or compose's mail catcher", () => {
    expect(connection("smtp://smtp.example.com:25")).not.toHaveProperty("requireTLS")
    expect(connection("smtps://shop:pw@smtp.example.com")).toMatchObject({ port: 465, secure: true })
    expect(connection("smtps://shop:pw@smtp.example.com")).not.toHaveProperty("requireTLS")
    for (const host of ["localhost", "127.0.0.1", "[::1]", "mailpit", "LOCALHOST"]) {
      expect(connection(`smtp://shop:pw@${host}:1025`)).not.toHaveProperty("requireTLS")
    }
  })
})
