import type { NamespaceAccountNoticesTranslation } from '../../i18n-types'

const zh_CN_accountNotices = {
  passkeysEndedSubject: '您的信和会账户的通行密钥已被移除',
  passkeysEndedBody:
    '{name} 您好：\n\n由于您的密码已更改，或您账户的登录已全部结束，以下通行密钥已从您的信和会账户移除，不能再登录：\n{passkeys}\n\n如要再使用通行密钥，请以手机号码及密码登录，然后在“我的文件 → 更新个人信息 → 通行密钥”添加。如非您本人操作，请发送电子邮件至 {email} 通知我们。\n\n信和会',
  passkeyAddedSubject: '您的信和会账户已添加通行密钥',
  passkeyAddedBody:
    '{name} 您好：\n\n您的信和会账户刚添加了名为“{passkey}”的通行密钥，它无需手机号码及密码即可登录。\n\n如非您本人操作，请在“我的账户 → 更新个人信息 → 已登录的设备 → 通行密钥”中移除它：\n{link}\n然后更改密码，并发送电子邮件至 {email} 通知我们。\n\n信和会',
  passkeyRemovedSubject: '您的信和会账户已移除通行密钥',
  passkeyRemovedBody:
    '{name} 您好：\n\n您的信和会账户刚移除了名为“{passkey}”的通行密钥，它不能再用于登录。\n\n如非您本人操作，请更改密码，并发送电子邮件至 {email} 通知我们。\n\n信和会',
  otpSms: '信和会：您的验证码为 {code}，{minutes} 分钟内有效。请勿将验证码告诉任何人。',
  verifyAccountSubject: '验证您的信和会电子邮箱',
  verifyAccountBody:
    '{name} 您好：\n\n感谢您加入信和会。请于 {hours} 小时内打开以下链接，验证您的电子邮箱并完成注册：\n\n{link}\n\n如您没有注册，请忽略此电子邮件。\n\n信和会',
  setPasswordSubject: '设置您的信和会密码',
  setPasswordBody:
    '{name} 您好：\n\n请于 {hours} 小时内打开以下链接，验证您的电子邮箱并设置信和会账户密码：\n\n{link}\n\n如您没有提出此要求，请忽略此电子邮件。\n\n信和会',
  phoneChangedSms:
    '信和会：您账户的手机号码已更改为尾数 {ending} 的号码。如非您本人操作，请立即发送电子邮件至 {email} 通知我们。',
  phoneChangedSubject: '您的信和会账户手机号码已更改',
  phoneChangedBody:
    '{name} 您好：\n\n您用以登录的手机号码刚已更改为尾数 {ending} 的号码，其他设备均已退出登录。\n\n如非您本人操作，请立即发送电子邮件至 {email} 通知我们。\n\n信和会',
  sessionsEndedSubject: '您的信和会账户已在所有设备退出登录',
  sessionsEndedBody:
    '{name} 您好：\n\n本会刚已让您的信和会账户在所有设备退出登录。请以手机号码及密码再次登录。\n\n如您没有提出此要求，请于登录后更改密码，并发送电子邮件至 {email} 通知我们。\n\n信和会',
  passwordChangedSubject: '您的信和会密码已更改',
  passwordChangedBody:
    '{name} 您好：\n\n您的信和会账户密码刚已设置，其他设备均已退出登录。\n\n如非您本人操作，请于登录页以“忘记密码？”重置密码，并发送电子邮件至 {email} 通知我们。\n\n信和会',
} satisfies NamespaceAccountNoticesTranslation

export default zh_CN_accountNotices
