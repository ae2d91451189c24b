import { useLanguage } from '@/lib/i18n/i18n-provider';
import { LegalPage } from '../components/legal-page';
import { PRIVACY_AR } from '../content/privacy.ar';
import { PRIVACY_EN } from '../content/privacy.en';

/** /privacy: the Privacy Policy the onboarding checkbox refers to, in the reader's language. */
export function PrivacyRoute() {
  const { language } = useLanguage();
  return (
    <LegalPage
      document="privacy"
      text={language === 'ar' ? PRIVACY_AR : PRIVACY_EN}
      related={{ to: '/terms', label: 'footer.terms' }}
    />
  );
}
