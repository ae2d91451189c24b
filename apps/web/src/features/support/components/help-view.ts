/** The Help dialog's tabs. */
export type HelpView = 'new' | 'requests';

/**
 * The Help dialog a link opens: ?help=requests (the support answer's notification and e-mail)
 * or ?help=new; null for anything else.
 */
export function helpViewOf(param: string | null): HelpView | null {
  return param === 'requests' || param === 'new' ? param : null;
}
