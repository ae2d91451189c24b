import { APPLICATION_MESSAGES, type MyApplication } from '@partnerly/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, RefreshCw, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
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
  if (creators.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" /> Loading the creators you represent...
      </p>
    );
  }
  if (creators.isError) {
    return (
      <Alert variant="destructive">
        <CircleAlert aria-hidden />
        <AlertTitle>Unable to load your creators</AlertTitle>
        <AlertDescription className="grid gap-2">
          <span>{creators.error.message}</span>
          <Button
            size="sm"
            variant="outline"
            className="w-fit"
            onClick={() => void creators.refetch()}
            disabled={creators.isFetching}
          >
            <RefreshCw aria-hidden /> Try Again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (creators.data.length === 0) {
    return (
      <Alert>
        <UserPlus aria-hidden />
        <AlertTitle>No creators to apply for yet</AlertTitle>
        <AlertDescription className="grid gap-2">
          <span>
            Agents apply on behalf of the creators they represent. Send a creator a representation request;
            once they accept, you can apply for them here.
          </span>
          <Link
            to="/agent-dashboard"
            className="w-fit font-medium text-primary underline-offset-4 hover:underline"
          >
            Go to Agent Hub
          </Link>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <SelectField
      label="Apply for"
      placeholder="Select a creator"
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
  return (
    <Alert>
      <CircleCheck aria-hidden />
      <AlertTitle>{APPLICATION_MESSAGES.alreadyAppliedTitle}</AlertTitle>
      <AlertDescription className="grid gap-2">
        <span>
          {isAgent
            ? `${application.creator.name} has already applied to this campaign.`
            : APPLICATION_MESSAGES.alreadyApplied}
        </span>
        <Link
          to="/my-applications"
          className="w-fit font-medium text-primary underline-offset-4 hover:underline"
        >
          View My Applications
        </Link>
      </AlertDescription>
    </Alert>
  );
}
