import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { propertyOwnerships } from '#contract/rules/address'
import { reasonKinds } from '#contract/rules/rejection-reasons'
import { fileKinds } from '#contract/rules/upload-files'
import { outboxChannels } from '#contract/rules/outbox-channels'
import { parkingChangeStatuses, parkingStatuses } from '#contract/rules/application-statuses'
import { upgradeStatuses } from '#contract/rules/application-statuses'
import { tiers } from '#contract/rules/profile'
import { referralCodeTypes } from '#contract/rules/referral-code'
import { auditActorKinds } from '#contract/rules/audit-actions'
import { staffRoles } from '#contract/rules/staff-admin'
import { staffSetUps } from '#contract/rules/staff-admin'
import { memberStatuses } from '#contract/rules/member-statuses'
import { codePurposes } from '#contract/verification'
import { closingRequestChannels, dataExportStatuses } from '#contract/rules/privacy'
import type { PasskeyCeremony } from '#contract/rules/passkeys'

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** Columns every reference list shares: its id (some fixed, see referenceIds) and three names. */
const referenceColumns = () => ({
  id: integer('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameTc: text('name_tc').notNull(),
  nameSc: text('name_sc').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
})

export const salutations = pgTable('salutations', referenceColumns())
export const ageRanges = pgTable('age_ranges', referenceColumns())
export const countryCodes = pgTable(
  'country_codes',
  {
    ...referenceColumns(),
    content: text('content').notNull(),
    length: integer('length').notNull().default(8),
  },
  // The phone rules rely on it: no country code asks for more than 15 digits.
  (t) => [check('country_codes_length_check', sql`${t.length} between 1 and 15`)],
)
export const languages = pgTable('languages', { ...referenceColumns(), language: text('language').notNull().unique() })
export const areas = pgTable('areas', referenceColumns())
export const districts = pgTable('districts', {
  ...referenceColumns(),
  areaId: integer('area_id')
    .notNull()
    .references(() => areas.id),
})
export const countries = pgTable('countries', referenceColumns())
export const propertyTypes = pgTable('property_types', referenceColumns())
/** A group estate; its address fields fill in the address form (null for the 'other' entry). */
export const sinoEstates = pgTable('sino_estates', {
  ...referenceColumns(),
  street: text('street'),
  districtId: integer('district_id').references(() => districts.id),
  propertyTypeId: integer('property_type_id').references(() => propertyTypes.id),
  areaId: integer('area_id').references(() => areas.id),
  countryId: integer('country_id').references(() => countries.id),
})
export const nonSinoEstates = pgTable('non_sino_estates', referenceColumns())
export const nationalities = pgTable('nationalities', referenceColumns())
export const staffCompanies = pgTable('staff_companies', referenceColumns())
export const vehicleTypes = pgTable('vehicle_types', referenceColumns())
export const interests = pgTable('interests', referenceColumns())

/** An address as the address form asks it: a group estate, another estate or one typed, and where it is. */
const addressColumns = () => ({
  sinoEstateId: integer('sino_estate_id').references(() => sinoEstates.id),
  nonSinoEstateId: integer('non_sino_estate_id').references(() => nonSinoEstates.id),
  otherEstate: text('other_estate'),
  propertyTypeId: integer('property_type_id').references(() => propertyTypes.id),
  unit: text('unit'),
  floor: text('floor'),
  block: text('block'),
  street: text('street'),
  districtId: integer('district_id').references(() => districts.id),
  otherDistrict: text('other_district'),
  areaId: integer('area_id').references(() => areas.id),
  otherArea: text('other_area'),
  countryId: integer('country_id').references(() => countries.id),
  otherCountry: text('other_country'),
})

export const tierEnum = pgEnum('tier', tiers)
/** active; suspended (622: invalid account); duplicated (621: merged into another record). */
export const memberStatusEnum = pgEnum('member_status', memberStatuses)
export const upgradeStatusEnum = pgEnum('upgrade_status', upgradeStatuses)
export const outboxChannelEnum = pgEnum('outbox_channel', outboxChannels)

export const memberNumbers = pgSequence('member_number_seq', { startWith: 10000001 })

export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubMemberId: text('club_member_id')
      .notNull()
      .unique()
      .default(sql`('SC' || nextval('member_number_seq'))`),
    status: memberStatusEnum('status').notNull().default('active'),
    tier: tierEnum('tier').notNull().default('ordinary'),
    salutationId: integer('salutation_id').references(() => salutations.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    chineseName: text('chinese_name'),
    chineseSurname: text('chinese_surname'),
    gender: text('gender'),
    countryCodeId: integer('country_code_id')
      .notNull()
      .references(() => countryCodes.id),
    mobilePhone: text('mobile_phone').notNull(),
    emailAddress: text('email_address'),
    birthdayMonth: integer('birthday_month'),
    birthdayYear: integer('birthday_year'),
    birthdayDay: integer('birthday_day'),
    ageRangeId: integer('age_range_id').references(() => ageRanges.id),
    nationalityId: integer('nationality_id').references(() => nationalities.id),
    defaultLangId: integer('default_lang_id').references(() => languages.id),
    isLiveInSinoProperties: boolean('is_live_in_sino_properties').notNull().default(false),
    sinoStaffNumber: text('sino_staff_number'),
    sinoStaffCompanyId: integer('sino_staff_company_id').references(() => staffCompanies.id),
    /** Null for a member migrated without a password: they set one in first-time login. */
    passwordHash: text('password_hash'),
    /** Migrated from the old portal: the first login answers 609 until verification is done. */
    firstTimeLogin: boolean('first_time_login').notNull().default(false),
    /**
     * Registered online and not finished yet (e-mail link not verified, or a p-member's
     * password not set): login answers 617 as for an unknown account.
     */
    registrationPending: boolean('registration_pending').notNull().default(false),
    /** The referral code a registration gave; it is used up when the phone is verified. */
    referralCode: text('referral_code'),
    phoneVerifiedAt: timestamptz('phone_verified_at'),
    emailVerifiedAt: timestamptz('email_verified_at'),
    tncAcceptedAt: timestamptz('tnc_accepted_at'),
    picsAcceptedAt: timestamptz('pics_accepted_at'),
    /** Consents to news and offers from the group (acceptNews). */
    consentToGroup: boolean('consent_to_group').notNull().default(false),
    /** When that consent was given (at registration), and when the member withdrew it. */
    consentToGroupAt: timestamptz('consent_to_group_at'),
    consentToGroupWithdrawnAt: timestamptz('consent_to_group_withdrawn_at'),
    /** The client address a registration came from (hashed): an address owing many phone proofs is refused more. */
    registeredFromKey: text('registered_from_key'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // A phone is held once it is verified, an e-mail address once it is verified (or the
    // account finished): unproven claims never stand in another registration's way.
    uniqueIndex('members_held_phone_key')
      .on(t.countryCodeId, t.mobilePhone)
      .where(sql`${t.status} <> 'duplicated' and not (${t.registrationPending} and ${t.phoneVerifiedAt} is null)`),
    uniqueIndex('members_held_email_key')
      .on(sql`lower(${t.emailAddress})`)
      .where(sql`${t.status} <> 'duplicated' and not (${t.registrationPending} and ${t.emailVerifiedAt} is null)`),
    index('members_pending_created_idx')
      .on(t.createdAt)
      .where(sql`${t.registrationPending}`),
    index('members_pending_address_idx')
      .on(t.registeredFromKey, t.createdAt)
      .where(sql`${t.registrationPending} and ${t.phoneVerifiedAt} is null`),
    check('members_gender_check', sql`${t.gender} in ('M', 'F')`),
    check('members_birthday_month_check', sql`${t.birthdayMonth} between 1 and 12`),
    check('members_birthday_day_check', sql`${t.birthdayDay} between 1 and 31`),
  ],
)

export const memberInterests = pgTable(
  'member_interests',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    interestId: integer('interest_id')
      .notNull()
      .references(() => interests.id),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.interestId] })],
)

/** Why the portal itself rejected an application (a reviewer picks one of rejection_reasons). */
export const rejectionCauseEnum = pgEnum('rejection_cause', ['noDocuments'])

/**
 * The reasons reviewers pick when rejecting, in the three languages, kept by admins. A reason is
 * never deleted: a retired one is no longer offered, and the decisions made with it still show it.
 */
export const rejectionReasons = pgTable('rejection_reasons', {
  id: serial('id').primaryKey(),
  /** Names the reason for the operator command; never changes. */
  code: text('code').notNull().unique(),
  textEn: text('text_en').notNull(),
  textTc: text('text_tc').notNull(),
  textSc: text('text_sc').notNull(),
  /** Any application, or only an upgrade or only parking (a change to parking too). */
  appliesTo: text('applies_to', { enum: reasonKinds }).notNull().default('any'),
  retiredAt: timestamptz('retired_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
})

/**
 * How a reviewer decided: the reason picked, and the note they typed (kept as typed). A decision
 * from before reasons were picked has no reason id; its reviewer's words are the note.
 */
const decisionReasonColumns = () => ({
  rejectionReasonId: integer('rejection_reason_id').references(() => rejectionReasons.id),
  reason: text('reason'),
})

/**
 * Upgrade applications: what the member applies as, the property address (owner, resident or
 * tenant) and the staff details. A registration with a property role makes one too. applied:
 * waiting for documents; pending: complete, in review; approved or rejected with a reason.
 */
export const upgradeForms = pgTable(
  'upgrade_forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: upgradeStatusEnum('status').notNull().default('applied'),
    /** Made by a registration with a property role: reviewed within 7 business days rather than 14. */
    fromRegistration: boolean('from_registration').notNull().default(false),
    isOwner: boolean('is_owner').notNull().default(false),
    isResident: boolean('is_resident').notNull().default(false),
    isTenant: boolean('is_tenant').notNull().default(false),
    isStaff: boolean('is_staff').notNull().default(false),
    ...addressColumns(),
    sinoStaffNumber: text('sino_staff_number'),
    sinoStaffCompanyId: integer('sino_staff_company_id').references(() => staffCompanies.id),
    rejectionCause: rejectionCauseEnum('rejection_cause'),
    ...decisionReasonColumns(),
    decidedAt: timestamptz('decided_at'),
    /** The reviewer who decided; null for the portal's own rejection or an operator's command. */
    decidedByStaffId: uuid('decided_by_staff_id').references(() => staffAccounts.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('upgrade_forms_member_idx').on(t.memberId, t.createdAt),
    index('upgrade_forms_applied_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'applied'`),
  ],
)

export const upgradeDocumentPurposeEnum = pgEnum('upgrade_document_purpose', ['address', 'staff'])

/** The documents of an upgrade form: proof of address, or the staff card. */
export const upgradeFormDocuments = pgTable(
  'upgrade_form_documents',
  {
    formId: uuid('form_id')
      .notNull()
      .references(() => upgradeForms.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    purpose: upgradeDocumentPurposeEnum('purpose').notNull(),
    attachedAt: timestamptz('attached_at').notNull(),
  },
  // By file too: whether an upload is attached to anything, and deleting one.
  (t) => [primaryKey({ columns: [t.formId, t.fileId] }), index('upgrade_form_documents_file_idx').on(t.fileId)],
)

export const parkingStatusEnum = pgEnum('parking_status', parkingStatuses)

/** The card, the vehicle and the documents still to come: an application's, or a change's to it. */
const parkingVehicleColumns = () => ({
  vehicleNumber: text('vehicle_number').notNull(),
  octopusCardNumber: text('octopus_card_number').notNull(),
  octopusCardLastNumber: text('octopus_card_last_number').notNull(),
  vehicleTypeId: integer('vehicle_type_id')
    .notNull()
    .references(() => vehicleTypes.id),
  vehicleModel: text('vehicle_model').notNull(),
  /** Documents the member's device still has to send (a bad connection); each one that arrives counts down. */
  documentsToFollow: smallint('documents_to_follow').notNull().default(0),
})

/** When a parking application (or a change to one) was sent, and how it was decided. */
const parkingReviewColumns = () => ({
  /** Accepted with every sending (a new application or an edit): when it was last sent. */
  termsAcceptedAt: timestamptz('terms_accepted_at').notNull(),
  /** Set when the portal itself rejected it (its documents never came); the member reads it in their language. */
  rejectionCause: rejectionCauseEnum('rejection_cause'),
  ...decisionReasonColumns(),
  decidedAt: timestamptz('decided_at'),
  decidedByStaffId: uuid('decided_by_staff_id').references(() => staffAccounts.id),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
})

/**
 * Parking privilege applications. A member's newest one counts. An edit of a rejected or
 * withdrawn one sends it back to review; an approved one stays in force while a change to it
 * waits in parking_changes. A plate or an Octopus card belongs to one member's open (applied or
 * approved) application or pending change.
 */
export const parkingApplications = pgTable(
  'parking_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: parkingStatusEnum('status').notNull().default('applied'),
    ...parkingVehicleColumns(),
    ...parkingReviewColumns(),
    /** When the member withdrew it; cleared when it is sent again. */
    withdrawnAt: timestamptz('withdrawn_at'),
  },
  (t) => [
    index('parking_applications_member_idx').on(t.memberId, t.createdAt),
    uniqueIndex('parking_applications_open_vehicle_key')
      .on(t.vehicleNumber)
      .where(sql`${t.status} in ('applied', 'approved')`),
    uniqueIndex('parking_applications_open_card_key')
      .on(t.octopusCardNumber)
      .where(sql`${t.status} in ('applied', 'approved')`),
    index('parking_applications_awaiting_idx')
      .on(t.termsAcceptedAt)
      .where(sql`${t.status} = 'applied' and ${t.documentsToFollow} > 0`),
  ],
)

/** The vehicle registration documents of a parking application. */
export const parkingDocuments = pgTable(
  'parking_documents',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => parkingApplications.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    /** When it came: with the application, or later from the member's device. */
    attachedAt: timestamptz('attached_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.fileId] }), index('parking_documents_file_idx').on(t.fileId)],
)

export const parkingChangeStatusEnum = pgEnum('parking_change_status', parkingChangeStatuses)

/** The card, the vehicle and the documents a change replaces, as they were approved when it came. */
export interface ApprovedParkingValues {
  vehicleNumber: string
  octopusCardNumber: string
  octopusCardLastNumber: string
  vehicleTypeId: number
  vehicleModel: string
  documentId: string[]
}

/**
 * Changes a member asks for to their approved parking application. The application stays in
 * force while one is pending (at most one per application); approving it copies its values
 * (and documents) into the application, rejecting it leaves the application as it was.
 */
export const parkingChanges = pgTable(
  'parking_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => parkingApplications.id, { onDelete: 'cascade' }),
    /** The application's member: who is locked first, and who is announced when it changes. */
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: parkingChangeStatusEnum('status').notNull().default('pending'),
    ...parkingVehicleColumns(),
    /** What was approved when the change came, for the reviewer to compare with, also once decided. */
    approvedBefore: jsonb('approved_before').$type<ApprovedParkingValues>().notNull(),
    ...parkingReviewColumns(),
  },
  (t) => [
    index('parking_changes_application_idx').on(t.applicationId, t.createdAt),
    index('parking_changes_member_idx').on(t.memberId),
    uniqueIndex('parking_changes_pending_key')
      .on(t.applicationId)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('parking_changes_pending_vehicle_key')
      .on(t.vehicleNumber)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('parking_changes_pending_card_key')
      .on(t.octopusCardNumber)
      .where(sql`${t.status} = 'pending'`),
    index('parking_changes_awaiting_idx')
      .on(t.termsAcceptedAt)
      .where(sql`${t.status} = 'pending' and ${t.documentsToFollow} > 0`),
  ],
)

/** The documents of a change: the whole set the application is to hold once it is approved. */
export const parkingChangeDocuments = pgTable(
  'parking_change_documents',
  {
    changeId: uuid('change_id')
      .notNull()
      .references(() => parkingChanges.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.changeId, t.fileId] }), index('parking_change_documents_file_idx').on(t.fileId)],
)

/** Login sessions: only the SHA-256 of the bearer token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
)

/**
 * A device's Web Push subscription, one per session: a session that ends (logout, a new
 * password, staff ending it) takes it with it (trigger in migration 0028). The endpoint and
 * keys are kept as the browser gave them: the push service accepts messages to the endpoint
 * only when signed with the portal's VAPID key, which lives in the configuration, not here.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    sessionTokenHash: text('session_token_hash')
      .primaryKey()
      .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('push_subscriptions_member_idx').on(t.memberId)],
)

/** Applications whose member was reminded that their documents are due: each is reminded once. */
export const documentReminders = pgTable('document_reminders', {
  applicationId: uuid('application_id').primaryKey(),
  remindedAt: timestamptz('reminded_at').notNull(),
})

/**
 * The member's card as a wallet pass: one per member, its serial random (Apple's serial number,
 * and Google's object id after the issuer). Wallet asks for the pass again with one of its keys,
 * kept as SHA-256 hashes only. `updatedAt` moves when what the pass shows changes (a tier, a
 * closing); a closed account's pass stays, voided and naming nobody, while devices still hold it.
 */
export const walletPasses = pgTable('wallet_passes', {
  serialNumber: text('serial_number').primaryKey(),
  memberId: uuid('member_id')
    .unique()
    .references(() => members.id, { onDelete: 'set null' }),
  lang: text('lang').notNull(),
  tokenHashes: jsonb('token_hashes').$type<string[]>().notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
  voidedAt: timestamptz('voided_at'),
})

/** The devices Wallet registered for a pass's updates, each with the token APNs pushes to. */
export const walletDeviceRegistrations = pgTable(
  'wallet_device_registrations',
  {
    deviceLibraryId: text('device_library_id').notNull(),
    serialNumber: text('serial_number')
      .notNull()
      .references(() => walletPasses.serialNumber, { onDelete: 'cascade' }),
    pushToken: text('push_token').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceLibraryId, t.serialNumber] }),
    index('wallet_device_registrations_serial_idx').on(t.serialNumber),
  ],
)

/** Failed-login counters per account and per client address; shared by every API node. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamptz('last_failure_at').notNull(),
  lockedUntil: timestamptz('locked_until'),
})

/** Messages held by the outbox notifier (the default driver in development and tests). */
export const notifierOutbox = pgTable(
  'notifier_outbox',
  {
    id: serial('id').primaryKey(),
    channel: outboxChannelEnum('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('notifier_outbox_created_idx').on(t.createdAt)],
)

/** Receipt links issued to an event's attendees by `npm run receipt-link:create`; the id is the secret in the link. */
export const receiptLinks = pgTable(
  'receipt_links',
  {
    id: text('id').primaryKey(),
    eventName: text('event_name').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** An upload to the link is under way since then: another waits rather than being read too. */
    uploadStartedAt: timestamptz('upload_started_at'),
    /** The node running that upload (server_nodes.id): once it stops, the link is free. */
    uploadNode: text('upload_node'),
  },
  (t) => [index('receipt_links_event_idx').on(t.eventName)],
)

/** One uploaded receipt per link: a link takes its receipt once only. */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receiptLinkId: text('receipt_link_id')
      .notNull()
      .unique()
      .references(() => receiptLinks.id),
    storedName: text('stored_name').notNull(),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** The member signed in on the device that sent it, when one was. */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
  },
  (t) => [index('receipts_member_idx').on(t.memberId)],
)

/**
 * The first answer to each create call that carried an Idempotency-Key: a replay with the
 * same key gets it again instead of making a second record. `answer` is null while the
 * first call is still running. Records expire (housekeeping deletes them).
 */
/**
 * The portal's running nodes, each writing that it is alive every few seconds: work a node
 * holds (an upload's idempotency claim) is free for another node once its node stops writing.
 */
export const serverNodes = pgTable('server_nodes', {
  id: text('id').primaryKey(),
  startedAt: timestamptz('started_at').notNull().defaultNow(),
  seenAt: timestamptz('seen_at').notNull().defaultNow(),
})

export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** What the key was first used for; the same key for another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    answer: jsonb('answer'),
    /** The node running the first call (server_nodes.id) until it answers; a claim of a node gone is free. */
    owner: text('owner'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_records_expires_idx').on(t.expiresAt)],
)

export const propertyOwnershipEnum = pgEnum('property_ownership', propertyOwnerships)

/** The residential address a member gave at registration, as the address form asks it. */
export const memberAddresses = pgTable('member_addresses', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  propertyOwnership: propertyOwnershipEnum('property_ownership'),
  ...addressColumns(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
})

/**
 * The address a member's privilege was granted for: a privilege registration's address, or
 * the address of the approved upgrade form. It stays as it was when the member edits the
 * contact address, which is theirs to change.
 */
export const privilegeAddresses = pgTable('privilege_addresses', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  ...addressColumns(),
  grantedAt: timestamptz('granted_at').notNull().defaultNow(),
})

export const otpPurposeEnum = pgEnum('otp_purpose', codePurposes)

/** One-time SMS codes: only a salted SHA-256 of the code is kept; single use, expiring, try-limited. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    purpose: otpPurposeEnum('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    /** changePhone: the number the code was sent to, which becomes the member's once the code is entered. */
    newCountryCodeId: integer('new_country_code_id').references(() => countryCodes.id),
    newMobilePhone: text('new_mobile_phone'),
  },
  (t) => [index('one_time_codes_member_idx').on(t.memberId, t.purpose, t.createdAt)],
)

/**
 * Keys of e-mail links (and the keys a verified forgot-password or first-time code hands out):
 * only the SHA-256 is kept. `verifiedAt` marks the link opened; `usedAt` its one use.
 */
export const emailLinkPurposeEnum = pgEnum('email_link_purpose', [
  'verifyAccount',
  'setPassword',
  'firstTimeLogin',
  'forgetPassword',
  'firstTimeEmail',
])
export const emailLinks = pgTable(
  'email_links',
  {
    keyHash: text('key_hash').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    purpose: emailLinkPurposeEnum('purpose').notNull(),
    emailAddress: text('email_address'),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    verifiedAt: timestamptz('verified_at'),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('email_links_member_idx').on(t.memberId, t.purpose)],
)

/** Send and check counters (per phone, member or client address) in fixed windows, shared by every node. */
export const sendThrottles = pgTable('send_throttles', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamptz('window_started_at').notNull(),
  count: integer('count').notNull(),
  lastAt: timestamptz('last_at').notNull(),
})

export const referralTypeEnum = pgEnum('referral_type', referralCodeTypes)

/** Referral codes of the p-member flow, made by operators; each is used up by one registration. */
export const referralCodes = pgTable('referral_codes', {
  code: text('code').primaryKey(),
  type: referralTypeEnum('type').notNull(),
  sinoEstateId: integer('sino_estate_id').references(() => sinoEstates.id),
  usedByMemberId: uuid('used_by_member_id').references(() => members.id, { onDelete: 'set null' }),
  usedAt: timestamptz('used_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
})

export const fileKindEnum = pgEnum('file_kind', fileKinds)

/**
 * Uploaded files. A file uploaded during registration has no owner until the registration
 * claims it (its random id is what proves the uploader); unclaimed files are removed after a day.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A deleted member's files become unclaimed, so that housekeeping removes them with their bytes. */
    ownerMemberId: uuid('owner_member_id').references(() => members.id, { onDelete: 'set null' }),
    storedName: text('stored_name').notNull().unique(),
    originalName: text('original_name').notNull(),
    kind: fileKindEnum('kind').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    claimedAt: timestamptz('claimed_at'),
    /** The client address of an upload made without logging in (hashed), until a registration claims it. */
    uploadedFromKey: text('uploaded_from_key'),
  },
  (t) => [
    index('uploaded_files_owner_idx').on(t.ownerMemberId),
    index('uploaded_files_unclaimed_idx').on(t.createdAt),
    index('uploaded_files_unclaimed_address_idx')
      .on(t.uploadedFromKey, t.createdAt)
      .where(sql`${t.ownerMemberId} is null`),
  ],
)

/**
 * Durable jobs: work that must happen even if the process that asked for it stops (a message
 * to send, a rule due at a time, a clean-up). Any node claims a due job for a lease, so a job
 * whose node died is taken again once the lease runs out; a failed try is retried later.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    runAt: timestamptz('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** Held by a node until then; null when nobody holds it. */
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    /** Set when the last try failed: kept for an operator to read, never run again. */
    failedAt: timestamptz('failed_at'),
    /** A job that exists once at most (a recurring one), whichever node schedules it. */
    singletonKey: text('singleton_key').unique(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.failedAt} is null`),
  ],
)

export const staffRoleEnum = pgEnum('staff_role', staffRoles)

/**
 * Club staff who review what members submit: apart from members, with a password and a TOTP
 * secret of their own, both set by the person through their invitation link (null until then;
 * the secret is null again after an admin resets the authenticator). The secret is kept
 * encrypted (AES-256-GCM, see lib/totp-secret-box.ts). `totpLastStep` is the time step of the
 * last code accepted: a code is accepted once only.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: staffRoleEnum('role').notNull(),
    passwordHash: text('password_hash'),
    totpSecret: text('totp_secret'),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Set by an admin: the account signs in with a passkey only, no longer with a TOTP code. */
    passkeyRequired: boolean('passkey_required').notNull().default(false),
    disabledAt: timestamptz('disabled_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [uniqueIndex('staff_accounts_email_key').on(sql`lower(${t.email})`)],
)

/** Staff sign-ins: only the SHA-256 of the cookie's token is kept. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
    /** The absolute end, however active the session is. */
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
)

/**
 * What a staff set-up link lets its holder do: `invite` (a new account: choose a password and
 * enrol an authenticator) or `authenticator` (after an admin's reset: enrol a new one, with the
 * password). Only the SHA-256 of the key is kept; the TOTP secret the link shows is made when
 * it is first opened and kept encrypted until the first code confirms it.
 */
export const staffLinkPurposeEnum = pgEnum('staff_link_purpose', staffSetUps)
export const staffEnrolmentLinks = pgTable(
  'staff_enrolment_links',
  {
    keyHash: text('key_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    purpose: staffLinkPurposeEnum('purpose').notNull(),
    pendingTotpSecret: text('pending_totp_secret'),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('staff_enrolment_links_staff_idx').on(t.staffId)],
)

/** Who wrote an audit entry: a staff member (signed in, or signing in) or an operator's command. */
export const auditActorKindEnum = pgEnum('audit_actor_kind', auditActorKinds)

/**
 * Every staff action and operator command: who, when, what, on what, and the record before
 * and after. Rows are only ever added: triggers refuse updates, deletes and truncation.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorKind: auditActorKindEnum('actor_kind').notNull().default('staff'),
    /** Null for an operator's command, and for a sign-in refused before an account was known. */
    staffId: uuid('staff_id').references(() => staffAccounts.id),
    /** Kept as written then, so the entry reads the same after the account changes. */
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetKind: text('target_kind'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamptz('at').notNull(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_target_idx').on(t.targetKind, t.targetId)],
)

export const dataExportStatusEnum = pgEnum('data_export_status', dataExportStatuses)

/**
 * A member's copy of their own data, prepared by a job: a JSON file and a readable HTML file
 * kept in the file store under server-made names, offered until `expiresAt` and then deleted
 * with their files by housekeeping. A member has one at a time: a new request replaces it.
 */
export const dataExports = pgTable('data_exports', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  id: uuid('id').notNull().defaultRandom(),
  status: dataExportStatusEnum('status').notNull().default('preparing'),
  /** The language of the readable file and of the e-mail that says it is ready. */
  lang: text('lang').notNull(),
  jsonName: text('json_name'),
  htmlName: text('html_name'),
  requestedAt: timestamptz('requested_at').notNull(),
  readyAt: timestamptz('ready_at'),
  expiresAt: timestamptz('expires_at'),
})

export const closingRequestChannelEnum = pgEnum('closing_request_channel', closingRequestChannels)

/**
 * Requests to close a member's account. On `closesAt` (the notice's end) a job erases the
 * member; the request stays, naming the member only by their member ID, as the record that it
 * was done. A member has one open request at most; they may cancel it before the date.
 */
export const closingRequests = pgTable(
  'closing_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the member is erased. */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    clubMemberId: text('club_member_id').notNull(),
    /** How the request came: from the member in the portal, or by post through an operator. */
    channel: closingRequestChannelEnum('channel').notNull(),
    requestedAt: timestamptz('requested_at').notNull(),
    closesAt: timestamptz('closes_at').notNull(),
    cancelledAt: timestamptz('cancelled_at'),
    closedAt: timestamptz('closed_at'),
  },
  (t) => [
    uniqueIndex('closing_requests_open_key')
      .on(t.memberId)
      .where(sql`${t.cancelledAt} is null and ${t.closedAt} is null`),
    index('closing_requests_due_idx')
      .on(t.closesAt)
      .where(sql`${t.cancelledAt} is null and ${t.closedAt} is null`),
  ],
)
/**
 * A passkey (WebAuthn credential) of a member, who signs in with it instead of phone and
 * password, or of a staff member, who uses it instead of the TOTP code. Only the public key is
 * kept; the signature counter guards against a cloned authenticator.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The authenticator's credential id, base64url, as assertions name it. */
    credentialId: text('credential_id').notNull(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staffAccounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    signCount: bigint('sign_count', { mode: 'number' }).notNull(),
    transports: jsonb('transports').$type<string[]>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (t) => [
    uniqueIndex('passkeys_credential_key').on(t.credentialId),
    index('passkeys_member_idx').on(t.memberId),
    index('passkeys_staff_idx').on(t.staffId),
    check('passkeys_one_owner', sql`num_nonnulls(${t.memberId}, ${t.staffId}) = 1`),
  ],
)

/**
 * WebAuthn challenges answered, by the SHA-256 of the challenge, until they expire. A challenge
 * is signed by the portal and kept by nobody while it waits; remembering its use here lets any
 * node take one only once.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challengeHash: text('challenge_hash').primaryKey(),
    purpose: text('purpose').$type<PasskeyCeremony>().notNull(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staffAccounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
)

/**
 * The maintenance switch, one row at most (`id` 1): while `on` and before `until` (null: no
 * end), members see the operator's notice and their writes are refused. Every node reads it
 * again every few seconds, so a change made anywhere is followed everywhere within seconds.
 */
export const maintenance = pgTable(
  'maintenance',
  {
    id: integer('id').primaryKey().default(1),
    on: boolean('on').notNull(),
    messageEn: text('message_en').notNull(),
    messageTc: text('message_tc').notNull(),
    messageSc: text('message_sc').notNull(),
    until: timestamptz('until'),
    /** When it was last turned on or off, and by whom (a staff member's name, or the operator's command). */
    changedAt: timestamptz('changed_at').notNull(),
    changedBy: text('changed_by').notNull(),
  },
  (t) => [check('maintenance_single_row', sql`${t.id} = 1`)],
)
