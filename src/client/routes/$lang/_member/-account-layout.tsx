import { useQuery } from '@tanstack/react-query'
import { Outlet } from '@tanstack/react-router'
import type { Profile } from '#contract/schemas/profile'
import { canApplyForUpgrade } from '#contract/rules/profile'
import { AccountMenu } from '#client/features/account/components/account-menu.tsx'
import { useLogout } from '#client/features/auth/api.ts'
import { profileQuery } from '#client/features/profile/api.ts'
import { useKeepEditorListsOnDevice } from '#client/features/profile/keep-editor-lists.ts'
import styles from '#client/styles/pages.module.css'

/**
 * An Ordinary member's Upgrade tab leads to the form while they may apply, else to their
 * application under way; a Privilege member reads theirs from My Profile.
 */
const upgradeTab = (profile: Profile) => {
  if (profile.tier === 'privilege') return null
  return canApplyForUpgrade(profile) ? 'form' : 'application'
}

/** The account pages (my-account, update-profile): the account menu beside the page. */
export function AccountLayout() {
  const { data: profile } = useQuery(profileQuery)
  const { logout, pending } = useLogout()
  useKeepEditorListsOnDevice()
  return (
    <div className={styles.account}>
      <AccountMenu upgrade={profile ? upgradeTab(profile) : null} onLogout={logout} loggingOut={pending} />
      <div className={styles.accountContent}>
        <Outlet />
      </div>
    </div>
  )
}
