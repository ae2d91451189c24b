import { RouterProvider } from 'react-router/dom';
import type { InitialLanguage } from '@/lib/i18n/i18n-provider';
import { AppProviders } from './providers';
import { router } from './router';

export function App({ language }: { language: InitialLanguage }) {
  return (
    <AppProviders language={language}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
