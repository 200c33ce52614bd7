/** Fills `{{name}}` placeholders the way i18next does, to compare with what the page shows. */
export const interpolate = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
