import type { MessageAttachment, MessageSide, ReportedConversation } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { MessageValues } from '@/lib/i18n/i18n-provider';
import { translateName } from '@/lib/i18n/known-messages';

// How the admin reads a reported thread (read-only): who is on it and what each file is.

type Translate = (key: MessageKey, values?: MessageValues) => string;

export const SIDE_LABELS: Record<MessageSide, MessageKey> = {
  brand: 'adminModeration.side.brand',
  creator: 'adminModeration.side.creator',
  agent: 'adminModeration.side.agent',
};

/** 'Brand: Acme Trading · Creator: Noor Saleh · Agent: Avery Agent'. */
export function partiesLine(t: Translate, parties: ReportedConversation['parties']): string {
  return parties.map((party) => `${t(SIDE_LABELS[party.side])}: ${translateName(party.name, t)}`).join(' · ');
}

const KB = 1024;

/** '812 bytes', '240 KB', '3.4 MB'. */
export function fileSizeLabel(t: Translate, bytes: number): string {
  if (bytes < KB) return t('adminModeration.fileBytes', { count: bytes });
  if (bytes < KB * KB) return t('adminModeration.fileKilobytes', { size: String(Math.round(bytes / KB)) });
  return t('adminModeration.fileMegabytes', { size: (bytes / KB / KB).toFixed(1) });
}

/** A file link's words: its kind and size ('PDF, 240 KB'), read after its name. */
export function attachmentLabel(t: Translate, file: Pick<MessageAttachment, 'contentType' | 'size'>): string {
  const size = fileSizeLabel(t, file.size);
  return file.contentType === 'application/pdf'
    ? t('adminModeration.filePdf', { size })
    : t('adminModeration.fileImage', { size });
}
