import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useNavigate } from '@tanstack/react-router'
import { emailProblem } from '#contract/rules/personal-details'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { updateFlowState, type FlowState } from '../../../lib/flow-state.ts'
import { problemFields } from '../../../lib/problem-fields.ts'
import { FormField } from '../../../ui/form-field.tsx'
import flow from '../../../ui/flow-page.module.css'
import { SpinnerButton } from '../../../ui/spinner-button.tsx'
import { TextInput } from '../../../ui/text-input.tsx'
import { useFieldError } from '../../../ui/use-field-error.ts'
import { useSendEmail } from '../api.ts'
import { useExplainFailure } from '../../../lib/use-explain-failure.ts'

/** verify-email/enterEmail: a first-time member gives the e-mail address the link goes to. */
export function EnterEmailForm({ state }: { state: FlowState }) {
  const { LL, lang } = useI18n()
  const navigate = useNavigate()
  const fieldError = useFieldError()
  const explain = useExplainFailure()
  const sendEmail = useSendEmail()
  const form = useForm({
    defaultValues: { emailAddress: state.email },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: ({ value }) => problemFields({ emailAddress: emailProblem(value.emailAddress) }) },
    onSubmit: async ({ value }) => {
      try {
        await sendEmail.mutateAsync({
          memberId: state.memberId,
          firstTimeKey: state.firstTimeKey,
          emailAddress: value.emailAddress,
          language: lang,
        })
        updateFlowState({ email: value.emailAddress, emailVerify: 'firstTimeLogin' })
        await navigate({ to: '/$lang/verify-email', params: { lang } })
      } catch (error) {
        explain(error)
      }
    },
  })
  return (
    <form
      className={flow.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.Field name="emailAddress">
        {(field) => (
          <FormField label={LL.verification.email()} required error={fieldError(field.state.meta.errors)}>
            {(control) => (
              <TextInput
                {...control}
                type="email"
                autoComplete="email"
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value.trim())}
                onBlur={field.handleBlur}
              />
            )}
          </FormField>
        )}
      </form.Field>
      <form.Subscribe selector={(formState) => formState.isSubmitting}>
        {(submitting) => (
          <SpinnerButton type="submit" block loading={submitting}>
            {LL.verification.sendEmail()}
          </SpinnerButton>
        )}
      </form.Subscribe>
    </form>
  )
}
