import type { MyApplication } from '@partnerly/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, RefreshCw, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-provider';
import type { RepresentedCreator } from '../api/represented-creators';

interface CreatorPickerProps {
  creators: UseQueryResult<RepresentedCreator[]>;
  value: string;
  error?: string;
  disabled: boolean;
  onChange(creatorId: string): void;
}

/** The agent's choice of the creator it applies for (its accepted representations). */
export function CreatorPicker({ creators, value, error, disabled, onChange }: CreatorPickerProps) {
  const t = useT();
  if (creators.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" /> {t('apply.loadingCreators')}
      </p>
    );
  }
  if (creators.isError) {
    return (
      <Alert variant="destructive">
        <CircleAlert aria-hidden />
        <AlertTitle>{t('apply.creatorsFailed')}</AlertTitle>
        <AlertDescription className="grid gap-2">
          <span>{creators.error.message}</span>
          <Button
            size="sm"
            variant="outline"
            className="w-fit"
            onClick={() => void creators.refetch()}
            disabled={creators.isFetching}
          >
            <RefreshCw aria-hidden /> {t('campaigns.tryAgain')}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (creators.data.length === 0) {
    return (
      <Alert>
        <UserPlus aria-hidden />
        <AlertTitle>{t('apply.noCreators')}</AlertTitle>
        <AlertDescription className="grid gap-2">
          <span>{t('apply.noCreatorsHint')}</span>
          <Link
            to="/agent-dashboard"
            className="w-fit font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('apply.goToAgentHub')}
          </Link>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <SelectField
      label={t('apply.applyFor')}
      placeholder={t('apply.selectCreator')}
      options={creators.data.map((creator) => ({
        id: creator.id,
        label: `${creator.name} (${creator.email})`,
      }))}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      disabled={disabled}
    />
  );
}

/** The campaign already has this creator's application: where to follow it instead. */
export function AlreadyApplied({ application, isAgent }: { application: MyApplication; isAgent: boolean }) {
  const t = useT();
  return (
    <Alert>
      <CircleCheck aria-hidden />
      <AlertTitle>{t('apply.alreadyAppliedTitle')}</AlertTitle>
      <AlertDescription className="grid gap-2">
        <span>
          {isAgent
            ? t('apply.creatorAlreadyApplied', { name: application.creator.name })
            : t('apply.alreadyApplied')}
        </span>
        <Link
          to="/my-applications"
          className="w-fit font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('apply.viewMyApplications')}
        </Link>
      </AlertDescription>
    </Alert>
  );
}
