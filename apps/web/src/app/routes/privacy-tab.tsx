import { ConsentHistoryCard } from '@/features/consents/components/consent-history-card';
import { DataExportCard } from '@/features/privacy/components/data-export-card';
import { PrivacySettingsForm } from '@/features/privacy/components/privacy-settings-form';
import type { Me } from '@/lib/session';

/** The privacy tab of /profile: the privacy settings, the consent history and the data export. */
export function PrivacyTab({ me }: { me: Me }) {
  return (
    <div className="grid gap-6">
      <PrivacySettingsForm userType={me.profile?.userType} />
      <ConsentHistoryCard />
      <DataExportCard />
    </div>
  );
}
