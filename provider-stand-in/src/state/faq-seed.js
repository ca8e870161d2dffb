// Seven FAQ types with 3–5 items each, in English and Chinese (other languages fall back to English).
const FAQ_TYPES = [
  {
    id: '1', names: { en: 'Account & Login', zh: '账号与登录' },
    items: [
      ['How do I switch accounts?', '如何切换账号？', 'Open the User Center and tap <b>Change Account</b>.', '打开用户中心，点击<b>切换账号</b>。'],
      ['I cannot log in', '无法登录', 'Check your network, then try another login method.', '请检查网络后尝试其他登录方式。'],
      ['Can I merge two accounts?', '可以合并两个账号吗？', 'Accounts cannot be merged.', '账号无法合并。'],
      ['How do I log out?', '如何退出登录？', 'Use <b>Change Account</b> and return to the login page.', '点击<b>切换账号</b>返回登录页。'],
    ],
  },
  {
    id: '2', names: { en: 'Payments & Refunds', zh: '充值与退款' },
    items: [
      ['My purchase did not arrive', '充值未到账', 'Items arrive within 30 minutes. Contact support with your receipt if not.', '道具将在30分钟内到账，否则请携带凭证联系客服。'],
      ['How do I request a refund?', '如何申请退款？', 'Refunds are handled by the app store you paid with.', '退款由支付所用的应用商店处理。'],
      ['Which payment methods are supported?', '支持哪些支付方式？', 'The methods offered by your app store.', '以应用商店提供的方式为准。'],
    ],
  },
  {
    id: '3', names: { en: 'Binding & Security', zh: '绑定与安全' },
    items: [
      ['How do I bind my e-mail?', '如何绑定邮箱？', 'Go to <b>Manage Account</b> and tap bind next to E-mail.', '进入<b>账号管理</b>，点击邮箱旁的绑定。'],
      ['How do I change my phone number?', '如何更换手机号？', 'Verify your current number, then enter the new one.', '先验证当前手机号，再输入新号码。'],
      ['What if my e-mail is bound to another account?', '邮箱已绑定其他账号怎么办？', 'You can force the binding; the old binding is removed.', '可以强制绑定，原绑定将被解除。'],
      ['How do I unbind Facebook?', '如何解绑 Facebook？', 'Tap unbind next to Facebook and confirm.', '点击 Facebook 旁的解绑并确认。'],
      ['Why did I not receive a code?', '为什么收不到验证码？', 'Wait 60 seconds and send again; check your spam folder.', '请等待60秒后重新发送，并检查垃圾邮件。'],
    ],
  },
  {
    id: '4', names: { en: 'Gameplay', zh: '游戏玩法' },
    items: [
      ['How do I level up faster?', '如何快速升级？', 'Complete daily tasks and events.', '完成每日任务和活动。'],
      ['Where are my rewards?', '奖励在哪里？', 'Rewards arrive in your in-game mailbox.', '奖励会发送到游戏内邮箱。'],
      ['Can I play offline?', '可以离线游玩吗？', 'A network connection is required.', '需要网络连接。'],
    ],
  },
  {
    id: '5', names: { en: 'Events & Rewards', zh: '活动与奖励' },
    items: [
      ['How do I redeem an activation code?', '如何使用激活码？', 'Claim it in <b>My Messages</b>, then enter it in the game.', '在<b>我的消息</b>中领取后，在游戏内输入。'],
      ['My code has expired', '激活码已过期', 'Expired codes cannot be restored.', '过期的激活码无法恢复。'],
      ['Where do I find my codes?', '在哪里查看我的激活码？', 'Open the <b>Code Box</b>.', '打开<b>激活码箱</b>。'],
    ],
  },
  {
    id: '6', names: { en: 'Technical Issues', zh: '技术问题' },
    items: [
      ['The game crashes on start', '游戏启动时闪退', 'Update the game and restart your device.', '请更新游戏并重启设备。'],
      ['The game is lagging', '游戏卡顿', 'Lower the graphics quality in settings.', '请在设置中降低画质。'],
      ['Download failed', '下载失败', 'Free up storage and try again on Wi-Fi.', '请清理存储空间并在 Wi-Fi 下重试。'],
      ['Text looks wrong', '文字显示异常', 'Check the language setting of your device.', '请检查设备的语言设置。'],
    ],
  },
  {
    id: '7', names: { en: 'Account Deletion', zh: '账号注销' },
    items: [
      ['How long does deletion take?', '注销需要多久？', 'Up to 15 days. You can withdraw the request during that time.', '最长15天，期间可以撤回申请。'],
      ['What is deleted?', '会删除哪些内容？', 'Your account, unused virtual currency and paid services.', '账号、未使用的虚拟货币和付费服务。'],
      ['Why is my request not allowed?', '为什么无法申请注销？', 'No security changes may happen in the 15 days before applying.', '申请前15天内不能有安全信息变更。'],
    ],
  },
];

function faqTypesSeed() {
  return FAQ_TYPES.map((type) => ({
    id: type.id,
    version: '1',
    names: { ...type.names },
    items: type.items.map(([titleEn, titleZh, answerEn, answerZh]) => ({
      title: { en: titleEn, zh: titleZh },
      faq: { en: `<p>${answerEn}</p>`, zh: `<p>${answerZh}</p>` },
    })),
  }));
}

module.exports = { faqTypesSeed };
