import { BRAND_PROFILE_NAME_MAX } from '@partnerly/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useCreateBrandProfile } from '../api/create-brand-profile';

interface FirstProfileFormProps {
  /** The account's company name, offered as the profile and company name. */
  companyName: string | null;
}

/** 'No profile found. Please create a profile first.' with the form that creates the main profile. */
export function FirstProfileForm({ companyName }: FirstProfileFormProps) {
  const [profileName, setProfileName] = useState(companyName ?? '');
  const [error, setError] = useState<string>();
  const create = useCreateBrandProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = profileName.trim();
    if (!name) {
      setError('Profile name is required');
      return;
    }
    setError(undefined);
    create.mutate(
      { profileName: name, companyName: companyName?.trim() || null },
      {
        onError: (failure) => {
          const message = isApiError(failure) ? failure.message : 'Please try again.';
          if (isApiError(failure) && failure.fields.profileName?.[0]) setError(failure.fields.profileName[0]);
          toast({ title: 'Failed to create profile', description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">No profile found. Please create a profile first.</CardTitle>
        <CardDescription>
          Your first profile is your main profile: it manages the subscription and the team.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={submit}
          noValidate
          aria-label="Create brand profile"
          className="flex flex-col gap-4 sm:flex-row sm:items-start"
        >
          <TextField
            label="Profile Name"
            className="flex-1"
            value={profileName}
            maxLength={BRAND_PROFILE_NAME_MAX}
            onChange={(event) => setProfileName(event.target.value)}
            error={error}
            required
          />
          <Button type="submit" className="sm:mt-6" disabled={create.isPending || profileName.trim() === ''}>
            {create.isPending ? <Spinner className="text-current" /> : null}
            Create Profile
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
