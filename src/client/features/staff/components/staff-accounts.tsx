import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { passwordProblem } from '#contract/rules/password'
import { emailProblem } from '#contract/rules/personal-details'
import { staffNameProblem } from '#contract/rules/staff-admin'
import { staffRoles, type StaffRole, type StaffSession } from '#contract/schemas/staff'
import type { StaffAccount } from '#contract/schemas/staff-admin'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import { problemFields } from '#client/lib/problem-fields.ts'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { showFieldProblems } from '#client/ui/form/server-field-errors.ts'
import { SpinnerButton } from '#client/ui/spinner-button.tsx'
import { toast } from '#client/ui/toast.tsx'
import { staffAccountsQuery, useCreateStaffAccount, useResetStaffTotp, useSetStaffDisabled } from '../api.ts'
import { errorText } from './error-text.ts'
import { QueryStatus } from './query-status.tsx'
import styles from './staff.module.css'
import { TotpEnrolment } from './totp-enrolment.tsx'
import { dateTime } from './when.ts'
import { DataTable } from './data-table.tsx'

type Enrolment = { name: string; totpSecret: string; otpauthUri: string }

/** Admins: the staff accounts, a new one, and an account disabled, enabled or given a new TOTP secret. */
export function StaffAccounts({ me }: { me: StaffSession }) {
  const { LL } = useI18n()
  useDocumentTitle(LL.staffConsole.accountsTitle())
  const accounts = useQuery(staffAccountsQuery)
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  return (
    <>
      <h1>{LL.staffConsole.accountsTitle()}</h1>
      <div className={styles.stack}>
        {enrolment ? <TotpEnrolment {...enrolment} /> : null}
        {accounts.data ? (
          <DataTable
            columns={[
              LL.staffConsole.name(),
              LL.staffConsole.email(),
              LL.staffConsole.role(),
              LL.staffConsole.colStatus(),
              LL.staffConsole.lastSignIn(),
              LL.staffConsole.colActions(),
            ]}
          >
            {accounts.data.accounts.map((account) => (
              <AccountRow key={account.id} account={account} me={me} onEnrolment={setEnrolment} />
            ))}
          </DataTable>
        ) : (
          <QueryStatus query={accounts} />
        )}
        <NewAccountForm onEnrolment={setEnrolment} />
      </div>
    </>
  )
}

function AccountRow({
  account,
  me,
  onEnrolment,
}: {
  account: StaffAccount
  me: StaffSession
  onEnrolment: (enrolment: Enrolment) => void
}) {
  const { LL, lang } = useI18n()
  const setDisabled = useSetStaffDisabled()
  const resetTotp = useResetStaffTotp()
  const [confirmingReset, setConfirmingReset] = useState(false)
  const explain = (error: unknown) => toast.error(errorText(LL, error))
  const toggle = () =>
    setDisabled.mutate(
      { id: account.id, disabled: !account.disabled },
      {
        onSuccess: (changed) =>
          toast.success(
            changed.disabled
              ? LL.staffConsole.accountDisabled({ name: changed.name })
              : LL.staffConsole.accountEnabled({ name: changed.name }),
          ),
        onError: explain,
      },
    )
  const reset = () =>
    resetTotp.mutate(account.id, {
      onSuccess: (secret) => {
        setConfirmingReset(false)
        onEnrolment({ name: account.name, ...secret })
      },
      onError: explain,
    })
  return (
    <tr>
      <td>{account.name}</td>
      <td>{account.email}</td>
      <td>{LL.staffConsole[`role_${account.role}`]()}</td>
      <td>
        <span className={account.disabled ? styles.badgeDanger : styles.badge}>
          {account.disabled ? LL.staffConsole.accountStateDisabled() : LL.staffConsole.accountStateEnabled()}
        </span>
      </td>
      <td>{account.lastSignInAt ? dateTime(account.lastSignInAt, lang) : LL.staffConsole.never()}</td>
      <td>
        <div className={styles.decision}>
          {account.id === me.id ? (
            <span className={styles.muted}>{LL.staffConsole.you()}</span>
          ) : (
            <SpinnerButton
              variant="secondary"
              loading={setDisabled.isPending}
              aria-label={`${account.disabled ? LL.staffConsole.enable() : LL.staffConsole.disable()} ${account.name}`}
              onClick={toggle}
            >
              {account.disabled ? LL.staffConsole.enable() : LL.staffConsole.disable()}
            </SpinnerButton>
          )}
          {confirmingReset ? (
            <>
              <SpinnerButton loading={resetTotp.isPending} onClick={reset}>
                {LL.staffConsole.confirmResetTotp()}
              </SpinnerButton>
              <SpinnerButton variant="secondary" onClick={() => setConfirmingReset(false)}>
                {LL.staffConsole.cancel()}
              </SpinnerButton>
            </>
          ) : (
            <SpinnerButton
              variant="secondary"
              aria-label={`${LL.staffConsole.resetTotp()} ${account.name}`}
              onClick={() => setConfirmingReset(true)}
            >
              {LL.staffConsole.resetTotp()}
            </SpinnerButton>
          )}
        </div>
      </td>
    </tr>
  )
}

/** A new account with the same rules as `npm run staff:create`; its TOTP secret is shown once. */
function NewAccountForm({ onEnrolment }: { onEnrolment: (enrolment: Enrolment) => void }) {
  const { LL } = useI18n()
  const create = useCreateStaffAccount()
  const form = useAppForm({
    defaultValues: { email: '', name: '', role: 'reviewer' as StaffRole, password: '' },
    validators: {
      onDynamic: ({ value }) =>
        problemFields({
          email: emailProblem(value.email),
          name: staffNameProblem(value.name),
          password: passwordProblem(value.password),
        }),
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        const created = await create.mutateAsync(value)
        toast.success(LL.staffConsole.accountCreated({ name: created.account.name }))
        onEnrolment({ name: created.account.name, ...created.enrolment })
        formApi.reset()
      } catch (error) {
        if (!showFieldProblems(formApi, error)) toast.error(errorText(LL, error))
      }
    },
  })
  return (
    <section className={styles.section} aria-labelledby="new-account-heading">
      <h2 id="new-account-heading">{LL.staffConsole.newAccountHeading()}</h2>
      <form.AppForm>
        <form.Form className={styles.rejectForm}>
          <form.AppField name="email">
            {(field) => <field.TextField label={LL.staffConsole.email()} type="email" required autoComplete="off" trim />}
          </form.AppField>
          <form.AppField name="name">
            {(field) => <field.TextField label={LL.staffConsole.name()} required maxLength={100} autoComplete="off" />}
          </form.AppField>
          <form.AppField name="role">
            {(field) => (
              <field.RadioGroupField
                label={LL.staffConsole.role()}
                required
                options={staffRoles.map((value) => ({ value, label: LL.staffConsole[`role_${value}`]() }))}
              />
            )}
          </form.AppField>
          <form.AppField name="password">
            {(field) => (
              <field.PasswordField
                label={LL.staffConsole.initialPassword()}
                hint={LL.staffConsole.passwordRules()}
                required
                autoComplete="new-password"
              />
            )}
          </form.AppField>
          <form.SubmitButton>{LL.staffConsole.createAccount()}</form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </section>
  )
}
