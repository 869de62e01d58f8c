import { useState } from 'react'
import { phoneChangePasswordProblem, profileProblems, type Profile } from '#contract/schemas/profile'
import { useCountryCodes, useDropDownList } from '#client/api/reference.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { problemFields } from '#client/lib/problem-fields.ts'
import flow from '#client/ui/flow-page.module.css'
import type { DateParts } from '#client/ui/form/date-parts.ts'
import { useAppForm } from '#client/ui/form/form-hook.ts'
import { namedOptions } from '#client/ui/form/select-option.ts'
import { SpinnerButton } from '#client/ui/spinner-button.tsx'
import { useUpdateProfile } from '../edit-api.ts'
import { PhoneCodeStep } from './phone-code-step.tsx'
import { useProfileDraft, withProfileDraft, type DraftedFormProps } from './profile-draft.tsx'

interface PersonalValues {
  salutationId: number | null
  firstName: string
  lastName: string
  emailAddress: string
  chineseSurname: string
  chineseName: string
  gender: 'M' | 'F' | null
  birthday: DateParts
  ageRangeId: number | null
  nationalityId: number | null
  countryCodeId: number
  mobilePhone: string
  currentPassword: string
}

const valuesOf = (profile: Profile): PersonalValues => ({
  salutationId: profile.salutationId,
  firstName: profile.firstName,
  lastName: profile.lastName,
  emailAddress: profile.emailAddress ?? '',
  chineseSurname: profile.chineseSurname ?? '',
  chineseName: profile.chineseName ?? '',
  gender: profile.gender,
  birthday: { day: profile.birthdayDay, month: profile.birthdayMonth, year: profile.birthdayYear?.toString() ?? '' },
  ageRangeId: profile.ageRangeId,
  nationalityId: profile.nationalityId,
  countryCodeId: profile.countryCodeId,
  mobilePhone: profile.mobilePhone,
  currentPassword: '',
})

/** What the draft keeps: all but the password, which is never written to the device. */
const storedOf = ({ currentPassword: _password, ...kept }: PersonalValues): Partial<PersonalValues> => kept

/** Whether the form names another login phone than the member's: that needs the current password. */
const phoneChanged = (profile: Profile, value: Pick<PersonalValues, 'countryCodeId' | 'mobilePhone'>) =>
  value.countryCodeId !== profile.countryCodeId || value.mobilePhone !== profile.mobilePhone

/** What the page may change; names, e-mail and birth month are the club's record and stay out. */
const changesOf = (value: PersonalValues, profile: Profile) => ({
  salutationId: value.salutationId,
  chineseSurname: value.chineseSurname,
  chineseName: value.chineseName,
  gender: value.gender,
  birthdayDay: value.birthday.day,
  birthdayYear: value.birthday.year === '' ? null : Number(value.birthday.year),
  ageRangeId: value.ageRangeId,
  nationalityId: value.nationalityId,
  countryCodeId: value.countryCodeId,
  mobilePhone: value.mobilePhone,
  ...(phoneChanged(profile, value) ? { currentPassword: value.currentPassword } : {}),
})

/** Day and year of birth are one field on the form. */
const birthdayFields = { birthdayDay: 'birthday', birthdayYear: 'birthday' }

/**
 * update-profile/personal-profile: salutation, Chinese names, gender, day and year of birth,
 * age range, nationality and mobile number. A new number (the login id) is asked for with the
 * current password, and is the member's once the code sent to it is entered, which the page
 * asks for next (and again later, while a code waits).
 */
function PersonalProfileFields({ profile, draft }: DraftedFormProps<PersonalValues>) {
  const { LL, lang } = useI18n()
  const countryCodes = useCountryCodes()
  const salutations = useDropDownList('SALUTATION')
  const ageRanges = useDropDownList('AGE_RANGE')
  const nationalities = useDropDownList('NATIONALITY')
  const updateProfile = useUpdateProfile()
  const [enteringCode, setEnteringCode] = useState(false)
  // The values the form starts from, once: a refetch of the profile never overwrites what is typed.
  const [defaultValues] = useState(draft.start)

  const form = useAppForm({
    defaultValues,
    validators: {
      onDynamic: ({ value }) => {
        const { birthdayDay, birthdayYear, ...problems } = profileProblems(
          { ...changesOf(value, profile), birthdayMonth: profile.birthdayMonth },
          countryCodes,
          new Date(),
        )
        const currentPassword = phoneChangePasswordProblem(phoneChanged(profile, value), value.currentPassword)
        return problemFields({ ...problems, birthday: birthdayYear ?? birthdayDay, currentPassword })
      },
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        const answer = await updateProfile.mutateAsync(changesOf(value, profile))
        if (!answer.phoneChangePending) return await outcome.saved()
        // Saved, but for the new number, which waits for its code on the server, not in the draft.
        await outcome.clear()
        setEnteringCode(true)
      } catch (error) {
        await outcome.failed(error, formApi, birthdayFields)
      }
    },
  })
  const outcome = useProfileDraft(draft, form, '/$lang/update-profile/basic-info', storedOf)

  const pendingPhone = profile.pendingPhone
  if (enteringCode && pendingPhone) {
    return <PhoneCodeStep phone={pendingPhone} onVerified={() => outcome.saved()} onBack={() => setEnteringCode(false)} />
  }

  const readOnly = (name: 'firstName' | 'lastName' | 'emailAddress', label: string) => (
    <form.AppField name={name}>{(field) => <field.TextField label={label} readOnly />}</form.AppField>
  )
  const chinese = (name: 'chineseSurname' | 'chineseName', label: string) => (
    <form.AppField name={name}>{(field) => <field.TextField label={label} autoComplete="off" />}</form.AppField>
  )

  return (
    <form.AppForm>
      <form.Form className={flow.form}>
        {outcome.note}
        {pendingPhone ? (
          <div className={flow.note} role="status">
            <p>
              {LL.profile.phoneWaiting({
                phone: `${countryCodes.find((code) => code.id === pendingPhone.countryCodeId)?.content ?? ''} ${pendingPhone.mobilePhone}`,
              })}
            </p>
            <SpinnerButton variant="link" onClick={() => setEnteringCode(true)}>
              {LL.profile.enterCode()}
            </SpinnerButton>
          </div>
        ) : null}
        <form.AppField name="salutationId">
          {(field) => (
            <field.SelectField label={LL.registration.salutation()} required options={namedOptions(salutations, lang)} />
          )}
        </form.AppField>
        <div className={flow.row}>
          {readOnly('firstName', LL.registration.firstName())}
          {readOnly('lastName', LL.registration.surname())}
        </div>
        <div className={flow.row}>
          {chinese('chineseSurname', LL.profile.chineseSurname())}
          {chinese('chineseName', LL.profile.chineseName())}
        </div>
        {readOnly('emailAddress', LL.registration.email())}
        <p className={flow.note}>{LL.profile.readOnlyNote()}</p>
        <form.AppField name="gender">
          {(field) => (
            <field.RadioGroupField<'M' | 'F' | null>
              label={LL.profile.gender()}
              options={[
                { value: 'M', label: LL.profile.male() },
                { value: 'F', label: LL.profile.female() },
              ]}
            />
          )}
        </form.AppField>
        <form.AppField name="birthday">
          {(field) => <field.DatePartsField label={LL.profile.birthday()} readOnlyParts={['month']} />}
        </form.AppField>
        <div className={flow.row}>
          <form.AppField name="ageRangeId">
            {(field) => <field.SelectField label={LL.registration.ageRange()} options={namedOptions(ageRanges, lang)} />}
          </form.AppField>
          <form.AppField name="nationalityId">
            {(field) => <field.SelectField label={LL.profile.nationality()} options={namedOptions(nationalities, lang)} />}
          </form.AppField>
        </div>
        <form.AppField name="mobilePhone">
          {(field) => (
            <field.PhoneField
              label={LL.registration.mobile()}
              countryCodeLabel={LL.registration.countryCode()}
              countryCodeField="countryCodeId"
            />
          )}
        </form.AppField>
        <form.Subscribe selector={(state) => phoneChanged(profile, state.values)}>
          {(changing) =>
            changing ? (
              <form.AppField name="currentPassword">
                {(field) => (
                  <field.PasswordField
                    label={LL.profile.currentPassword()}
                    hint={LL.profile.phoneChangePasswordHint()}
                    required
                    autoComplete="current-password"
                  />
                )}
              </form.AppField>
            ) : null
          }
        </form.Subscribe>
        <form.SubmitButton block>{LL.profile.save()}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

export const PersonalProfileForm = withProfileDraft('profile:personal', valuesOf, PersonalProfileFields)
