import { icu } from "../../i18n/icu"

/** Signing in or up with a mobile number and a code sent by SMS (features/auth/phone, issue 57). */
export const phoneMessages = {
  phoneSignIn: {
    /** The link on log-in, sign-up and the checkout's sign-in page. */
    continueWithPhone: "Continue with mobile number",
    logInTitle: "Log in with your mobile number",
    signUpTitle: "Sign up with your mobile number",
    numberIntro: "We will send a 6-digit code to your mobile number by SMS. No password needed.",
    phone: "Mobile number",
    phoneHint: "For example 01712345678",
    sendCode: "Send code",
    sendingCode: "Sending…",
    // The number keeps Latin digits in Bangla too, as SMS and the shopper's phone show it.
    codeSent: icu("We sent a code to {phone}. It works for 5 minutes.", ["phone"], { asWritten: ["phone"] }),
    code: "6-digit code",
    name: "Your name",
    nameHint: "The name for your orders and deliveries",
    verify: "Continue",
    verifying: "Checking…",
    sendAgain: "Send a new code",
    otherNumber: "Use another number",
    otherWays: "Use your email instead",
    phoneRequired: "Enter your mobile number",
    /** phone_invalid */
    phoneInvalid: "Enter a Bangladeshi mobile number, like 01712345678",
    codeRequired: "Enter the code we sent you",
    /** code_invalid */
    codeInvalid: "The code is 6 digits",
    nameRequired: "Enter your name",
    /** name_invalid */
    nameInvalid: "Your name can be at most 100 characters",
    /** phone_code_limit, with the wait the shop gave (Retry-After). */
    codeLimit: icu("Too many codes for this number. Try again in {minutes, plural, one {# minute} other {# minutes}}.", ["minutes"]),
    /** phone_code_refused: wrong, expired, used, or too many wrong tries — one answer. */
    codeRefused: "This code is not right or has expired. Check the SMS, or ask for a new code.",
    // Adding a number to a signed-in account (the profile, contract section 3).
    addTitle: "Add a mobile number",
    changeTitle: "Change your sign-in number",
    addIntro: "Add a mobile number to sign in with an SMS code, as well as your current way in.",
    addSave: "Add number",
    added: "Your mobile number is saved. You can now sign in with it.",
    /** phone_taken */
    phoneTaken: "This number can't be added to your account. If it is yours, sign in with it instead.",
    /** phone_already_yours */
    phoneAlreadyYours: "This number is already your sign-in number.",
    /** phone_sign_in_set: changing a sign-in number needs more than a session */
    phoneSignInSet: "Your account already signs in with a mobile number. To change it, contact the shop.",
    // The profile of an account made with a number and no name yet.
    askName: "We don't know your name yet.",
    addName: "Add your name",
  },
} as const
