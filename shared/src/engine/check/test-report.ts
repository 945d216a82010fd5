/** Builds a four-section report for tests. */
export function report(
  befund: string,
  beurteilung: string,
  klinik = 'Verlaufskontrolle.',
  technik = 'CT mit Kontrastmittel.',
): string {
  return `Klinische Angaben:\n${klinik}\n\nTechnik:\n${technik}\n\nBefund:\n${befund}\n\nBeurteilung:\n${beurteilung}`;
}
