import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { LanguageProvider, type InitialLanguage } from '@/lib/i18n/i18n-provider';
import { createQueryClient } from '@/lib/query-client';
import { ThemeProvider } from '@/lib/theme';

// Radix Toast loads after the first paint; toasts raised before that wait in the queue
// (components/ui/use-toast) and show once it is there.
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }));

export function AppProviders({ language, children }: { language: InitialLanguage; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initial={language}>
        <ThemeProvider>
          {children}
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </ThemeProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
}
