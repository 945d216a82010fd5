/**
 * A spelling key that folds the variants a recognizer or a Latin/German spelling swap produces:
 * c/k/z, ph/f, th/t, y/i, ae/oe, doubled letters, hyphens and spaces. "Truncus zöliakus" and
 * "coeliacus", "Osteofyten" and "Osteophyten", "Birads" and "BI-RADS" share a key.
 */
export function spellingKey(word: string): string {
  return word
    .toLowerCase()
    .replace(/[\s-]/g, '')
    .replace(/ae/g, 'ä')
    .replace(/oe/g, 'ö')
    .replace(/ph/g, 'f')
    .replace(/th/g, 't')
    .replace(/rh/g, 'r')
    .replace(/y/g, 'i')
    .replace(/c(?=[eiäöy])/g, 'z')
    .replace(/ck/g, 'k')
    .replace(/c/g, 'k')
    .replace(/(.)\1+/g, '$1');
}

/** Damerau-Levenshtein distance (optimal string alignment), small inputs only. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array(rows * cols).fill(0);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (d[(i - 1) * cols + j] as number) + 1,
        (d[i * cols + j - 1] as number) + 1,
        (d[(i - 1) * cols + j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (d[(i - 2) * cols + j - 2] as number) + 1);
      }
      d[i * cols + j] = best;
    }
  }
  return d[rows * cols - 1] as number;
}
