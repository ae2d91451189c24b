import type { MessageKey } from '@partnerly/contracts/i18n';
import { Link } from 'react-router';
import { SupportEmailLink } from '@/components/support-email-link';
import { useT } from '@/lib/i18n/i18n-provider';

const LINKS: readonly { to: string; label: MessageKey }[] = [
  { to: '/terms', label: 'footer.terms' },
  { to: '/privacy', label: 'footer.privacy' },
  { to: '/contact?type=general', label: 'footer.contact' },
];

/** The landing page's closing line: legal pages and contact. */
export function LandingFooter() {
  const t = useT();
  return (
    <footer className="border-t px-4 py-8 text-sm text-muted-foreground sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 text-center sm:flex-row sm:text-start">
        <p>{t('footer.copyright', { year: 2026 })}</p>
        <nav aria-label={t('footer.navigation')}>
          <ul className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-foreground hover:underline underline-offset-4">
                  {t(link.label)}
                </Link>
              </li>
            ))}
            <li>
              <SupportEmailLink className="hover:text-foreground hover:underline underline-offset-4" />
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
