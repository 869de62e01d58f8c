import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { QRCodeSVG } from 'qrcode.react'
import { useState } from 'react'
import type { MemberRecord } from '#contract/schemas/staff-records'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import { SpinnerButton } from '#client/ui/spinner-button.tsx'
import { toast } from '#client/ui/toast.tsx'
import { memberRecordQuery, useEndMemberSessions } from '../api.ts'
import { AddressSection } from './address-section.tsx'
import { errorText } from './error-text.ts'
import { MemberState } from './member-state.tsx'
import { QueryStatus } from './query-status.tsx'
import { ReceiptList } from './receipt-list.tsx'
import { ApplicationsTable } from './applications-table.tsx'
import { Facts, type FactRow } from './facts.tsx'
import { MemberSection } from './member-section.tsx'
import { useReferenceName } from './use-reference-name.ts'
import styles from './staff.module.css'
import { dateOnly } from './format-date-time.ts'

/** A member read-only, as they see themselves: profile, card, applications and receipts; and the end of their sessions. */
export function MemberRecordView({ id }: { id: string }) {
  const { LL, lang } = useI18n()
  const record = useQuery(memberRecordQuery(id))
  useDocumentTitle(record.data ? `${LL.staffConsole.memberTitle()}: ${record.data.member.name}` : LL.staffConsole.memberTitle())
  if (!record.data) return <QueryStatus query={record} />
  const { member, profile, applications, receipts } = record.data
  const marketingConsent = ({ given, givenAt, withdrawnAt }: MemberRecord['consents']['marketing']) =>
    given
      ? LL.staffConsole.marketingGiven({ date: givenAt ? dateOnly(givenAt, lang) : '–' })
      : withdrawnAt
        ? LL.staffConsole.marketingWithdrawnOn({ date: dateOnly(withdrawnAt, lang) })
        : LL.staffConsole.marketingNotGiven()
  return (
    <>
      <p>
        <Link to="/$lang/staff/members" params={{ lang }}>
          ← {LL.staffConsole.backToMembers()}
        </Link>
      </p>
      <h1>
        {LL.staffConsole.memberTitle()}: {member.name}
      </h1>
      <div className={styles.sections}>
        <MemberSection
          member={member}
          more={[
            [LL.staffConsole.colStatus(), <MemberState key="state" member={member} />],
            [LL.staffConsole.registeredAt(), dateOnly(member.registeredAt, lang)],
            [LL.staffConsole.marketingConsent(), marketingConsent(record.data.consents.marketing)],
          ]}
        />
        <CardSection record={record.data} />
        <ProfileSection profile={profile} />
        <SessionsSection id={id} open={member.openSessions} />
        {profile.contactAddress ? (
          <AddressSection
            id="contact-address-heading"
            title={LL.staffConsole.contactAddress()}
            address={profile.contactAddress}
          />
        ) : null}
        {profile.privilegeAddress ? (
          <AddressSection
            id="privilege-address-heading"
            title={LL.staffConsole.privilegeAddress()}
            address={profile.privilegeAddress}
          />
        ) : null}
        <section className={`${styles.section} ${styles.wide}`} aria-labelledby="applications-heading">
          <h2 id="applications-heading">{LL.staffConsole.applicationsHeading()}</h2>
          <ApplicationsTable applications={applications} empty={LL.staffConsole.noApplications()} />
        </section>
        <section className={`${styles.section} ${styles.wide}`} aria-labelledby="receipts-heading">
          <h2 id="receipts-heading">{LL.staffConsole.receiptsHeading()}</h2>
          <ReceiptList receipts={receipts} show="event" />
        </section>
      </div>
    </>
  )
}

/** The membership card as the member shows it at a venue: tier, member ID and its QR code. */
function CardSection({ record }: { record: MemberRecord }) {
  const { LL } = useI18n()
  const { member } = record
  return (
    <section className={styles.section} aria-labelledby="card-heading">
      <h2 id="card-heading">{LL.staffConsole.cardHeading()}</h2>
      <div className={styles.card}>
        <QRCodeSVG
          value={member.clubMemberId}
          size={112}
          level="M"
          marginSize={2}
          role="img"
          aria-label={`${LL.staffConsole.memberId()} ${member.clubMemberId}`}
        />
        <div>
          <p className={styles.cardTier}>{LL.staffConsole[`tier_${member.tier}`]()}</p>
          <p>{member.clubMemberId}</p>
        </div>
      </div>
    </section>
  )
}

function ProfileSection({ profile }: { profile: MemberRecord['profile'] }) {
  const { LL } = useI18n()
  const salutation = useReferenceName('SALUTATION')
  const ageRange = useReferenceName('AGE_RANGE')
  const nationality = useReferenceName('NATIONALITY')
  const language = useReferenceName('LANGUAGE')
  const interest = useReferenceName('INTEREST')
  const company = useReferenceName('SINO_COMPANY')
  // Exactly what the member gave: a part not given reads '–', and a date of birth not given at all is empty.
  const birthdayParts = [profile.birthdayDay, profile.birthdayMonth, profile.birthdayYear]
  const birthday = birthdayParts.every((part) => part === null) ? '' : birthdayParts.map((part) => part ?? '–').join(' / ')
  return (
    <section className={styles.section} aria-labelledby="profile-heading">
      <h2 id="profile-heading">{LL.staffConsole.profileHeading()}</h2>
      <Facts
        rows={[
          [LL.staffConsole.salutation(), salutation(profile.salutationId)],
          [LL.staffConsole.gender(), profile.gender ? LL.staffConsole[`gender_${profile.gender}`]() : ''],
          [LL.staffConsole.birthday(), birthday],
          [LL.staffConsole.ageRange(), ageRange(profile.ageRangeId)],
          [LL.staffConsole.nationality(), nationality(profile.nationalityId)],
          [LL.staffConsole.languagePreference(), language(profile.defaultLangId)],
          [LL.staffConsole.interests(), profile.interests.map((id) => interest(id)).join(', ')],
          ...(profile.sinoStaffNumber
            ? ([
                [LL.staffConsole.staffCompany(), company(profile.sinoStaffCompanyId)],
                [LL.staffConsole.staffNumber(), profile.sinoStaffNumber],
              ] satisfies FactRow[])
            : []),
        ]}
      />
    </section>
  )
}

/** How many devices are logged in, and the end of them all for an account someone else may hold. */
function SessionsSection({ id, open }: { id: string; open: number }) {
  const { LL } = useI18n()
  const end = useEndMemberSessions(id)
  const [confirming, setConfirming] = useState(false)
  const confirm = async () => {
    try {
      const { ended } = await end.mutateAsync()
      toast.success(LL.staffConsole.sessionsEnded({ count: ended }))
      setConfirming(false)
    } catch (error) {
      toast.error(errorText(LL, error))
    }
  }
  return (
    <section className={styles.section} aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">{LL.staffConsole.sessionsHeading()}</h2>
      <p role="status">{LL.staffConsole.openSessions({ count: open })}</p>
      {confirming ? (
        <div className={styles.decision}>
          <p>{LL.staffConsole.endSessionsConfirmText()}</p>
          <SpinnerButton loading={end.isPending} onClick={() => void confirm()}>
            {LL.staffConsole.endSessionsConfirm()}
          </SpinnerButton>
          <SpinnerButton variant="secondary" onClick={() => setConfirming(false)}>
            {LL.staffConsole.cancel()}
          </SpinnerButton>
        </div>
      ) : (
        <SpinnerButton variant="secondary" disabled={open === 0} onClick={() => setConfirming(true)}>
          {LL.staffConsole.endSessions()}
        </SpinnerButton>
      )}
    </section>
  )
}
