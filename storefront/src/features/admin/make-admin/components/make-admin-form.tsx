import { Form, Link, useLocation, useSearchParams } from "react-router"
import { Field } from "../../../../components/form/field"
import { ErrorMessage } from "../../../../components/ui/error-message"
import { ListSkeleton } from "../../../../components/ui/list-skeleton"
import { errorMessage } from "../../../../lib/errors"
import { useI18n, useMessages } from "../../../../i18n"
import { AnswerNote } from "../../components/answer-note"
import { INTENT, RECORD_ID } from "../../form-answer"
import { useAdminForm, useListAnswer } from "../../use-admin-form"
import { useMadeAdmins, useMadeAdminsRead, type MadeAdmin } from "../api/made-admins"
import { ASK, CONFIRMED, MADE_ADMINS_FETCHER, MAKE_ADMIN, REMOVE_ADMIN, ROLE_KEYS } from "../forms"
import { makeAdminSchema } from "../schemas"

/**
 * /admin/make-admin: a customer's email and a role, then a second step that asks "Make … an
 * admin with the role …?" before anything is sent; below, the admins made here, each with
 * "Remove admin" (asked again too). Every step is a plain form (the questions by address, the
 * changes posted to the route's action), so the screen works with or without scripts.
 */
export function MakeAdminForm() {
  return (
    <>
      <MakeAdminSteps />
      <MadeAdmins />
    </>
  )
}

function MakeAdminSteps() {
  const messages = useMessages()
  const t = messages.adminMakeAdmin
  const { pathname } = useLocation()
  const [params, setParams] = useSearchParams()
  const read = useMadeAdminsRead()
  const grant = useAdminForm({
    intent: MAKE_ADMIN,
    onDone: () => {
      read()
      setParams({}, { replace: true, preventScrollReset: true })
    },
  })
  const asked = params.has(ASK.email) || params.has(ASK.role)
  const typed = { email: params.get(ASK.email) ?? "", role: params.get(ASK.role) ?? "" }
  const parsed = asked ? makeAdminSchema(messages).safeParse(typed) : undefined
  const issues = parsed && !parsed.success ? parsed.error.issues : []
  const issueOf = (name: string) => issues.find((issue) => issue.path[0] === name)?.message
  // The backend refused this very email and role (no such customer): back to the first step, with its words.
  const refused = Boolean(grant.answer && !grant.answer.done && grant.answer.values?.email === typed.email && grant.answer.values?.role === typed.role)

  if (parsed?.success && !refused) {
    const { email, role } = parsed.data
    return (
      <form
        method="post"
        action={pathname}
        className="form admin-form admin-form--confirm"
        aria-label={t.confirmTitle}
        onSubmit={(event) => {
          event.preventDefault()
          grant.submit(event.currentTarget)
        }}
      >
        <p role="alert">{t.confirm(email, t.roleNames[role] ?? role)}</p>
        <input type="hidden" name={INTENT} value={MAKE_ADMIN} />
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="role" value={role} />
        <input type="hidden" name="confirm" value={CONFIRMED} />
        <button type="submit" className="button" disabled={grant.pending}>
          {grant.pending ? t.submitting : t.confirmYes}
        </button>
        <Link to={pathname} className="button button--ghost" preventScrollReset>
          {t.cancel}
        </Link>
        <AnswerNote answer={grant.answer?.done ? undefined : grant.answer} />
      </form>
    )
  }

  // After a refusal without scripts the page comes back with what was posted.
  const values = { email: typed.email || grant.answer?.values?.email || "", role: typed.role || grant.answer?.values?.role || "" }
  const error = (name: string) => {
    const message = issueOf(name) ?? grant.answer?.fields?.[name]
    return message ? { type: "server", message } : undefined
  }
  return (
    <Form method="get" action={pathname} className="form admin-form" noValidate preventScrollReset key={`${values.email}|${values.role}`}>
      <Field label={t.email} name={ASK.email} type="email" autoComplete="off" defaultValue={values.email} error={error("email")} />
      <Field label={t.role} error={error("role")}>
        {(control) => (
          <select {...control} name={ASK.role} defaultValue={values.role}>
            <option value="">{t.rolePlaceholder}</option>
            {ROLE_KEYS.map((key) => (
              <option key={key} value={key}>
                {t.roles[key]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" className="button">
        {t.submit}
      </button>
      <AnswerNote answer={grant.answer} />
    </Form>
  )
}

function MadeAdmins() {
  const messages = useMessages()
  const t = messages.adminMakeAdmin
  const { data, isPending, error, refetch } = useMadeAdmins()
  const last = useListAnswer(MADE_ADMINS_FETCHER)
  const note = last?.intent === REMOVE_ADMIN ? <AnswerNote answer={last} /> : null
  let body
  if (error && !data) body = <ErrorMessage message={errorMessage(error, messages.auth.networkError)} onRetry={() => void refetch()} />
  else if (isPending) body = <ListSkeleton label={t.madeLoading} />
  else if (!data.admins.length) body = <p className="empty-state">{t.madeEmpty}</p>
  else
    body = (
      <ul className="admin-list">
        {data.admins.map((admin) => (
          <li key={admin.id} className="admin-row">
            <MadeAdminRow admin={admin} />
          </li>
        ))}
      </ul>
    )
  return (
    <section className="admin-made" aria-labelledby="made-admins-title">
      <h2 id="made-admins-title">{t.madeTitle}</h2>
      {note}
      {body}
    </section>
  )
}

function MadeAdminRow({ admin }: { admin: MadeAdmin }) {
  const { messages, date } = useI18n()
  const t = messages.adminMakeAdmin
  const { pathname } = useLocation()
  const [params, setParams] = useSearchParams()
  const read = useMadeAdminsRead()
  const remove = useAdminForm({
    intent: REMOVE_ADMIN,
    id: admin.id,
    key: MADE_ADMINS_FETCHER,
    onDone: () => {
      read()
      setParams({}, { replace: true, preventScrollReset: true })
    },
  })
  const roles = admin.roles.map((role) => t.roleNames[role] ?? role).join(", ")
  const asked = params.get(ASK.remove) === admin.id
  return (
    <>
      <p className="admin-row__title">
        <strong>{admin.email}</strong> · {roles}
      </p>
      <p className="admin-row__meta">
        {t.madeOn} <time dateTime={admin.made_at}>{date(admin.made_at)}</time>
      </p>
      {asked ? (
        <form
          method="post"
          action={pathname}
          className="admin-row__confirm"
          aria-label={t.remove}
          onSubmit={(event) => {
            event.preventDefault()
            remove.submit(event.currentTarget)
          }}
        >
          <p role="alert">{t.confirmRemove(admin.email)}</p>
          <input type="hidden" name={INTENT} value={REMOVE_ADMIN} />
          <input type="hidden" name={RECORD_ID} value={admin.id} />
          <button type="submit" className="button button--danger" disabled={remove.pending}>
            {remove.pending ? t.removing : t.confirmRemoveYes}
          </button>
          <Link to={pathname} className="button button--ghost" preventScrollReset>
            {t.cancel}
          </Link>
          <AnswerNote answer={remove.answer?.done ? undefined : remove.answer} />
        </form>
      ) : (
        <Form method="get" action={pathname} className="admin-row__remove" preventScrollReset>
          <input type="hidden" name={ASK.remove} value={admin.id} />
          <button type="submit" className="button button--danger">
            {t.remove}
          </button>
        </Form>
      )}
    </>
  )
}
