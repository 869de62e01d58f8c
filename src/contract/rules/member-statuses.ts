/** active; suspended (login refused); duplicated (merged into another record). */
export const memberStatuses = ['active', 'suspended', 'duplicated'] as const
