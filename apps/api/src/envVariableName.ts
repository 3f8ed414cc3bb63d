/** `heroVideo` with prefix `MEDIA` → `MEDIA_HERO_VIDEO`: variables named after the shared schemas' fields. */
export function envVariableName(prefix: string, field: string): string {
  return `${prefix}_${field.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
}
