import { useMutation } from "@tanstack/react-query"
import { getShop } from "../../../lib/medusa"
import type { ForgotPasswordInput } from "../schemas"

/**
 * Medusa's reset-password flow. Asking for a link answers the same whether or not the email has
 * an account (Medusa's 201 either way); the backend sends the link (subscribers/password-reset.ts).
 */
export async function requestPasswordReset({ email }: ForgotPasswordInput) {
  const { sdk } = await getShop()
  // The js-sdk's own call: Medusa answers a plain-text 201, not JSON.
  await sdk.auth.resetPassword("customer", "emailpass", { identifier: email })
}

export type NewPasswordInput = { token: string; email: string; password: string }

/**
 * Sets the new password with the link's token, which is good for this one call: Medusa spends it
 * (a second use, or one after 15 minutes, is a 401). The account is the token's, whatever the email.
 */
export async function resetPassword({ token, email, password }: NewPasswordInput) {
  const { sdk } = await getShop()
  await sdk.auth.updateProvider("customer", "emailpass", { email, password }, token)
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset })
export const useResetPassword = () => useMutation({ mutationFn: resetPassword })
