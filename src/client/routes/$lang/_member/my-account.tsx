import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { canApplyForUpgrade } from '#contract/schemas/profile'
import { AccountMenu } from '../../../features/account/components/account-menu.tsx'
import { useLogout } from '../../../features/auth/api.ts'
import { profileQuery } from '../../../features/profile/api.ts'
import styles from '../../../styles/pages.module.css'

export const Route = createFileRoute('/$lang/_member/my-account')({
  component: AccountLayout,
})

function AccountLayout() {
  const { data: profile } = useQuery(profileQuery)
  const { logout, pending } = useLogout()
  return (
    <div className={styles.account}>
      <AccountMenu showUpgrade={profile ? canApplyForUpgrade(profile) : false} onLogout={logout} loggingOut={pending} />
      <div className={styles.accountContent}>
        <Outlet />
      </div>
    </div>
  )
}
