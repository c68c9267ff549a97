// What staff call each page (issue 35): "Home", not its search title "Jordan Ellis for President |
// Strength. Service. Solidarity.". The search title is still shown beside it.
const NAMES: Record<string, string> = {
  home: 'Home',
  emails: 'Automatic e-mails',
};

/**
 * The page's everyday name: Home by name, the others by their search title up to its " | " (the
 * campaign's name after it says nothing about the page), e.g. "About Jordan Ellis".
 */
export function pageName(key: string, title: string): string {
  return NAMES[key] ?? (title.split(' | ')[0].trim() || title);
}

/** Fields whose schema name says too little on screen (Home's hero "Name" is its big headline). */
export const FIELD_LABELS: Record<string, Record<string, string>> = {
  home: {
    'hero.name': "Big headline (the candidate's name)",
    'hero.office': 'Line under the headline (the office sought)',
  },
};
