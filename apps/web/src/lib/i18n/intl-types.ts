import type { MessageKey } from '@partnerly/contracts/i18n';

// react-intl checks every message id against the catalogs' keys (FormatJS's typed ids).
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageKey;
    }
  }
}
