import { useState } from 'react'
import type { BirthDate } from '#contract/rules/birth-date'
import { profileProblems, type Profile } from '#contract/schemas/profile'
import { phoneChangePasswordProblem } from '#contract/rules/profile'
import { useCountryCodes, useDropDownList } from '#client/api/reference.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { problemFields } from '#client/lib/problem-fields.ts'
import flow from '#client/ui/flow-page.module.css'
import type { DatePart, DateParts } from '#client/ui/form/date-parts.ts'
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

/** The profile's field of each part of the date of birth. */
const birthDateField = { day: 'birthdayDay', month: 'birthdayMonth', year: 'birthdayYear' } as const satisfies Record<
  DatePart,
  keyof BirthDate
>

/** The parts of the date of birth on record: the member gives each once, and then sees it, read-only. */
const recordedParts = (profile: Profile): DatePart[] =>
  (['day', 'month', 'year'] as const).filter((part) => profile[birthDateField[part]] !== null)

/** A draft's values, with the parts of the date of birth on record as they are (given meanwhile elsewhere). */
const withRecordedBirthday = (values: PersonalValues, profile: Profile): PersonalValues => {
  const recorded = valuesOf(profile).birthday
  const locked = recordedParts(profile)
  const pick = <Part extends DatePart>(part: Part) => (locked.includes(part) ? recorded[part] : values.birthday[part])
  return { ...values, birthday: { day: pick('day'), month: pick('month'), year: pick('year') } }
}

/** What the draft keeps: all but the password, which is never written to the device. */
const storedOf = ({ currentPassword: _password, ...kept }: PersonalValues): Partial<PersonalValues> => kept

/** Whether the form names another login phone than the member's: that needs the current password. */
const phoneChanged = (profile: Profile, value: Pick<PersonalValues, 'countryCodeId' | 'mobilePhone'>) =>
  value.countryCodeId !== profile.countryCodeId || value.mobilePhone !== profile.mobilePhone

/** The parts of the date of birth the member gives now: those not on record. */
const birthDateOf = ({ day, month, year }: DateParts, profile: Profile): Partial<BirthDate> => ({
  ...(profile.birthdayDay === null ? { birthdayDay: day } : {}),
  ...(profile.birthdayMonth === null ? { birthdayMonth: month } : {}),
  ...(profile.birthdayYear === null ? { birthdayYear: year === '' ? null : Number(year) } : {}),
})

/** What the page may change; names, e-mail and the date of birth on record are the club's record and stay out. */
const changesOf = (value: PersonalValues, profile: Profile) => ({
  salutationId: value.salutationId,
  chineseSurname: value.chineseSurname,
  chineseName: value.chineseName,
  gender: value.gender,
  ...birthDateOf(value.birthday, profile),
  ageRangeId: value.ageRangeId,
  nationalityId: value.nationalityId,
  countryCodeId: value.countryCodeId,
  mobilePhone: value.mobilePhone,
  ...(phoneChanged(profile, value) ? { currentPassword: value.currentPassword } : {}),
})

/** Day, month and year of birth are one field on the form. */
const birthdayFields = { birthdayDay: 'birthday', birthdayMonth: 'birthday', birthdayYear: 'birthday' }

/**
 * update-profile/personal-profile: salutation, Chinese names, gender, date of birth (each part
 * given once: a part on record is read-only), age range, nationality and mobile number. A new
 * number (the login id) is asked for with the current password, and is the member's once the
 * code sent to it is entered, which the page asks for next (and again later, while a code waits).
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
  const [defaultValues] = useState(() => withRecordedBirthday(draft.start, profile))

  const form = useAppForm({
    defaultValues,
    validators: {
      onDynamic: ({ value }) => {
        const { birthdayDay, birthdayMonth, birthdayYear, ...problems } = profileProblems(
          changesOf(value, profile),
          profile,
          countryCodes,
          new Date(),
        )
        const currentPassword = phoneChangePasswordProblem(phoneChanged(profile, value), value.currentPassword)
        return problemFields({ ...problems, birthday: birthdayYear ?? birthdayMonth ?? birthdayDay, currentPassword })
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
  const outcome = useProfileDraft(draft, form, '/$lang/update-profile/basic-info', LL.profile.personalSaved(), storedOf)
  const lockedParts = recordedParts(profile)

  const pendingPhone = profile.pendingPhone
  if (enteringCode && pendingPhone) {
    return (
      <PhoneCodeStep
        phone={pendingPhone}
        onVerified={() => outcome.saved(undefined, LL.profile.phoneSaved())}
        onBack={() => setEnteringCode(false)}
      />
    )
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
          {(field) => (
            <field.DatePartsField
              label={LL.profile.birthday()}
              partLabels={{ day: LL.profile.birthDay(), month: LL.profile.birthMonth(), year: LL.profile.birthYear() }}
              hint={lockedParts.length < 3 ? LL.profile.birthdayOnceHint() : undefined}
              readOnlyParts={lockedParts}
            />
          )}
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
              countryCodes={countryCodes}
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
