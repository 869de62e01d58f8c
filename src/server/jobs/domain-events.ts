import type { DecisionReason } from '#contract/schemas/rejection-reasons'

/** What a member applies for: an upgrade, a parking space, a change to an approved parking application. */
type Application = 'upgrade' | 'parking' | 'parkingChange'

/**
 * What happened to a member that other parts of the service may want to hear of, each with what
 * a listener needs to act without asking the writer: the writer says what happened, the
 * listeners (push, e-mail) decide what to tell and how.
 */
export type DomainEvent =
  /** A reviewer's or an operator's decision, with the reason the member reads as it was picked. */
  | {
      name: 'application.decided'
      memberId: string
      application: Application
      status: 'approved' | 'rejected'
      reason: DecisionReason | null
    }
  /** The 48-hour rule's rejection of an application left without documents: the member reads it on the page. */
  | { name: 'application.lapsed'; memberId: string; application: Application }
  /** Documents the member still owes an application are due within a day. */
  | { name: 'application.documentsDue'; memberId: string; application: 'upgrade' | 'parking' }
  /**
   * A request to close the member's account, made by them or received by post: the account is
   * erased on `closesAt` unless they cancel it before.
   */
  | { name: 'account.closingRequested'; memberId: string; clubMemberId: string; closesAt: string }
  /** A receipt an attendee signed in as the member sent for an event's link was stored. */
  | { name: 'receipt.accepted'; memberId: string; event: string; receiptId: string }

export type EventName = DomainEvent['name']

export type EventOf<Name extends EventName> = Extract<DomainEvent, { name: Name }>
