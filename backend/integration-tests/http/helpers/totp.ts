import { createHmac } from "node:crypto"

/*
 * Two-factor codes as an authenticator app computes them: RFC 6238 (TOTP, SHA-1, 6 digits, 30 s),
 * written here from the RFC with node:crypto, so the shop's check is tested against an app's
 * arithmetic rather than against itself. Used by admin-mfa.spec.ts and the browser tests (e2e/totp.ts).
 */

export const TOTP_PERIOD_MS = 30_000

function base32Decode(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
  let bits = 0
  let value = 0
  const bytes: number[] = []
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    const index = alphabet.indexOf(char)
    if (index < 0) throw new Error(`not base32: ${char}`)
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(bytes)
}

/** The code of one time step (RFC 4226's HOTP of the step counter). */
export function totp(secret: string, step: number): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(step))
  const hmac = createHmac("sha1", base32Decode(secret)).update(counter).digest()
  const offset = hmac[hmac.length - 1] & 0x0f
  const binary = ((hmac[offset] & 0x7f) << 24) | (hmac[offset + 1] << 16) | (hmac[offset + 2] << 8) | hmac[offset + 3]
  return String(binary % 1_000_000).padStart(6, "0")
}

/** The time step of now. */
export const currentStep = () => Math.floor(Date.now() / TOTP_PERIOD_MS)
