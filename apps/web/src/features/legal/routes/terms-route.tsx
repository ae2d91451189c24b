import { useLanguage } from '@/lib/i18n/i18n-provider';
import { LegalPage } from '../components/legal-page';
import { TERMS_AR } from '../content/terms.ar';
import { TERMS_EN } from '../content/terms.en';

/** /terms: the Terms of Service the onboarding checkbox refers to, in the reader's language. */
export function TermsRoute() {
  const { language } = useLanguage();
  return (
    <LegalPage
      document="terms"
      text={language === 'ar' ? TERMS_AR : TERMS_EN}
      related={{ to: '/privacy', label: 'footer.privacy' }}
    />
  );
}
