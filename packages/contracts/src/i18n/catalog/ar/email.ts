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
};
