import { Link } from 'react-router';
import { SupportEmailLink } from '@/components/support-email-link';

const LINKS = [
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/contact?type=general', label: 'Contact' },
] as const;

/** The landing page's closing line: legal pages and contact. */
export function LandingFooter() {
  return (
    <footer className="border-t px-4 py-8 text-sm text-muted-foreground sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 text-center sm:flex-row sm:text-left">
        <p>© 2026 Partnerly · United Arab Emirates</p>
        <nav aria-label="Legal and contact">
          <ul className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-foreground hover:underline underline-offset-4">
                  {link.label}
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
