import type { AdminDispute } from '@partnerly/contracts';
import { FormattedMessage } from 'react-intl';
import { useNameText, useT } from '@/lib/i18n/i18n-provider';
import { partyRole } from './dispute-labels';

/** 'Sara Ahmed (Creator)', the name isolated in its own direction; no account reads 'Deleted account'. */
export function PartyName({ person }: { person: AdminDispute['initiator'] | null }) {
  const t = useT();
  const nameText = useNameText();
  if (!person) return t('adminDisputes.deletedAccount');
  const name = <bdi>{nameText(person.name)}</bdi>;
  const role = partyRole(t, person);
  return role ? <FormattedMessage id="adminDisputes.partyWithRole" values={{ name, role }} /> : name;
}
