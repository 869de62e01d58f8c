import type { NamespaceMailTranslation } from '../../i18n-types'

const zh_CN_mail = {
  loginLockedSubject: '信和会账户登录失败通知',
  loginLockedBody:
    '{name} 您好：\n\n您的信和会账户刚有 {count} 次登录失败。为保障账户安全，系统已暂停登录一段时间。\n\n如非本人操作，请在登录页点击“忘记密码？”重设密码，并发送电邮至 {email} 通知我们。\n\n信和会',
} satisfies NamespaceMailTranslation

export default zh_CN_mail
