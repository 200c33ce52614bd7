// The delete dialog's first question: is the item still used? Answered from a fresh read
// of its list (the counts the API returns), not from what the screen loaded earlier.

export const inUseCheck =
  <T>(reload: () => Promise<T[] | undefined>, isItem: (item: T) => boolean, usesOf: (item: T) => number, reason: (uses: number) => string) =>
  async (): Promise<string | null> => {
    const item = (await reload())?.find(isItem);
    const uses = item ? usesOf(item) : 0;
    return uses > 0 ? reason(uses) : null;
  };
