/** The member whose session token a request carried, as the authenticate preHandler found it. */
export interface AuthenticatedMember {
  id: string
  tokenHash: string
  sessionExpiresAt: Date
}
