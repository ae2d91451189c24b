import { en, type MessageKey } from '@partnerly/contracts/i18n';
import { createIntl } from 'react-intl';
import type { MessageValues } from './i18n-provider';

// The English message function outside React, for the unit tests of helpers that take `t`
// (the English texts are the ones the specs and the browser tests name).
const intl = createIntl({ locale: 'en-AE', messages: en });

export const englishT = (key: MessageKey, values?: MessageValues): string =>
  intl.formatMessage({ id: key }, values);
