/**
 * Splits a server message of the form 'Title: description' (spec 02 section 8, e.g. 'Team
 * Member Limit Reached: You can only add 1 team member(s) with your current plan.') into a
 * toast's title and description; a message without a title gets `fallbackTitle`.
 */
export function splitTitledMessage(
  message: string,
  fallbackTitle: string,
): { title: string; description: string } {
  const match = /^([A-Z][A-Za-z ]{2,40}): (.+)$/s.exec(message.trim());
  if (!match) return { title: fallbackTitle, description: message.trim() };
  return { title: match[1]!, description: match[2]! };
}
