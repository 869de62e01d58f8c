const han = /\p{Script=Han}/u

/**
 * A name in the order of its script: a Chinese name (typed in Chinese characters) surname first
 * with no space ("陳嘉欣"), any other given name first ("Ka Yan Chan").
 */
export const nameInOrder = (given: string, surname: string): string =>
  han.test(`${given}${surname}`) ? `${surname}${given}` : `${given} ${surname}`.trim()
