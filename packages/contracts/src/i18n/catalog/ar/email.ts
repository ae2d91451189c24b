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
};
