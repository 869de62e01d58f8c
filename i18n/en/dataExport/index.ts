import type { NamespaceDataExportTranslation } from '../../i18n-types'

const en_dataExport = {
  title: 'Your data held by Sino Club',
  intro:
    'Everything Sino Club holds on {name} (member ID {memberId}) on {date}. The JSON file holds the same for computers; the field names here are its names.',
  documentsNote: 'Each document you sent can be downloaded from Privacy and my data in Update Profile.',
  nothing: 'Nothing is held.',
  sections: {
    consents: 'Consents',
    profile: 'Profile',
    contactAddress: 'Contact address',
    privilegeAddress: 'Privilege member address',
    interests: 'Interests',
    upgradeApplications: 'Applications to upgrade to Privilege',
    upgradeDocuments: 'Documents of upgrade applications',
    parkingApplications: 'Parking privilege applications',
    parkingDocuments: 'Documents of parking applications',
    parkingChanges: 'Changes asked to the parking privilege',
    parkingChangeDocuments: 'Documents of parking changes',
    documents: 'Documents you sent',
    receipts: 'Receipts you sent',
    sessions: 'Sign-ins (devices)',
    verificationCodes: 'Verification codes sent (the codes themselves are not kept)',
    emailLinks: 'E-mail links sent (the links themselves are not kept)',
    referralCode: 'Referral code used',
    closingRequests: 'Requests to close your account',
    auditEntries: 'What staff and operators did about you',
  },
} satisfies NamespaceDataExportTranslation

export default en_dataExport
