/** The longest name of an event receipt links are issued for. */
export const eventNameMaxLength = 200

/** The longest search a staff page takes: a member ID, phone or name. */
export const staffSearchMaxLength = 100

/** The longest value of each audit log filter (an action name, a staff e-mail, a target id, a day). */
export const auditFilterMaxLengths = { action: 60, actor: 320, target: 100, from: 10, to: 10 } as const
