import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { createServer, type Server } from "node:https"
import { tmpdir } from "node:os"
import { join } from "node:path"

export type TestUser = { email: string; name: string; given_name: string; family_name: string; picture?: string }

/**
 * A real OpenID provider (npm `oidc-provider`) on loopback, standing in for Google: https with a
 * certificate made for the run (the shop trusts it through NODE_EXTRA_CA_CERTS, the browser
 * through ignoreHTTPSErrors), its own sign-in and consent pages, code flow with PKCE. The login
 * typed on its sign-in page picks the user; any password is accepted.
 */
export function testOpenIdProvider({ port, storefrontPort, users }: { port: number; storefrontPort: number; users: TestUser[] }) {
  const dir = mkdtempSync(join(tmpdir(), "chaka-idp-"))
  const cert = join(dir, "cert.pem")
  const key = join(dir, "key.pem")
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-keyout",
      key,
      "-out",
      cert,
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-addext",
      "basicConstraints=critical,CA:TRUE",
    ],
    { stdio: "ignore" }
  )

  const issuer = `https://localhost:${port}`
  const client = { id: "chaka-e2e", secret: "a-client-secret-for-the-e2e-run" }
  let server: Server | undefined

  return {
    issuer,
    /** What the operator sets for the shop (plus the run's certificate). */
    shopEnv: {
      OIDC_ISSUER_URL: issuer,
      OIDC_CLIENT_ID: client.id,
      OIDC_CLIENT_SECRET: client.secret,
      NODE_EXTRA_CA_CERTS: cert,
    },
    async start() {
      const { default: Provider } = await import("oidc-provider")
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: client.id,
            client_secret: client.secret,
            redirect_uris: [`http://localhost:${storefrontPort}/auth/google/callback`],
            grant_types: ["authorization_code"],
            response_types: ["code"],
            token_endpoint_auth_method: "client_secret_post",
          },
        ],
        pkce: { required: () => true },
        // Like Google: the profile and email claims travel in the ID token itself.
        conformIdTokenClaims: false,
        claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "given_name", "family_name", "picture"] },
        cookies: { keys: ["chaka-e2e-cookie-key"] },
        features: { devInteractions: { enabled: true } },
        async findAccount(_ctx: unknown, sub: string) {
          const user = users.find((candidate) => candidate.email === sub)
          if (!user) return undefined
          return { accountId: sub, claims: async () => ({ sub, email_verified: true, ...user }) }
        },
      })
      server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, provider.callback())
      await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve))
    },
    async stop() {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
