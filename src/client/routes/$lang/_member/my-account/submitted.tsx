import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { canApplyForUpgrade } from '#contract/rules/profile'
import { profileQuery } from '#client/features/profile/api.ts'
import { upgradeFormQuery } from '#client/features/upgrade/api.ts'
import { UpgradeApplication } from '#client/features/upgrade/components/upgrade-application.tsx'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import { useCurrentQuery } from '#client/offline/use-current-query.ts'
import flow from '#client/ui/flow-page.module.css'
import { QueryLoadStatus } from '#client/ui/load-status.tsx'
import { buttonClass } from '#client/ui/spinner-button.tsx'
import styles from '#client/styles/pages.module.css'

export const Route = createFileRoute('/$lang/_member/my-account/submitted')({
  component: UpgradeApplicationPage,
})

/** The member's upgrade application; one who never applied is told so and offered the form. */
function UpgradeApplicationPage() {
  const { LL, lang } = useI18n()
  useDocumentTitle(LL.applications.upgradeTitle())
  const profile = useQuery(profileQuery)
  const upgrade = useCurrentQuery(upgradeFormQuery)
  const body = () => {
    if (upgrade.data === undefined) {
      return <QueryLoadStatus query={upgrade} failedText={LL.membership.loadFailed()} />
    }
    if (upgrade.data) return <UpgradeApplication application={upgrade.data} />
    return (
      <div className={flow.form}>
        <p>{LL.applications.noUpgrade()}</p>
        {profile.data && canApplyForUpgrade(profile.data) ? (
          <div className={flow.actions}>
            <Link to="/$lang/my-account/membershipUpgrade" params={{ lang }} className={buttonClass('primary')}>
              {LL.applications.applyUpgrade()}
            </Link>
          </div>
        ) : null}
      </div>
    )
  }
  return (
    <section className={styles.panel}>
      <h1 className={styles.title}>{LL.applications.upgradeTitle()}</h1>
      {body()}
    </section>
  )
}
