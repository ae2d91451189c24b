// Copying text on the public pages (no app bundle, so no shared hook from the app).

/** Copies with the Clipboard API, or a selected text field where it is unavailable (plain http). */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.className = 'fixed -left-[9999px]';
    document.body.append(field);
    field.select();
    try {
      // The fallback of last resort: deprecated, still the one way without the Clipboard API.
      return document.execCommand('copy');
    } finally {
      field.remove();
    }
  }
}
