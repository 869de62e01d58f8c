import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useNavigate } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import type { BadRequestData } from '#contract/envelope'
import { localName } from '#contract/languages'
import { decodeProblem } from '#contract/messages'
import { ReturnCode } from '#contract/return-codes'
import { confirmPasswordProblem, passwordProblem } from '#contract/rules/password'
import { preferencesProblems, type PMemberRegistrationRequest, type RegistrationRequest } from '#contract/schemas/registration'
import { ApiError } from '../../../api/http-client.ts'
import { problemText, useI18n } from '../../../i18n/i18n-context.tsx'
import { emptyFlowState, getFlowState, updateFlowState } from '../../../lib/flow-state.ts'
import { problemFields } from '../../../lib/problem-fields.ts'
import { useExplainFailure } from '../../../lib/use-explain-failure.ts'
import flow from '../../../ui/flow-page.module.css'
import { FormField } from '../../../ui/form-field.tsx'
import { LazyPopup } from '../../../ui/lazy-popup.tsx'
import { PasswordInput } from '../../../ui/password-input.tsx'
import { SpinnerButton } from '../../../ui/spinner-button.tsx'
import { toast } from '../../../ui/toast.tsx'
import { useFieldError } from '../../../ui/use-field-error.ts'
import { useDropDownList } from '../../reference/api.ts'
import { useRegister, useRegisterPMember } from '../api.ts'
import { clearDraft, getDraft, type AddressDraft, type DetailsDraft, type RegistrationKind } from '../draft.ts'
import { BackToStart } from './back-to-start.tsx'
import { ConsentText } from './consent-text.tsx'
import styles from './preferences-step.module.css'

interface PreferencesValues {
  password: string
  confirmPassword: string
  defaultLangId: number | null
  acceptData: boolean
  acceptNews: boolean
}

const addressPayload = ({ documents, ...address }: AddressDraft) => ({ ...address, addressDocumentId: documents.map((file) => file.id) })

/** The fields the server fills in itself when the referral fixes the estate (spec section 3). */
const estateFields = ['sinoEstate', 'nonSinoEstate', 'otherEstate', 'propertyTypeId', 'district', 'otherArea', 'otherCountry', 'otherDistrict', 'areaId', 'countryId'] as const

/**
 * Registration step 3: password and confirmation (ordinary registration only), language
 * preference and consents; then the registration is sent and the phone is verified.
 */
export function PreferencesStep({ kind, details, address }: { kind: RegistrationKind; details: DetailsDraft; address: AddressDraft }) {
  const { LL, lang } = useI18n()
  const navigate = useNavigate()
  const fieldError = useFieldError()
  const explain = useExplainFailure()
  const languages = useDropDownList('LANGUAGE')
  const register = useRegister()
  const registerPMember = useRegisterPMember()
  const [referralPopup, setReferralPopup] = useState(false)
  const withPassword = kind === 'ordinary'

  const preferences = (value: PreferencesValues) => ({
    defaultLangId: value.defaultLangId,
    language: lang,
    tncAcceptance: value.acceptData,
    picsAcceptance: value.acceptData,
    isConsentToSinoGroup: value.acceptNews,
  })

  const send = async (value: PreferencesValues): Promise<string> => {
    const { referralCode, ageRangeId, ...personal } = details
    const common = { ...personal, ageRangeId, ...preferences(value) }
    if (kind === 'ordinary') {
      const body: RegistrationRequest = { ...common, ...addressPayload(address), referralCode: referralCode || null, password: value.password }
      return (await register.mutateAsync(body)).memberId
    }
    const fixedEstate = getDraft(kind).referral?.sinoEstateId != null
    const payloadAddress: Partial<ReturnType<typeof addressPayload>> = addressPayload(address)
    if (fixedEstate) for (const field of estateFields) delete payloadAddress[field]
    const body = { ...common, ...payloadAddress, referralCode, isLiveInSinoProperties: address.isLiveInSinoProperties, addressDocumentId: payloadAddress.addressDocumentId ?? [] }
    return (await registerPMember.mutateAsync(body as PMemberRegistrationRequest)).memberId
  }

  const form = useForm({
    defaultValues: { password: '', confirmPassword: '', defaultLangId: null, acceptData: false, acceptNews: false } as PreferencesValues,
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const { tncAcceptance, ...problems } = preferencesProblems(preferences(value))
        return problemFields({
          ...problems,
          acceptData: tncAcceptance,
          ...(withPassword
            ? { password: passwordProblem(value.password), confirmPassword: confirmPasswordProblem(value.password, value.confirmPassword) }
            : {}),
        })
      },
    },
    onSubmit: async ({ value }) => {
      try {
        const memberId = await send(value)
        const flowState = getFlowState()
        updateFlowState({
          ...emptyFlowState,
          memberId,
          phone: flowState.phone,
          countryCode: flowState.countryCode,
          digit: flowState.digit,
          email: details.emailAddress,
          emailVerify: 'registration',
          isPMemberRegistration: kind === 'pMember',
        })
        clearDraft(kind)
        await navigate({ to: '/$lang/verify-phone', params: { lang } })
      } catch (error) {
        if (error instanceof ApiError && error.returnCode === ReturnCode.invalidReferral) return setReferralPopup(true)
        if (error instanceof ApiError && error.returnCode === ReturnCode.badRequest) {
          const message = (error.envelope?.data as BadRequestData | null)?.errors[0]?.message ?? ''
          return toast.error(decodeProblem(message) ? problemText(LL, message) : (error.envelope?.msg ?? LL.common.error()))
        }
        explain(error)
      }
    },
  })

  const password = (name: 'password' | 'confirmPassword', label: string) => (
    <form.Field name={name}>
      {(field) => (
        <FormField
          label={label}
          required
          hint={name === 'password' ? LL.registration.passwordHint() : undefined}
          error={fieldError(field.state.meta.errors)}
        >
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              value={field.state.value}
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
            />
          )}
        </FormField>
      )}
    </form.Field>
  )

  const checkbox = (name: 'acceptData' | 'acceptNews', label: ReactNode) => (
    <form.Field name={name}>
      {(field) => {
        const error = fieldError(field.state.meta.errors)
        return (
          <div className={styles.consent}>
            <label className={flow.choice}>
              <input
                type="checkbox"
                checked={field.state.value}
                aria-invalid={error ? true : undefined}
                aria-required={name === 'acceptData' || undefined}
                onChange={(event) => field.handleChange(event.target.checked)}
                onBlur={field.handleBlur}
              />
              <span>{label}</span>
            </label>
            {error ? (
              <p className={styles.error} role="alert">
                {error}
              </p>
            ) : null}
          </div>
        )
      }}
    </form.Field>
  )

  return (
    <form
      className={flow.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      {withPassword ? (
        <>
          {password('password', LL.registration.password())}
          {password('confirmPassword', LL.registration.confirmPassword())}
        </>
      ) : null}
      <form.Field name="defaultLangId">
        {(field) => {
          const error = fieldError(field.state.meta.errors)
          return (
            <fieldset className={flow.section} aria-invalid={error ? true : undefined}>
              <legend className={styles.legend}>
                {LL.registration.languagePreference()}
                <span className={styles.required} aria-hidden="true">
                  *
                </span>
              </legend>
              <div className={flow.choices}>
                {languages.map((item) => (
                  <label key={item.id} className={flow.choice}>
                    <input
                      type="radio"
                      name="defaultLangId"
                      checked={field.state.value === item.id}
                      onChange={() => field.handleChange(item.id)}
                    />
                    {localName(item, lang)}
                  </label>
                ))}
              </div>
              {error ? (
                <p className={styles.error} role="alert">
                  {error}
                </p>
              ) : null}
            </fieldset>
          )
        }}
      </form.Field>
      {checkbox('acceptData', <ConsentText />)}
      {checkbox('acceptNews', LL.registration.consentNews())}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <div className={flow.actions}>
            <BackToStart kind={kind} />
            <SpinnerButton type="submit" loading={submitting}>
              {LL.registration.submit()}
            </SpinnerButton>
          </div>
        )}
      </form.Subscribe>
      <LazyPopup
        open={referralPopup}
        onOpenChange={setReferralPopup}
        title={LL.registration.referralInvalidTitle()}
        description={LL.registerError['referral-code-invalid']()}
      />
    </form>
  )
}
