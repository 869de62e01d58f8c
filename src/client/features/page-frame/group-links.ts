import type { Lang } from '#contract/languages'
import type { TranslationFunctions } from '#i18n/i18n-types'
import { corporateUrl } from '#client/config/site-links.ts'

export interface LinkGroup {
  title: string
  links: { label: string; href: string }[]
}

/** The mega-menu's sections: the group's corporate site, in the page's language. */
export function groupLinks(LL: TranslationFunctions, lang: Lang): LinkGroup[] {
  const link = (label: string, path: string) => ({ label, href: corporateUrl(lang, path) })
  const c = LL.corporate
  return [
    {
      title: c.about(),
      links: [
        link(c.aboutOverview(), 'about-us/group-overview/'),
        link(c.aboutMilestones(), 'about-us/milestones/'),
        link(c.aboutAwards(), 'about-us/awards/'),
      ],
    },
    {
      title: c.properties(),
      links: [
        link(c.propertiesResidential(), 'properties/residential/'),
        link(c.propertiesOffice(), 'properties/office/'),
        link(c.propertiesMalls(), 'properties/shopping-malls/'),
        link(c.propertiesHotels(), 'properties/hotels/'),
      ],
    },
    {
      title: c.sustainability(),
      links: [
        link(c.sustainabilityVision(), 'sustainability/vision/'),
        link(c.sustainabilityReports(), 'sustainability/reports/'),
        link(c.sustainabilityCommunity(), 'sustainability/community/'),
      ],
    },
    {
      title: c.investors(),
      links: [
        link(c.investorsAnnouncements(), 'investor-relations/announcements/'),
        link(c.investorsReports(), 'investor-relations/financial-reports/'),
      ],
    },
    { title: c.careers(), links: [link(c.careersJoin(), 'careers/')] },
  ]
}
