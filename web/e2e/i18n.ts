/**
 * Fills `{{name}}` placeholders the way i18next does, to compare with what the page shows;
 * `{{name, number}}` is formatted as Spanish numbers, as the app's Spanish texts show them.
 */
export const interpolate = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)(?:,\s*(number))?\}\}/g, (whole, name: string, format?: string) => {
    if (!(name in values)) return whole;
    const value = values[name];
    return format === 'number' && typeof value === 'number' ? new Intl.NumberFormat('es-ES').format(value) : String(value);
  });
