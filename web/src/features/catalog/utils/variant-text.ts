// How a variant reads in lists and choices: its name and value as "Tamaño: 20x20". A
// photographer often repeats one in the other (name "13x18", value "13x18 cm"): then only
// the longer one is shown, so nothing reads twice.
import type { Variant } from '@fotostudio/shared/contracts/catalog';

const comparable = (text: string) => text.trim().toLocaleLowerCase().replace(/\s+/g, ' ');

export const variantText = ({ name, value }: Pick<Variant, 'name' | 'value'>): string => {
  const [shownName, shownValue] = [name.trim(), value.trim()];
  if (comparable(shownValue).includes(comparable(shownName))) return shownValue;
  if (comparable(shownName).includes(comparable(shownValue))) return shownName;
  return `${shownName}: ${shownValue}`;
};
