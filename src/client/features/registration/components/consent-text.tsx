import { Fragment } from 'react'
import { corporateUrl } from '#client/config/site-links.ts'
import { useI18n } from '#client/i18n/i18n-context.tsx'
import { ExternalLink } from '#client/ui/external-link.tsx'

const marker = '\u0000'

/** The consent sentence with its three links, in each language's word order. */
export function ConsentText() {
  const { LL, lang } = useI18n()
  const links = {
    terms: { href: corporateUrl(lang, 'terms-and-conditions/'), label: LL.registration.terms() },
    privacy: { href: corporateUrl(lang, 'privacy-policy/'), label: LL.registration.privacy() },
    pics: { href: `/${lang}/personal-information-collection-statement`, label: LL.registration.pics() },
  }
  // Each link's place is marked in the translated sentence, then the sentence is cut there.
  const sentence = LL.registration.consentData({
    terms: `${marker}terms${marker}`,
    privacy: `${marker}privacy${marker}`,
    pics: `${marker}pics${marker}`,
  })
  return (
    <>
      {sentence.split(marker).map((part, index) => {
        const link = links[part as keyof typeof links]
        return (
          <Fragment key={index}>
            {link && index % 2 === 1 ? <ExternalLink href={link.href}>{link.label}</ExternalLink> : part}
          </Fragment>
        )
      })}
    </>
  )
}
