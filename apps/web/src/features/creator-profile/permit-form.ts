import {
  permitExpiryProblem,
  updateAdvertiserPermitInput,
  type AdvertiserPermitExemption,
  type MyAdvertiserPermit,
  type UpdateAdvertiserPermitValues,
} from '@partnerly/contracts';

// The Advertiser Permit form's state and checks (the server checks the same again).

export type PermitMode = 'permit' | 'exempt' | 'none';

export interface PermitFormValues {
  mode: PermitMode;
  permitNumber: string;
  expiresOn: string;
  exemption: AdvertiserPermitExemption | '';
}

/** The form as the saved permit fills it. */
export function permitFormValues(permit: MyAdvertiserPermit | undefined): PermitFormValues {
  const mode: PermitMode = permit?.exemption ? 'exempt' : permit?.permitNumber ? 'permit' : 'none';
  return {
    mode,
    permitNumber: permit?.permitNumber ?? '',
    expiresOn: permit?.expiresOn ?? '',
    exemption: permit?.exemption ?? '',
  };
}

export type PermitFormResult =
  | { values: UpdateAdvertiserPermitValues; fields?: undefined }
  | { values?: undefined; fields: Record<string, string> };

/** The request to send, or the first message per field; `today` is the UAE day. */
export function checkPermitForm(form: PermitFormValues, today: string): PermitFormResult {
  const body =
    form.mode === 'permit'
      ? { mode: 'permit', permitNumber: form.permitNumber, expiresOn: form.expiresOn }
      : form.mode === 'exempt'
        ? { mode: 'exempt', exemption: form.exemption || undefined }
        : { mode: 'none' };
  const parsed = updateAdvertiserPermitInput.safeParse(body);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'mode');
      fields[field] ??= issue.message;
    }
    return { fields };
  }
  if (parsed.data.mode === 'permit') {
    const problem = permitExpiryProblem(parsed.data.expiresOn, today);
    if (problem) return { fields: { expiresOn: problem } };
  }
  return { values: parsed.data };
}
