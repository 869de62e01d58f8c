/** Text searched for as itself in a LIKE pattern: its `%`, `_` and `\` match only themselves. */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`)
