import type { AreaCatalog } from '../area';
import type { email as english } from '../en/email';

export const email: AreaCatalog<typeof english> = {
  'email.greeting': 'مرحبًا،',
  'email.greetingNamed': 'مرحبًا {name}،',
  'email.tagline': 'Partnerly · تواصل. تعاون. أنشئ حملات مذهلة.',
  'email.notificationFooter': 'تصلك هذه الرسالة لأن إرسال هذا النوع من الإشعارات بالبريد الإلكتروني مفعّل.',
  'email.notificationFooterChange': 'يمكنك تغيير ذلك من هنا: {url}',
  'email.notificationPreferences': 'غيّر تفضيلات الإشعارات',
  'email.openInPartnerly': 'افتح في Partnerly',

  'applications.approvedTitle': 'تمت الموافقة على طلبك',
  'applications.approved': 'وافقت {brand} على طلبك للمشاركة في حملة «{campaign}».',
  'applications.approvedAtRate':
    'قبلت {brand} أجرك البالغ {rate} ووافقت على طلبك للمشاركة في حملة «{campaign}».',
  'applications.affiliateCodeNote': 'رمز التسويق بالعمولة الخاص بك هو {code}.',
  'notifications.applicationReceived.title': 'طلب جديد',
  'notifications.applicationReceived.message': 'قدّم {creator} طلبًا للمشاركة في حملة «{campaign}».',
  'notifications.negotiationReceived.title': 'طلب تفاوض جديد',
  'notifications.negotiationReceived.message': 'اقترح {creator} أجرًا قدره {rate} لحملة «{campaign}».',
  'notifications.applicationRejected.title': 'تم رفض طلبك',
  'notifications.applicationRejected.message': 'رفضت {brand} طلبك للمشاركة في حملة «{campaign}».',
  'notifications.counterByBrand.title': 'وصلك عرض مقابل',
  'notifications.counterByBrand.message': 'عرضت {brand} أجرًا قدره {rate} لحملة «{campaign}».',
  'notifications.counterByCreator.title': 'وصلك عرض مقابل',
  'notifications.counterByCreator.message': 'طلب {creator} أجرًا قدره {rate} لحملة «{campaign}».',
  'notifications.counterAccepted.title': 'تم قبول العرض المقابل',
  'notifications.counterAccepted.message':
    'قبل {creator} أجرًا قدره {rate} لحملة «{campaign}». وافق على الطلب لتبدأ العمل معه.',
  'notifications.negotiationRejected.title': 'تم رفض التفاوض',
  'notifications.negotiationRejected.message': 'رفضت {brand} اقتراحك لحملة «{campaign}».',
  'notifications.counterDeclined.title': 'تم رفض العرض المقابل',
  'notifications.counterDeclined.message': 'رفض {creator} عرضك المقابل لحملة «{campaign}».',
  'notifications.applicationWithdrawn.title': 'تم سحب الطلب',
  'notifications.applicationWithdrawn.message': 'سحب {creator} طلبه للمشاركة في حملة «{campaign}».',

  'notifications.agentRequest.title': 'طلب تمثيل جديد',
  'notifications.agentRequest.message': 'يرغب {agent} في تمثيلك على Partnerly.{note}',
  'notifications.agentRequestAccepted.title': 'تم قبول طلب التمثيل',
  'notifications.agentRequestAccepted.message':
    'قبل {creator} طلبك. يمكنك الآن التقديم على الحملات نيابةً عنه.',
  'notifications.agentRequestDeclined.title': 'تم رفض طلب التمثيل',
  'notifications.agentRequestDeclined.message': 'رفض {creator} طلبك لتمثيله.',

  'notifications.brandVerified.title': 'تم توثيق علامتك التجارية',
  'notifications.brandVerified.message':
    'وافق أحد المشرفين على طلب التوثيق. تظهر علامتك التجارية الآن موثّقة، ويمكن لحملاتك منح النقاط.',
  'notifications.accountVerified.title': 'تم توثيق حسابك',
  'notifications.accountVerified.message':
    'وافق أحد المشرفين على طلب التوثيق. تظهر شارة التوثيق الآن على ملفك الشخصي.',
  'notifications.verificationNotApproved.title': 'لم تتم الموافقة على طلب التوثيق',
  'notifications.verificationNotApproved.message':
    'راجع أحد المشرفين طلب التوثيق. السبب: {reason}. يمكنك إرسال طلب جديد من ملفك الشخصي.',

  'notifications.openCampaignWork': 'افتح أعمال الحملة',
  'notifications.reviewContent': 'راجع المحتوى',
  'notifications.reviewResults': 'راجع النتائج',
  'notifications.contentDue.title': 'موعد تسليم المحتوى خلال 48 ساعة',
  'notifications.contentDue.message':
    'يحين موعد تسليم محتواك لحملة «{campaign}» بنهاية يوم {date} (بتوقيت UTC).',
  'notifications.contentDueForCreator.title': 'موعد تسليم المحتوى خلال 48 ساعة',
  'notifications.contentDueForCreator.message':
    'يحين موعد تسليم محتوى {creator} لحملة «{campaign}» بنهاية يوم {date} (بتوقيت UTC).',

  'notifications.feedback': 'الملاحظات: {feedback}',
  'notifications.allContentApproved': 'تمت الموافقة الآن على كل محتوى هذه الحملة.',
  'notifications.contentSubmitted.title': 'تم تسليم المحتوى',
  'notifications.contentSubmitted.message': 'سلّم {creator} محتوى {platform} لحملة «{campaign}».',
  'notifications.contentResubmitted.title': 'تمت إعادة تسليم المحتوى',
  'notifications.contentResubmitted.message': 'أعاد {creator} تسليم محتوى {platform} لحملة «{campaign}».',
  'notifications.contentApproved.title': 'تمت الموافقة على المحتوى',
  'notifications.contentApproved.message':
    'وافقت {brand} على {whose, select, own {محتواك} other {محتوى {creator}}} على {platform} لحملة «{campaign}».{more}',
  'notifications.revisionRequested.title': 'مطلوب تعديل',
  'notifications.revisionRequested.message':
    'طلبت {brand} تعديل {whose, select, own {محتواك} other {محتوى {creator}}} على {platform} لحملة «{campaign}».{more}',
  'notifications.contentRejected.title': 'تم رفض المحتوى',
  'notifications.contentRejected.message':
    'رفضت {brand} {whose, select, own {محتواك} other {محتوى {creator}}} على {platform} لحملة «{campaign}».{more}',

  'notifications.payoutReference': 'المرجع: {reference}.',
  'notifications.resultsSubmitted.title': 'تم تسليم النتائج',
  'notifications.resultsSubmitted.message': 'سلّم {creator} النتائج النهائية لحملة «{campaign}».',
  'notifications.resultsResubmitted.title': 'تمت إعادة تسليم النتائج',
  'notifications.resultsResubmitted.message': 'أعاد {creator} تسليم النتائج النهائية لحملة «{campaign}».',
  'notifications.resultsApproved.title': 'اكتملت الحملة!',
  'notifications.resultsApproved.message':
    'وافقت {brand} على {whose, select, own {نتائجك النهائية} other {النتائج النهائية لـ{creator}}} لحملة «{campaign}». المبلغ المعتمد للدفع: {payout}.',
  'notifications.resultsCorrection.title': 'مطلوب تصحيح النتائج',
  'notifications.resultsCorrection.message':
    'طلبت {brand} تصحيح {whose, select, own {نتائجك النهائية} other {النتائج النهائية لـ{creator}}} لحملة «{campaign}». الرسالة: {correction}',
  'notifications.payoutPaid.title': 'تم استلام الدفعة',
  'notifications.payoutPaid.message':
    'دفعت {brand} {whose, select, own {مستحقاتك} other {مستحقات {creator}}} البالغة {payout} لحملة «{campaign}» بتاريخ {paidOn}.{reference}',

  'notifications.publicPageTakenDown.title': 'تم إيقاف صفحتك العامة',
  'notifications.publicPageTakenDown.message':
    'أوقف فريق Partnerly رابط المشاركة الخاص بك {path} بعد بلاغ. السبب: {reason}',
  'notifications.qrCodeTakenDown.title': 'تم إيقاف رمز QR',
  'notifications.qrCodeTakenDown.message':
    'أوقف فريق Partnerly الرمز {code} ({campaign}) بعد بلاغ. السبب: {reason}',
  'notifications.reportedTarget':
    '{target, select, campaign {الحملة التي أبلغت عنها} public_page {الصفحة العامة التي أبلغت عنها} code {الرمز الذي أبلغت عنه} conversation {المحادثة التي أبلغت عنها} other {المحتوى الذي أبلغت عنه}}',
  'notifications.reportTakenDown.title': 'تمت إزالة المحتوى المُبلّغ عنه',
  'notifications.reportTakenDown.message':
    'راجعنا بلاغك عن {what} وأزلناه. شكرًا لمساعدتك في الحفاظ على أمان Partnerly.',
  'notifications.reportReviewed.title': 'تمت مراجعة بلاغك',
  'notifications.reportReviewed.message':
    'راجعنا بلاغك عن {what} ووجدنا أنه لا يخالف قواعدنا، لذا سيبقى متاحًا. شكرًا لإبلاغنا.',

  'notifications.permitVerified.title': 'تم التحقق من تصريح المعلن',
  'notifications.permitVerified.message':
    'تحقق أحد المشرفين من تصريح المعلن رقم {number}. تراه العلامات التجارية الآن موثّقًا.',
  'notifications.permitRejected.title': 'تم رفض تصريح المعلن',
  'notifications.permitRejected.message': 'تعذّر على أحد المشرفين التحقق من تصريحك: {reason}',
  'notifications.permitExpiring.title':
    '{days, plural, =0 {ينتهي تصريح المعلن الخاص بك اليوم} zero {ينتهي تصريح المعلن الخاص بك اليوم} one {ينتهي تصريح المعلن الخاص بك خلال يوم واحد} two {ينتهي تصريح المعلن الخاص بك خلال يومين} few {ينتهي تصريح المعلن الخاص بك خلال # أيام} many {ينتهي تصريح المعلن الخاص بك خلال # يومًا} other {ينتهي تصريح المعلن الخاص بك خلال # يوم}}',
  'notifications.permitExpiring.message':
    'ينتهي تصريح المعلن الإماراتي الخاص بك في {date}. جدّده لدى مجلس الإمارات للإعلام وأدخل تاريخ الانتهاء الجديد في ملفك الشخصي.',
  'notifications.updatePermit': 'حدّث تصريحك',

  'notifications.removedFromWorkspace.title': 'تمت إزالتك من مساحة العمل',
  'notifications.removedFromWorkspace.message':
    'تمت إزالتك من مساحة عمل العلامة التجارية {name}. لم تعد حملاتها وملفاتها متاحة لك.',
  'notifications.disputeOpened.title': 'تم فتح نزاع',
  'notifications.disputeOpened.message':
    'فتح {opener} نزاعًا {kind, select, payment {بشأن الدفع} content {بشأن المحتوى} deadline {بشأن المواعيد} communication {بشأن التواصل} other {من نوع آخر}} على حملة «{campaign}». سيتولى فريق Partnerly دراسته وإبقاءك على اطلاع.',
  'notifications.disputeInvestigating.title': 'النزاع قيد التحقيق',
  'notifications.disputeInvestigating.message':
    'يحقق فريق Partnerly في النزاع {kind, select, payment {بشأن الدفع} content {بشأن المحتوى} deadline {بشأن المواعيد} communication {بشأن التواصل} other {من نوع آخر}} على حملة «{campaign}».',
  'notifications.disputeResolved.title': 'تمت تسوية النزاع',
  'notifications.disputeResolved.message':
    'سوّى فريق Partnerly النزاع {kind, select, payment {بشأن الدفع} content {بشأن المحتوى} deadline {بشأن المواعيد} communication {بشأن التواصل} other {من نوع آخر}} على حملة «{campaign}»: {outcome, select, in_favour_of_initiator {لصالح الطرف الذي فتحه} in_favour_of_respondent {لصالح الطرف الآخر} partial {لصالح الطرفين جزئيًا} no_action {لا يلزم أي إجراء} other {تمت التسوية}}. افتح الطلب لقراءة قرار التسوية.',
  'notifications.newDispute.title': 'نزاع جديد',
  'notifications.newDispute.message':
    'فتح {opener} نزاعًا {kind, select, payment {بشأن الدفع} content {بشأن المحتوى} deadline {بشأن المواعيد} communication {بشأن التواصل} other {من نوع آخر}} على حملة «{campaign}».',

  'notifications.campaignInvite.title': 'دعوة إلى حملة',
  'notifications.campaignInvite.message':
    'دعتك {brand} إلى حملتها الخاصة «{campaign}». اطّلع عليها وقدّم طلبك إن كانت تناسبك.',
  'notifications.campaignInvite.subject': 'دعتك {shortBrand} إلى حملة',
  'notifications.viewCampaign': 'اعرض الحملة',

  'notifications.conversationClosed.title': 'تم إغلاق محادثة',
  'notifications.conversationClosed.message':
    'أغلق فريق Partnerly إحدى محادثاتك بعد بلاغ؛ وما زال بإمكانك قراءتها. السبب: {reason}',
  'notifications.chatRequest.title': 'طلب محادثة جديد',
  'notifications.chatRequest.message': 'يرغب {sender} في محادثتك: {message}',
  'notifications.seeRequest': 'اعرض الطلب',
  'notifications.chatAccepted.title': 'تم قبول طلب المحادثة',
  'notifications.chatAccepted.message': 'قبل {creator} طلب المحادثة. يمكنك مراسلته الآن.',
  'notifications.openConversation': 'افتح المحادثة',
  'notifications.chatDeclined.title': 'تم رفض طلب المحادثة',
  'notifications.chatDeclined.message': 'رفض {creator} طلب المحادثة.',

  'notifications.pointsEarned.title':
    '{points, plural, zero {لم تكسب أي نقاط} one {كسبت نقطة واحدة} two {كسبت نقطتين} few {كسبت # نقاط} many {كسبت # نقطة} other {كسبت # نقطة}}',
  'notifications.pointsEarned.message':
    '{points, plural, zero {سجّلت حضورك في {campaign}.} one {سجّلت حضورك في {campaign} وكسبت نقطة واحدة.} two {سجّلت حضورك في {campaign} وكسبت نقطتين.} few {سجّلت حضورك في {campaign} وكسبت # نقاط.} many {سجّلت حضورك في {campaign} وكسبت # نقطة.} other {سجّلت حضورك في {campaign} وكسبت # نقطة.}}',
  'notifications.checkedIn.title': 'تم تسجيل حضورك',
  'notifications.checkedIn.message': 'سجّلت حضورك في {campaign}.',
  'notifications.campaignClosed.title': 'أغلقت Partnerly الحملة',
  'notifications.campaignClosed.message':
    'أغلق فريق Partnerly حملة «{campaign}». السبب: {reason} لم تعد الحملة تقبل الطلبات ولا يمكن إعادة تفعيلها.',
  'notifications.campaignPaused.title': 'أوقفت Partnerly الحملة مؤقتًا',
  'notifications.campaignPaused.message':
    'أوقف فريق Partnerly حملة «{campaign}» مؤقتًا. السبب: {reason} عالج ما يطلبه الفريق، ثم أعد تفعيلها من حملاتك.',
  'notifications.campaignWithdrawn.title': 'تم سحب الحملة',
  'notifications.campaignWithdrawn.message':
    'سحبت العلامة التجارية حملة «{campaign}»، لذا أُغلق طلبك للمشاركة فيها. لا يلزمك فعل أي شيء آخر.',
  'notifications.campaignWithdrawn.subject': 'تم سحب الحملة: {campaign}',

  'notifications.supportAnswered.title': 'ردّ فريق الدعم: {subject}',
  'support.replyEmail.title': 'تم الرد على طلب الدعم الخاص بك',
  'support.replyEmail.answered': 'ردّ فريق Partnerly على طلبك {subject}:',
  'support.replyEmail.yourRequest': 'طلبك:',
  'support.replyEmail.seeRequests': 'اعرض طلباتك',

  'notifications.enterpriseActive.title': 'خطة Enterprise الخاصة بك مفعّلة',
  'notifications.enterpriseActive.message':
    'فعّل فريق Partnerly خطة Enterprise الخاصة بك حتى {date}: {qr} رمز QR شهريًا و{redemptions} عملية استرداد لكل رمز.',
  'notifications.enterpriseUpdated.title': 'تم تحديث خطة Enterprise الخاصة بك',
  'notifications.enterpriseUpdated.message':
    'حدّث فريق Partnerly خطة Enterprise الخاصة بك حتى {date}: {qr} رمز QR شهريًا و{redemptions} عملية استرداد لكل رمز.',
  'email.enterprise.planLimits': 'الحملات المنشورة شهريًا: {campaigns}. صنّاع المحتوى لكل حملة: {creators}.',
  'email.enterprise.accountManager': 'سيتواصل معك مدير حسابك قبل تاريخ الانتهاء بشأن تمديدها.',
  'notifications.limitRequestApproved.title': 'تمت الموافقة على طلب زيادة الحدود',
  'notifications.limitRequestApproved.message':
    'تتيح لك خطة Enterprise الآن {qr} رمز QR شهريًا و{redemptions} عملية استرداد لكل رمز.',
  'notifications.limitRequestDeclined.title': 'تم رفض طلب زيادة الحدود',
  'notifications.limitRequestDeclined.message':
    'تم رفض طلبك للحصول على {qr} رمز QR شهريًا و{redemptions} عملية استرداد لكل رمز. السبب: {reason}',
  'email.enterprise.limitsUnchanged':
    'تبقى حدودك الحالية كما هي. يمكنك إرسال طلب جديد من تبويب رموز QR في أي وقت.',
  'email.enterprise.viewPlan': 'اعرض خطتك',

  'email.subscriptionActive.subject': 'اشتراكك في خطة {plan} مفعّل',
  'email.subscriptionActive.title': 'تم الدفع بنجاح!',
  'email.subscriptionActive.received':
    'شكرًا لك. استلمنا {amount} (شاملًا الضريبة) وتم تفعيل اشتراكك في خطة {plan}.',
  'email.subscriptionActive.receipt':
    'الإيصال: خطة {plan} للفترة من {from} إلى {to}. مرجع الدفع {reference}.',
  'email.subscriptionActive.paidUntil': 'خطتك مدفوعة حتى {paidUntil}. سنذكّرك قبل أن يحين موعد تجديدها.',
  'email.subscriptionActive.action': 'تابع إلى لوحة التحكم',
  'notifications.paymentSuccessful.title': 'تم الدفع بنجاح!',
  'notifications.paymentSuccessful.message': 'تم تفعيل اشتراكك في خطة {plan} حتى {date}.',
  'email.renewalReminder.subject': 'جدّد خطة {plan} قبل {date}',
  'email.renewalReminder.title': 'يحين موعد تجديد اشتراكك قريبًا',
  'email.renewalReminder.paidUntil': 'خطة {plan} الخاصة بك مدفوعة حتى {date}.',
  'email.renewalReminder.pay':
    'ادفع {amount} (شاملًا الضريبة) للأيام الثلاثين القادمة لتستمر حملاتك ورموز QR في العمل. وإن لم تدفع، ينتقل حسابك إلى الخطة المجانية في ذلك التاريخ.',
  'email.renewalReminder.action': 'ادفع {amount}',
  'notifications.renewalDue.title': 'يحين موعد تجديد اشتراكك قريبًا',
  'notifications.renewalDue.message': 'ادفع {amount} قبل {date} لتحتفظ بخطة {plan} للأيام الثلاثين القادمة.',
  'email.subscriptionEnded.subject': 'انتهى اشتراكك في خطة {plan}',
  'email.subscriptionEnded.title': 'انتهى اشتراكك',
  'email.subscriptionEnded.body':
    'انتهت خطة {plan} الخاصة بك وأصبح حسابك الآن على الخطة المجانية. يمكنك الاشتراك من جديد في أي وقت.',
  'email.subscriptionEnded.action': 'اعرض الخطط',
  'notifications.subscriptionEnded.title': 'انتهى اشتراكك',
  'notifications.subscriptionEnded.message':
    'انتهت خطة {plan} الخاصة بك وأصبح حسابك على الخطة المجانية. يمكنك الاشتراك من جديد في أي وقت.',
  'email.taxDocument.kind':
    '{kind, select, invoice {فاتورة ضريبية} credit_note {إشعار دائن ضريبي} other {مستند ضريبي}}',
  'email.taxDocument.subject': '{title} {number} من Partnerly',
  'email.taxDocument.issued': '{title} {number}، صادرة بتاريخ {date}.',
  'email.taxDocument.total': 'الإجمالي {total}، شاملًا ضريبة القيمة المضافة البالغة {vat}.',
  'email.taxDocument.history': 'تجد فواتيرك وإشعاراتك الدائنة في سجل الفواتير بصفحة حسابك.',
  'email.taxDocument.action': 'نزّل {title} (PDF)',

  'email.passwordReset.subject': 'أعد تعيين كلمة مرور Partnerly',
  'email.passwordReset.title': 'أعد تعيين كلمة المرور',
  'email.passwordReset.textBody':
    'تلقّينا طلبًا لإعادة تعيين كلمة المرور. افتح هذا الرابط لاختيار كلمة مرور جديدة (يعمل مرة واحدة وتنتهي صلاحيته خلال ساعة):',
  'email.passwordReset.htmlBody':
    'تلقّينا طلبًا لإعادة تعيين كلمة المرور. يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ساعة.',
  'email.passwordReset.action': 'اختر كلمة مرور جديدة',
  'email.passwordReset.ignore': 'إن لم تطلب ذلك، فتجاهل هذه الرسالة.',
  'email.signInCode.subject': 'رمز تسجيل الدخول إلى Partnerly: {code}',
  'email.signInCode.title': 'رمز تسجيل الدخول',
  'email.signInCode.textBody': 'رمز تسجيل الدخول هو {code}. تنتهي صلاحيته خلال 10 دقائق ويعمل مرة واحدة.',
  'email.signInCode.ignore': 'إن لم تطلبه، فتجاهل هذه الرسالة.',
  'email.signInCode.intro': 'رمز تسجيل الدخول هو',
  'email.signInCode.expiry': 'تنتهي صلاحيته خلال 10 دقائق ويعمل مرة واحدة.',
  'email.confirmAddress.subject': 'رمز التأكيد من Partnerly: {code}',
  'email.confirmAddress.title': 'مرحبًا بك في Partnerly',
  'email.confirmAddress.codeLine':
    'لإكمال إنشاء حسابك، أدخل هذا الرمز في الصفحة التي سجّلت منها (تنتهي صلاحيته خلال {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}} ويعمل مرة واحدة):',
  'email.confirmAddress.linkLine':
    'أو أكّد عنوان بريدك وسجّل الدخول بهذا الرابط (يعمل لمدة {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}):',
  'email.confirmAddress.action': 'أكّد عنوان بريدي الإلكتروني',
  'email.confirmAddress.ignore': 'إن لم تسجّل في Partnerly، فتجاهل هذه الرسالة.',
  'email.accountExists.subject': 'حاول أحدهم التسجيل ببريدك الإلكتروني',
  'email.accountExists.title': 'لديك حساب بالفعل',
  'email.accountExists.what':
    'حاول أحدهم، وربما أنت، إنشاء حساب في Partnerly بهذا البريد الإلكتروني. لديك حساب بالفعل، لذا لم يتغير شيء.',
  'email.accountExists.how':
    'للدخول، سجّل الدخول بكلمة المرور أو برمز يصلك بالبريد الإلكتروني؛ وإن نسيت كلمة المرور، فأعد تعيينها من هناك:',
  'email.accountExists.action': 'سجّل الدخول إلى Partnerly',
  'email.accountExists.ignore': 'إن لم تكن أنت، يمكنك تجاهل هذه الرسالة.',
  'email.welcome.title': 'مرحبًا بك في Partnerly',
  'email.welcome.text': 'مرحبًا بك في Partnerly. حسابك جاهز: {url}',
  'email.welcome.ready': 'حسابك جاهز.',
  'email.welcome.action': 'انتقل إلى لوحة التحكم',

  'email.invitation.someone': 'أحد الأشخاص',
  'email.invitation.invited':
    'دعاك {inviter} للانضمام إلى {workspace} على Partnerly بصفة {role, select, owner {مالك} manager {مدير} other {عضو}}.',
  'email.invitation.how':
    'افتح الرابط لتسجيل الدخول أو لإنشاء حساب علامتك التجارية بهذا البريد الإلكتروني والانضمام. يعمل الرابط لمدة {days} أيام.',
  'email.invitation.ignore': 'إن لم تكن تتوقع هذه الدعوة، يمكنك تجاهل هذه الرسالة.',
  'email.invitation.action': 'اقبل الدعوة',
  'email.invitation.subject': 'دعاك {inviter} إلى {workspace} على Partnerly',
  'email.invitation.title': 'أنت مدعو إلى مساحة عمل علامة تجارية',

  'email.unreadMessages.title': 'رسالة جديدة من {sender}',
  'email.unreadMessages.message':
    '{count, plural, zero {لم يرسل إليك {sender} أي رسائل على Partnerly.} one {أرسل إليك {sender} رسالة على Partnerly لم تقرأها بعد.} two {أرسل إليك {sender} رسالتين على Partnerly لم تقرأهما بعد.} few {أرسل إليك {sender} # رسائل على Partnerly لم تقرأها بعد.} many {أرسل إليك {sender} # رسالة على Partnerly لم تقرأها بعد.} other {أرسل إليك {sender} # رسالة على Partnerly لم تقرأها بعد.}}',
  'email.unreadMessages.action': 'اقرأ وردّ',

  'email.accountSuspended.subject': 'تم تعليق حسابك في Partnerly',
  'email.accountSuspended.title': 'تم تعليق حسابك',
  'email.accountSuspended.what': 'تم تعليق حسابك في Partnerly. لا يمكنك تسجيل الدخول ما دام معلّقًا.',
  'email.accountSuspended.reason': 'السبب:',
  'email.accountSuspended.contact': 'إن كنت تعتقد أن هذا خطأ، أو لطلب استعادة حسابك، راسلنا على {email}.',
  'email.accountSuspended.contactBefore': 'إن كنت تعتقد أن هذا خطأ، أو لطلب استعادة حسابك، راسلنا على',
  'email.accountReinstated.subject': 'أصبح حسابك في Partnerly نشطًا من جديد',
  'email.accountReinstated.title': 'أصبح حسابك نشطًا من جديد',
  'email.accountReinstated.what': 'أصبح حسابك في Partnerly نشطًا من جديد: يمكنك تسجيل الدخول كما في السابق.',
  'email.accountReinstated.signIn': 'سجّل الدخول',
  'email.accountReinstated.action': 'سجّل الدخول إلى Partnerly',
  'email.emailChanged.subject': 'تم تغيير البريد الإلكتروني لحسابك في Partnerly',
  'email.emailChanged.title': 'تم تغيير بريدك الإلكتروني',
  'email.emailChanged.what':
    'غيّر أحد مسؤولي Partnerly البريد الإلكتروني لحسابك إلى {email}. سجّل الدخول بهذا البريد من الآن فصاعدًا؛ أما كلمة المرور وطرق تسجيل الدخول فلم تتغير.',
  'email.emailChanged.contact': 'إن لم تطلب ذلك، راسلنا على {email}.',
  'email.adminCode.subject': '{code} هو رمز المشرف الخاص بك في Partnerly',
  'email.adminCode.title': 'رمز تأكيد المشرف',
  'email.adminCode.intro': 'رمزك لفتح لوحة إدارة Partnerly:',
  'email.adminCode.expiry': 'تنتهي صلاحيته خلال {minutes} دقائق. إن لم تطلبه، فغيّر كلمة المرور.',
  'email.marketing.footer': 'تصلك هذه الرسالة لأنك وافقت على تلقّي أخبار Partnerly. ألغِ اشتراكك بنقرة واحدة:',
  'email.marketing.unsubscribe': 'إلغاء الاشتراك',
};
