import { DataExportCard } from '@/features/privacy/components/data-export-card';
import { PrivacySettingsForm } from '@/features/privacy/components/privacy-settings-form';
import type { Me } from '@/lib/session';

/** The privacy tab of /profile: the privacy settings and the data export. */
export function PrivacyTab({ me }: { me: Me }) {
  return (
    <div className="grid gap-6">
      <PrivacySettingsForm userType={me.profile?.userType} />
      <DataExportCard />
    </div>
  );
}
