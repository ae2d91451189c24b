import {
  BRAND_BIO_MAX,
  BRAND_INDUSTRIES,
  BRAND_PROFILE_NAME_MAX,
  COMPANY_NAME_MAX,
  COMPANY_SIZES,
  LOCATION_MAX,
  type BrandProfile,
  type VerificationStatus,
} from '@partnerly/contracts';
import { Clock, ShieldAlert } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { useCountries } from '@/lib/reference-locations';
import type { BrandProfileFormValues } from '../brand-profile-form';
import { labelOf, ReadOnlyField } from './form-controls';
import { LocationFields } from './location-fields';
import { ProfilePhoto } from './profile-photo';

interface ProfileTabProps {
  profile: BrandProfile;
  accountEmail: string;
  /** The brand's verification (its workspace's): the overview's chip. */
  verificationStatus: VerificationStatus;
  isEditing: boolean;
  /** No photo upload or removal (the role may not change brand profiles). */
  isReadOnly?: boolean;
}

/** Profile tab: overview card, Basic Information and Business Details (spec 02 section 2). */
export function ProfileTab({
  profile,
  accountEmail,
  verificationStatus,
  isEditing,
  isReadOnly,
}: ProfileTabProps) {
  return (
    <div className="grid gap-6">
      <OverviewCard
        profile={profile}
        accountEmail={accountEmail}
        verificationStatus={verificationStatus}
        isReadOnly={isReadOnly}
      />
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Basic Information</CardTitle>
          <CardDescription>How your brand introduces itself to creators.</CardDescription>
        </CardHeader>
        <CardContent>
          {isEditing ? <BasicInformationForm /> : <BasicInformationView profile={profile} />}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Business Details</CardTitle>
          <CardDescription>Your industry, size and where you are based.</CardDescription>
        </CardHeader>
        <CardContent>
          {isEditing ? <BusinessDetailsForm /> : <BusinessDetailsView profile={profile} />}
        </CardContent>
      </Card>
    </div>
  );
}

function OverviewCard({
  profile,
  accountEmail,
  verificationStatus,
  isReadOnly,
}: Omit<ProfileTabProps, 'isEditing'>) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-6 pt-6 sm:flex-row sm:items-center">
        <ProfilePhoto
          profileId={profile.id}
          imageUrl={profile.profileImageUrl}
          kind="logo"
          name={profile.companyName || profile.profileName}
          isReadOnly={isReadOnly}
        />
        <div className="grid min-w-0 flex-1 gap-1 text-center sm:text-left">
          <h2 className="truncate text-xl font-semibold">{profile.profileName}</h2>
          {profile.companyName ? (
            <p className="truncate text-muted-foreground">{profile.companyName}</p>
          ) : null}
          <p className="truncate text-sm text-muted-foreground">{accountEmail}</p>
          <div className="mt-2 flex flex-wrap justify-center gap-2 sm:justify-start">
            {profile.isDefault ? <Badge>Default</Badge> : null}
            <VerificationChip status={verificationStatus} />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

/** Verified Brand once an admin approved the brand; Pending Verification while a request waits. */
function VerificationChip({ status }: { status: VerificationStatus }) {
  if (status === 'verified') return <VerifiedBadge label="Verified Brand" />;
  return (
    <Badge variant="outline" className="gap-1">
      {status === 'pending' ? (
        <>
          <Clock className="size-3.5" aria-hidden /> Pending Verification
        </>
      ) : (
        <>
          <ShieldAlert className="size-3.5" aria-hidden /> Not Verified
        </>
      )}
    </Badge>
  );
}

function websiteLink(url: string | null) {
  if (!url) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="text-primary underline-offset-4 hover:underline"
    >
      {url}
    </a>
  );
}

function BasicInformationView({ profile }: { profile: BrandProfile }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <ReadOnlyField label="Profile Name" value={profile.profileName} />
      <ReadOnlyField label="Company Name" value={profile.companyName} />
      <ReadOnlyField label="Bio" value={profile.bio} className="sm:col-span-2" />
      <ReadOnlyField label="Website" value={websiteLink(profile.websiteUrl)} />
      <ReadOnlyField label="Phone" value={profile.phone} />
      <ReadOnlyField
        label="Instagram Handle"
        value={profile.instagramHandle ? `@${profile.instagramHandle}` : null}
      />
    </dl>
  );
}

function BasicInformationForm() {
  const { register, formState } = useFormContext<BrandProfileFormValues>();
  const { errors } = formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Profile Name *"
        required
        maxLength={BRAND_PROFILE_NAME_MAX}
        error={errors.profileName?.message}
        {...register('profileName')}
      />
      <TextField
        label="Company Name"
        maxLength={COMPANY_NAME_MAX}
        autoComplete="organization"
        error={errors.companyName?.message}
        {...register('companyName')}
      />
      <TextareaField
        label="Bio"
        className="sm:col-span-2"
        rows={4}
        maxLength={BRAND_BIO_MAX}
        placeholder="Tell creators about your brand"
        error={errors.bio?.message}
        {...register('bio')}
      />
      <TextField
        label="Website"
        type="url"
        inputMode="url"
        placeholder="https://example.com"
        autoComplete="url"
        error={errors.websiteUrl?.message}
        {...register('websiteUrl')}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        placeholder="+971 50 123 4567"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label="Instagram Handle"
        placeholder="@yourbrand"
        autoCapitalize="none"
        error={errors.instagramHandle?.message}
        {...register('instagramHandle')}
      />
    </div>
  );
}

function BusinessDetailsView({ profile }: { profile: BrandProfile }) {
  const countries = useCountries();
  const countryName = countries.data?.find((item) => item.code === profile.country)?.name ?? profile.country;
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <ReadOnlyField label="Industry" value={labelOf(BRAND_INDUSTRIES, profile.industry)} />
      <ReadOnlyField label="Company Size" value={labelOf(COMPANY_SIZES, profile.companySize)} />
      <ReadOnlyField label="Country" value={countryName} />
      <ReadOnlyField label="City" value={profile.city} />
      <ReadOnlyField label="Location" value={profile.location} className="sm:col-span-2" />
    </dl>
  );
}

function BusinessDetailsForm() {
  const { register, formState } = useFormContext<BrandProfileFormValues>();
  const { errors } = formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Industry"
        placeholder="Select an industry"
        options={BRAND_INDUSTRIES}
        error={errors.industry?.message}
        {...register('industry')}
      />
      <SelectField
        label="Company Size"
        placeholder="Select a company size"
        options={COMPANY_SIZES}
        error={errors.companySize?.message}
        {...register('companySize')}
      />
      <LocationFields />
      <TextField
        label="Location"
        className="sm:col-span-2"
        maxLength={LOCATION_MAX}
        placeholder="Street address or area"
        autoComplete="street-address"
        error={errors.location?.message}
        {...register('location')}
      />
    </div>
  );
}
