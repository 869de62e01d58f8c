import { Link } from '@tanstack/react-router'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { corporateUrl } from '#client/config/site-links.ts'
import { ExternalLink } from '#client/ui/external-link.tsx'
import styles from './footer.module.css'

export function Footer() {
  const { LL, lang } = useI18n()
  const links = [
    { label: LL.footer.terms(), href: corporateUrl(lang, 'terms-and-conditions/') },
    { label: LL.footer.privacy(), href: corporateUrl(lang, 'privacy-policy/') },
    { label: LL.footer.contact(), href: corporateUrl(lang, 'contact-us/') },
  ]
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <ul className={styles.links}>
          <li>
            <Link to="/$lang/personal-information-collection-statement" params={{ lang }}>
              {LL.footer.pics()}
            </Link>
          </li>
          {links.map((link) => (
            <li key={link.href}>
              <ExternalLink href={link.href}>{link.label}</ExternalLink>
            </li>
          ))}
        </ul>
        <p className={styles.copyright}>{LL.footer.copyright({ year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  )
}
