import type { MessageAttachment, MessageSide, ReportedConversation } from '@partnerly/contracts';

// How the admin reads a reported thread (read-only): who is on it and what each file is.

export const SIDE_LABELS: Record<MessageSide, string> = {
  brand: 'Brand',
  creator: 'Creator',
  agent: 'Agent',
};

/** 'Brand: Acme Trading · Creator: Noor Saleh · Agent: Avery Agent'. */
export function partiesLine(parties: ReportedConversation['parties']): string {
  return parties.map((party) => `${SIDE_LABELS[party.side]}: ${party.name}`).join(' · ');
}

const KB = 1024;

/** '812 bytes', '240 KB', '3.4 MB'. */
export function fileSizeLabel(bytes: number): string {
  if (bytes < KB) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < KB * KB) return `${Math.round(bytes / KB)} KB`;
  return `${(bytes / KB / KB).toFixed(1)} MB`;
}

/** A file link's words: its kind and size ('PDF, 240 KB'), read after its name. */
export function attachmentLabel(file: Pick<MessageAttachment, 'contentType' | 'size'>): string {
  const kind = file.contentType === 'application/pdf' ? 'PDF' : 'Image';
  return `${kind}, ${fileSizeLabel(file.size)}`;
}
