// SCAFFOLD (issue 17): filled in by the helper who owns this tab before anything lands.
export function MyCodesTab() {
  return null;
}
