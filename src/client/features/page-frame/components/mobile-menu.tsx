import { Dialog } from 'radix-ui'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { useReturnFocus } from '#client/ui/use-return-focus.ts'
import { ClubMenu } from './club-menu.tsx'
import { GroupMenuList } from './group-menu.tsx'
import styles from './header.module.css'
import { SiteSearch } from './site-search.tsx'

/** Small screens: search, the club menu and the group's sections in a sheet (fetched when first opened). */
export function MobileMenu({ loggedIn, onClose }: { loggedIn: boolean; onClose: () => void }) {
  const { LL } = useI18n()
  const returnFocus = useReturnFocus()
  return (
    <Dialog.Root open onOpenChange={(open) => open || onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.sheetOverlay} />
        <Dialog.Content className={styles.sheet} {...returnFocus}>
          <div className={styles.sheetHead}>
            <Dialog.Title className={styles.sheetTitle}>{LL.common.brand()}</Dialog.Title>
            <Dialog.Description className="visually-hidden">{LL.header.clubNav()}</Dialog.Description>
            <Dialog.Close className={styles.menuButton} aria-label={LL.header.closeMenu()}>
              <svg width="22" height="22" viewBox="0 0 20 20" aria-hidden="true">
                <path d="M4 4l12 12M16 4 4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <SiteSearch />
          <ClubMenu loggedIn={loggedIn} layout="list" />
          <GroupMenuList />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
