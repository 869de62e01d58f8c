import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Profile } from '#contract/schemas/profile'
import { useDocumentTitle, useI18n } from '#client/i18n/i18n-context.tsx'
import type { ProfileMenuPath } from '../use-save-outcome.ts'
import styles from './edit-page.module.css'
import { ProfileLoader } from './profile-loader.tsx'

interface EditPageProps {
  title: string
  /** Where the back arrow leads: the menu above this page. */
  backTo: ProfileMenuPath | '/$lang/my-account/Profile'
  lead?: string
  children: ReactNode
}

/** A page of the profile editor: back arrow, title and the page's menu or form on one panel. */
export function EditPage({ title, backTo, lead, children }: EditPageProps) {
  const { LL, lang } = useI18n()
  useDocumentTitle(title)
  return (
    <section className={styles.panel} aria-labelledby="edit-title">
      <div className={styles.head}>
        <Link to={backTo} params={{ lang }} className={styles.back} aria-label={LL.profile.back()}>
          <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Link>
        <h1 id="edit-title" className={styles.title}>
          {title}
        </h1>
      </div>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </section>
  )
}

/** An edit page whose form starts from the member's profile: fresh online, the device's copy (said so) offline. */
export function ProfileEditPage({
  children,
  ...page
}: Omit<EditPageProps, 'children'> & { children: (profile: Profile) => ReactNode }) {
  return (
    <EditPage {...page}>
      <ProfileLoader fresh>
        {(profile, status) => (
          <>
            {status}
            {children(profile)}
          </>
        )}
      </ProfileLoader>
    </EditPage>
  )
}
