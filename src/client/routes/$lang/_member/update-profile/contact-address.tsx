import { createFileRoute } from '@tanstack/react-router'
import { AddressSummary } from '#client/features/profile/components/address-summary.tsx'
import { ContactAddressForm } from '#client/features/profile/components/contact-address-form.tsx'
import { ProfileEditPage } from '#client/features/profile/components/edit-page.tsx'
import { useI18n } from '#client/i18n/i18n-context.tsx'

export const Route = createFileRoute('/$lang/_member/update-profile/contact-address')({
  component: ContactAddressPage,
})

function ContactAddressPage() {
  const { LL } = useI18n()
  return (
    <ProfileEditPage title={LL.profile.contactAddress()} backTo="/$lang/update-profile/basic-info">
      {(profile) => (
        <>
          {profile.tier === 'privilege' && profile.privilegeAddress ? (
            <AddressSummary
              title={LL.profile.privilegeAddress()}
              hint={LL.profile.privilegeAddressHint()}
              address={profile.privilegeAddress}
            />
          ) : null}
          <ContactAddressForm profile={profile} />
        </>
      )}
    </ProfileEditPage>
  )
}
