/** Log-in asks for the code only; sign-up for the code and the name of the account it makes. */
export type PhoneKind = "log-in" | "sign-up"

/** Which of the two pages a request is for (one route module at /log-in/phone and /sign-up/phone). */
export const phoneKindOf = (pathname: string): PhoneKind => (/\/sign-up\/phone\/?$/.test(pathname) ? "sign-up" : "log-in")
