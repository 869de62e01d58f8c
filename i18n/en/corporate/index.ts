import type { NamespaceCorporateTranslation } from '../../i18n-types'

const en_corporate = {
  about: 'About Us',
  aboutOverview: 'Group Overview',
  aboutMilestones: 'Milestones',
  aboutAwards: 'Awards & Recognition',
  properties: 'Properties',
  propertiesResidential: 'Residential',
  propertiesOffice: 'Office',
  propertiesMalls: 'Shopping Malls',
  propertiesHotels: 'Hotels',
  sustainability: 'Sustainability',
  sustainabilityVision: 'Sustainability Vision',
  sustainabilityReports: 'Sustainability Reports',
  sustainabilityCommunity: 'Community',
  investors: 'Investor Relations',
  investorsAnnouncements: 'Announcements & Circulars',
  investorsReports: 'Financial Reports',
  careers: 'Careers',
  careersJoin: 'Join Us',
} satisfies NamespaceCorporateTranslation

export default en_corporate
