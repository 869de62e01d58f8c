import { useNavigate } from '@tanstack/react-router'
import { emailProblem } from '#contract/rules/personal-details'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { updateFlowState, type FlowState } from '#client/lib/flow-state.ts'
import { problemFields } from '#client/lib/problem-fields.ts'
import flow from '#client/ui/flow-page.module.css'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { showFieldProblems } from '#client/ui/form/server-field-errors.ts'
import { useSendEmail } from '../api.ts'
import { useExplainFailure } from '#client/lib/use-explain-failure.ts'

/** verify-email/enterEmail: a first-time member gives the e-mail address the link goes to. */
export function EnterEmailForm({ state }: { state: FlowState }) {
  const { LL, lang } = useI18n()
  const navigate = useNavigate()
  const explain = useExplainFailure()
  const sendEmail = useSendEmail()
  const form = useAppForm({
    defaultValues: { emailAddress: state.email },
    validators: { onDynamic: ({ value }) => problemFields({ emailAddress: emailProblem(value.emailAddress) }) },
    onSubmit: async ({ value, formApi }) => {
      try {
        await sendEmail.mutateAsync({
          memberId: state.memberId,
          firstTimeKey: state.firstTimeKey,
          emailAddress: value.emailAddress,
          language: lang,
        })
        updateFlowState({ email: value.emailAddress, emailVerify: 'firstTimeLogin' })
        await navigate({ to: '/$lang/verify-email', params: { lang }, replace: true })
      } catch (error) {
        if (!showFieldProblems(formApi, error)) explain(error)
      }
    },
  })
  return (
    <form.AppForm>
      <form.Form className={flow.form}>
        <form.AppField name="emailAddress">
          {(field) => <field.TextField label={LL.verification.email()} required type="email" autoComplete="email" trim />}
        </form.AppField>
        <form.SubmitButton block>{LL.verification.sendEmail()}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
