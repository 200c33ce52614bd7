/**
 * The spec's display-name rule: the name from the user's metadata, else the part of the
 * email before @, else undefined (the UI shows its generic user label).
 */
export const displayNameOf = (user: { name?: string | null; email?: string | null }): string | undefined => {
  const name = user.name?.trim();
  if (name) return name;
  const local = user.email?.split('@')[0]?.trim();
  return local || undefined;
};
