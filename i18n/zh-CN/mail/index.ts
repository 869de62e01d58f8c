import type { NamespaceMailTranslation } from '../../i18n-types'

const zh_CN_mail = {
  loginLockedSubject: '信和会账户登录失败通知',
  loginLockedBody:
    '{name} 您好：\n\n您的信和会账户刚有 {count} 次登录失败。为保障账户安全，系统已暂停登录一段时间。\n\n如非本人操作，请在登录页点击“忘记密码？”重设密码，并发送电邮至 {email} 通知我们。\n\n信和会',
  upgradeApprovedSubject: '欢迎成为信和会尊尚会员',
  upgradeApprovedBody:
    '{name} 您好：\n\n您升级为尊尚会员的申请已获批核。您在会员平台的会员卡现已显示尊尚会员。\n\n查看您的申请及其进度：{link}\n\n信和会',
  upgradeRejectedSubject: '您的尊尚会员申请结果',
  upgradeRejectedBody:
    '{name} 您好：\n\n很抱歉，您升级为尊尚会员的申请未获批核。\n\n原因：{reason}\n\n您可在会员平台再次申请，之前填写的资料会预先填上。\n\n查看您的申请及其进度：{link}\n\n信和会',
  parkingApprovedSubject: '您的停车优惠申请已获批核',
  parkingApprovedBody:
    '{name} 您好：\n\n您的停车优惠申请已获批核。会员平台的停车优惠页面会显示您的车辆。\n\n查看您的申请及其进度：{link}\n\n信和会',
  parkingRejectedSubject: '您的停车优惠申请结果',
  parkingRejectedBody:
    '{name} 您好：\n\n很抱歉，您的停车优惠申请未获批核。\n\n原因：{reason}\n\n您可在会员平台的停车优惠页面修改资料后再次申请。\n\n查看您的申请及其进度：{link}\n\n信和会',
  parkingChangeApprovedSubject: '您的停车优惠更改已获批核',
  parkingChangeApprovedBody:
    '{name} 您好：\n\n您要求的停车优惠更改已获批核。会员平台的停车优惠页面会显示更改后的车辆资料；优惠有效期维持不变。\n\n查看您的申请及其进度：{link}\n\n信和会',
  parkingChangeRejectedSubject: '您的停车优惠更改结果',
  parkingChangeRejectedBody:
    '{name} 您好：\n\n很抱歉，您要求的停车优惠更改未获批核，您的停车优惠维持不变。\n\n原因：{reason}\n\n您可在会员平台的停车优惠页面再次要求更改。\n\n查看您的申请及其进度：{link}\n\n信和会',
  reviewerNote: '审批人员备注：{note}',
  dataExportReadySubject: '您的信和会资料已可下载',
  dataExportReadyBody:
    '{name}您好：\n\n您要求的资料副本已准备好，请于 {until} 前在您的个人资料页下载：\n{link}\n\n如您并无提出此要求，请更改密码并通知我们。\n\n信和会',
  accountClosingSubject: '您的信和会账户将于{date}结束',
  accountClosingBody:
    '{name}您好：\n\n我们收到结束您的信和会账户 {memberId} 的要求。您的账户将于{date}结束，您的资料亦会被删除。\n\n如要保留账户，请在此之前取消：登录后打开「我的账户 → 隐私及我的资料」并选择「取消结束账户」（{link}），或电邮至 {email} 通知我们。\n\n如非您本人要求，请立即登录取消、更改密码并通知我们。\n\n信和会',
  accountClosedSubject: '您的信和会账户已结束',
  accountClosedBody:
    '{name}您好：\n\n按您的要求，您的信和会账户 {memberId} 已结束。我们已删除您的个人资料、地址、兴趣、申请、文件、收据及登录记录；您的手机号码及电邮地址可再被使用。\n\n我们只保留不可更改的职员操作记录，以及只以会员编号记录账户已结束的纪录。\n\n感谢您曾经成为我们的会员。\n\n信和会',
  // The readable copy of a member's data.
  dataExport: {
    title: '信和会持有的您的资料',
    intro:
      '信和会于 {date} 持有的 {name}（会员编号 {memberId}）的全部资料。JSON 文件以供电脑读取的格式载有相同内容；此处的字段名称与其相同。',
    documentsNote: '您递交的每份文件均可在「我的账户」页的「隐私及我的资料」下载。',
    nothing: '没有持有任何资料。',
    sections: {
      consents: '同意',
      profile: '个人资料',
      contactAddress: '通讯地址',
      privilegeAddress: '尊尚会员地址',
      interests: '兴趣',
      upgradeApplications: '升级尊尚会籍申请',
      upgradeDocuments: '升级申请的文件',
      parkingApplications: '泊车优惠申请',
      parkingDocuments: '泊车申请的文件',
      parkingChanges: '泊车优惠的更改要求',
      parkingChangeDocuments: '泊车更改的文件',
      documents: '您递交的文件',
      receipts: '您递交的收据',
      sessions: '登录（设备）',
      verificationCodes: '已发出的验证码（不保存验证码本身）',
      emailLinks: '已发出的电邮链接（不保存链接本身）',
      referralCode: '使用的推荐码',
      closingRequests: '结束账户的要求',
      passkeys: '通行密钥',
      notificationDevices: '已开启通知的设备',
      auditEntries: '职员及操作员就您作出的操作',
    },
  },
  // Push notifications: a title and a line each.
  pushUpgradeApprovedTitle: '升级申请已获批',
  pushUpgradeApprovedBody: '欢迎成为尊尚会员。按此查看您的申请。',
  pushUpgradeRejectedTitle: '升级申请未获批',
  pushUpgradeRejectedBody: '按此查看原因。您可再次申请。',
  pushParkingApprovedTitle: '泊车优惠已获批',
  pushParkingApprovedBody: '您的泊车优惠已获批。按此查看您的车辆及详情。',
  pushParkingRejectedTitle: '泊车优惠申请未获批',
  pushParkingRejectedBody: '按此查看原因。您可更正后再次申请。',
  pushParkingChangeApprovedTitle: '泊车优惠更改已获批',
  pushParkingChangeApprovedBody: '您要求的泊车优惠更改已获批。按此查看。',
  pushParkingChangeRejectedTitle: '泊车优惠更改未获批',
  pushParkingChangeRejectedBody: '您的泊车优惠维持不变。按此查看原因。',
  pushUpgradeDocumentsDueTitle: '请于 24 小时内提交文件',
  pushUpgradeDocumentsDueBody: '您的升级申请仍未收到证明文件。请于 24 小时内提交，否则申请将不获批。',
  pushParkingDocumentsDueTitle: '请于 24 小时内提交文件',
  pushParkingDocumentsDueBody: '您的泊车优惠申请仍未收到证明文件。请于 24 小时内提交，否则申请将不获批。',
  pushReceiptAcceptedTitle: '已收到收据',
  pushReceiptAcceptedBody: '我们已收到您于「{event}」的收据。',
} satisfies NamespaceMailTranslation

export default zh_CN_mail
