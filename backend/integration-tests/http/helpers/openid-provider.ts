import { createHash, randomBytes } from "node:crypto"
import { createServer, type Server } from "node:http"
import { exportJWK, generateKeyPair, SignJWT, type KeyLike } from "jose"

export type OpenIdUser = {
  sub: string
  email: string
  email_verified?: boolean
  name?: string
  given_name?: string
  family_name?: string
  picture?: string
}

type Grant = { user: OpenIdUser; nonce: string; challenge: string; redirectUri: string; clientId: string; used: boolean }

/**
 * A minimal OpenID provider for the backend's tests: discovery, keys, an authorize endpoint
 * that signs `user` in at once, and a token endpoint that checks the code (once), PKCE and
 * the client secret like a real provider. `idToken` overrides the next ID token's claims, to
 * hand the shop a token for another audience or an expired one.
 */
export async function startOpenIdProvider(port: number, client: { id: string; secret: string }) {
  const issuer = `http://localhost:${port}`
  const { publicKey, privateKey } = await generateKeyPair("RS256")
  const jwk = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" }
  const grants = new Map<string, Grant>()
  const state = { user: undefined as OpenIdUser | undefined, idToken: {} as Record<string, unknown>, tokenRequests: 0 }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", issuer)
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" })
      res.end(JSON.stringify(body))
    }
    if (url.pathname === "/.well-known/openid-configuration") {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
        code_challenge_methods_supported: ["S256"],
        token_endpoint_auth_methods_supported: ["client_secret_post"],
      })
    }
    if (url.pathname === "/jwks") return json(200, { keys: [jwk] })
    if (url.pathname === "/authorize") {
      const q = url.searchParams
      if (!state.user) return json(500, { error: "no user to sign in" })
      const code = randomBytes(16).toString("hex")
      grants.set(code, {
        user: state.user,
        nonce: q.get("nonce") ?? "",
        challenge: q.get("code_challenge") ?? "",
        redirectUri: q.get("redirect_uri") ?? "",
        clientId: q.get("client_id") ?? "",
        used: false,
      })
      const back = new URL(q.get("redirect_uri") ?? "")
      back.searchParams.set("code", code)
      back.searchParams.set("state", q.get("state") ?? "")
      res.writeHead(302, { location: back.toString() })
      return res.end()
    }
    if (url.pathname === "/token" && req.method === "POST") {
      state.tokenRequests++
      const form = new URLSearchParams(await body(req))
      const grant = grants.get(form.get("code") ?? "")
      const verifier = form.get("code_verifier") ?? ""
      if (!grant || grant.used) return json(400, { error: "invalid_grant" })
      grant.used = true
      if (
        form.get("client_id") !== client.id ||
        form.get("client_secret") !== client.secret ||
        grant.clientId !== client.id ||
        form.get("redirect_uri") !== grant.redirectUri ||
        createHash("sha256").update(verifier).digest("base64url") !== grant.challenge
      ) {
        return json(400, { error: "invalid_grant" })
      }
      const now = Math.floor(Date.now() / 1000)
      const claims = { email_verified: true, ...grant.user, nonce: grant.nonce, ...state.idToken }
      const idToken = await sign(privateKey, { iss: issuer, aud: client.id, iat: now, exp: now + 300, ...claims })
      return json(200, { access_token: randomBytes(16).toString("hex"), token_type: "Bearer", expires_in: 300, id_token: idToken })
    }
    json(404, { error: "not_found" })
  })
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve))

  return {
    issuer,
    /** Who the next authorization signs in, and what to change in their ID token. */
    signInAs(user: OpenIdUser, idToken: Record<string, unknown> = {}) {
      state.user = user
      state.idToken = idToken
    },
    tokenRequests: () => state.tokenRequests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function sign(key: KeyLike, claims: Record<string, unknown>) {
  return new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid: "test-key" }).sign(key)
}

function body(req: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = ""
    req.on("data", (chunk) => (data += chunk))
    req.on("end", () => resolve(data))
    req.on("error", reject)
  })
}
