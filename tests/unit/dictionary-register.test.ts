import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import sc from '#client/features/info-pages/content/sc.ts'
import tc from '#client/features/info-pages/content/tc.ts'
import { loadedLocales, namespaces } from '#i18n/i18n-util'
import { loadAllLocales } from '#i18n/i18n-util.sync'

/**
 * The club speaks to the member in one register (您, never 你) and calls each thing by one
 * name in each language. A pair is [forbidden, preferred].
 */
const terms = {
  'zh-HK': [
    ['你', '您'],
    ['工作日', '工作天'],
    ['登錄', '登入'],
    ['上傳', '上載'],
    ['賬戶', '帳戶'],
    ['電子郵件', '電郵'],
    ['電話', '手機號碼'],
    ['QR碼', '二維碼'],
    ['現時密碼', '現有密碼'],
    ['小楷', '細楷'],
    ['水電煤賬單', '水電煤費單'],
    ['國家或地區編號', '國家／地區編號'],
    ['國家代碼', '國家／地區編號'],
    ['泊車禮遇', '泊車優惠'],
    ['職員平台', '職員控制台'],
    ['審核', '審批'],
    ['會所', '信和會'],
  ],
  'zh-CN': [
    ['你', '您'],
    ['工作天', '工作日'],
    ['登入', '登录'],
    ['登出', '退出登录'],
    ['上载', '上传'],
    ['帐户', '账户'],
    ['电邮', '电子邮件'],
    ['电话', '手机号码'],
    ['连线', '连接'],
    ['透过', '通过'],
    ['传送', '发送'],
    ['装置', '设备'],
    ['载入', '加载'],
    ['设定', '设置'],
    ['当前密码', '现有密码'],
    ['国家或地区编号', '国家／地区区号'],
    ['国家代码', '国家／地区区号'],
    ['水电煤账单', '水电煤费单'],
    ['停车礼遇', '停车优惠'],
    ['职员平台', '职员控制台'],
    ['审核', '审批'],
    ['会所', '信和会'],
  ],
} as const

/** Words where 你 is not "you" (迷你 is "mini"): they may stay. */
const notSecondPerson = ['迷你']

type Locale = keyof typeof terms

/** Every string of a dictionary (or content module) with its key path. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => strings(inner, path === '' ? key : `${path}.${key}`))
  return []
}

loadAllLocales()
const texts: Record<Locale, [string, string][]> = {
  'zh-HK': [...strings(loadedLocales['zh-HK'], ''), ...strings(tc, 'infoPages')],
  'zh-CN': [...strings(loadedLocales['zh-CN'], ''), ...strings(sc, 'infoPages')],
}

/**
 * Simplified Chinese is read on the Mainland: Hong Kong words written in simplified characters
 * read as foreign there, and so do corner brackets. A pair is [Hong Kong usage, Mainland usage];
 * `kept` lists the proper names where the Hong Kong word is the official one.
 */
const mainland = [
  ['「', '“'],
  ['」', '”'],
  ['『', '‘'],
  ['』', '’'],
  ['毋须', '无需'],
  ['无须', '无需'],
  ['未有', '尚未、没有'],
  ['尚欠', '尚需提交'],
  ['递交', '提交'],
  ['批核', '批准'],
  ['手提电话', '手机号码'],
  ['资讯', '信息'],
  ['资料', '信息'],
  ['帐号', '账号'],
  ['网路', '网络'],
  ['预设', '默认'],
  ['支援', '支持'],
  ['列印', '打印'],
  ['使用者', '用户'],
  ['程式', '程序'],
  ['短讯', '短信'],
  ['萤幕', '屏幕'],
  ['储存', '保存'],
  ['连结', '链接'],
  ['泊车', '停车'],
  ['档案', '文件'],
  ['软体', '软件'],
  ['视像', '视频'],
  ['按此', '点击'],
  ['栏位', '项目'],
  ['表格', '表单'],
  ['月结单', '对账单'],
  ['重设', '重置'],
  ['多谢', '感谢'],
] as const
const kept = ['《个人资料（隐私）条例》', '《个人资料（私隐）条例》']

describe('Simplified Chinese in Mainland wording', () => {
  it.each(mainland)('zh-CN: %s is written %s', (hongKong, preferred) => {
    const offenders = texts['zh-CN']
      .filter(([, text]) => kept.reduce((t, name) => t.replaceAll(name, ''), text).includes(hongKong))
      .map(([path, text]) => `${path}: ${text}`)
    expect(offenders, `zh-CN uses ${hongKong} where the Mainland says ${preferred}`).toEqual([])
  })
})

describe('the register and terms of the Chinese dictionaries', () => {
  it.each(Object.keys(terms) as Locale[])('%s: every namespace on disk is walked', (locale) => {
    const folders = readdirSync(`i18n/${locale}`, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    expect(folders.map((folder) => folder.name).sort()).toEqual([...namespaces].sort())
    for (const namespace of namespaces)
      expect(
        texts[locale].some(([path]) => path.startsWith(`${namespace}.`)),
        namespace,
      ).toBe(true)
  })

  it.each(
    (Object.keys(terms) as Locale[]).flatMap((locale) =>
      terms[locale].map(([forbidden, preferred]) => [locale, forbidden, preferred] as const),
    ),
  )('%s: %s is written %s', (locale, forbidden, preferred) => {
    const offenders = texts[locale]
      .filter(([, text]) => {
        const checked = forbidden === '你' ? notSecondPerson.reduce((t, word) => t.replaceAll(word, ''), text) : text
        return checked.includes(forbidden)
      })
      .map(([path, text]) => `${path}: ${text}`)
    expect(offenders, `${locale} uses ${forbidden} where it says ${preferred}`).toEqual([])
  })
})
