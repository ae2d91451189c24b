import { brandProfileCompletion } from '@partnerly/contracts';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useBrandProfileList } from '@/api/brand-profiles/brand-profile-list';
import { useT } from '@/lib/i18n/i18n-provider';
import { useCurrentBrandProfile } from '../api/selected-brand-profile';
import { CompletionMeter } from './completion-meter';

const PROFILE_PATH = '/profile?tab=profile';

/**
 * The profile completion widget on the brand home (spec 02 sections 2 and 5): the acting
 * profile's completion with a link to finish it. Gone once the profile is complete, and
 * while the profiles load; a brand without a profile is asked to create one.
 */
export function ProfileCompletionWidget() {
  const t = useT();
  const profiles = useBrandProfileList();
  const { current } = useCurrentBrandProfile(profiles.data?.profiles);
  if (!profiles.isSuccess) return null;
  if (!current) {
    return (
      <Card role="region" aria-labelledby="completion-no-profile">
        <CardHeader className="pb-3">
          <CardTitle id="completion-no-profile" className="text-base">
            {t('brandProfiles.completionTitle')}
          </CardTitle>
          <CardDescription>{t('brandProfiles.completionNoProfile')}</CardDescription>
        </CardHeader>
        <CardContent className="flex justify-end">
          <Button asChild size="sm">
            <Link to={PROFILE_PATH}>
              {t('brandProfiles.createProfile')} <ArrowRight aria-hidden className="rtl:-scale-x-100" />
            </Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (brandProfileCompletion(current).percentage === 100) return null;
  return (
    <CompletionMeter
      profile={current}
      action={
        <Button asChild size="sm" variant="outline">
          <Link to={PROFILE_PATH}>
            {t('brandProfiles.completeProfile')} <ArrowRight aria-hidden className="rtl:-scale-x-100" />
          </Link>
        </Button>
      }
    />
  );
}
