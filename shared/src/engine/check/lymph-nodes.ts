/** How reports call a lymph node abnormal or normal: read by the negation and laterality rules. */

/** A lymph node by its word or its abbreviation ("LK", "LKs"), for the patterns below. */
export const NODE_WORD = String.raw`(?:lymphknoten|lymphadenopathie|(?<!\p{L})lk(?:s|n)?(?!\p{L}))`;

/** A clause about lymph nodes. */
export const NODE = new RegExp(NODE_WORD, 'iu');

/** A lymph node called abnormal: "suspekter", "vergrößerte", "auffälliger", "pathologische". */
export const NODE_ABNORMAL = new RegExp(
  String.raw`(?<!\p{L})(?:(?:\p{L}*suspekt|vergrößert|auffällig|pathologisch|metastas\p{L}*verdächtig|fdg-avid|pet-positiv|hypermetabol)\p{L}*,?\s+(?:\p{L}+,?\s+){0,2}${NODE_WORD}|lymphknotenmetasta)`,
  'iu',
);
export const NODE_DENIED = new RegExp(
  String.raw`(?<!\p{L})(?:kein\p{L}*|ohne)\s+(?:\p{L}+\s+)?(?:\p{L}*suspekt|vergrößert|auffällig|pathologisch|fdg-avid|pet-positiv|hypermetabol)\p{L}*\s+(?:\p{L}+,?\s+){0,4}${NODE_WORD}|(?<!\p{L})(?:kein\p{L}*|ohne)\s+(?:\p{L}+\s+)?lymphadenopathie\s+(?:am|im|in|an|entlang)\s|${NODE_WORD}\p{L}*\s+(?:\p{L}+\s+){0,2}(?:unauffällig|nicht\s+(?:pathologisch\s+)?vergrößert|nicht\s+suspekt)|(?<!\p{L})(?:schlanke|unauffällige|normale|regelrechte)[nr]?,?\s+(?:(?:schlanke|unauffällige|normale|regelrechte|kleine)[nr]?\s+)?${NODE_WORD}`,
  'iu',
);
/** A lymph node a cue denies, also at the end of a list ("kein Anhalt für Lokalrezidiv oder Lymphknotenmetastasen"). */
export const NODE_AFTER_CUE = new RegExp(
  String.raw`(?<!\p{L})(?:kein\p{L}*|ohne)\s+(?:\p{L}+\s+){0,5}${NODE_WORD}`,
  'iu',
);
/** Nodal spread denied ("Kein Anhalt für Lokalrezidiv oder Lymphknotenrezidiv", "ohne Lymphknotenmetastasen"). */
export const NODE_SPREAD_DENIED = new RegExp(
  `${NODE_AFTER_CUE.source}(?:metasta|rezidiv|befall|filia)`,
  'iu',
);
/** Signs of a malignant node: round, necrotic, without its fatty hilum. */
export const NODE_MALIGNANT_SIGNS =
  /rundlich|(?<!(?:kein\p{L}*|ohne)\s+(?:\p{L}+\s+)?)(?:nekro|einschmelz)|zentral\p{L}*\s+hypodens|ohne\s+fetthilus|fetthilus\s+(?:aufgehoben|fehlend|nicht)/iu;
/** A lymph node the Befund describes as abnormal by its signs ("verdickter Kortex", "ohne Fetthilus"). */
export const NODE_SIGNS =
  /vergrößert|suspekt|auffällig|pathologisch|nekro|kurzachse|kortex|rinde|fetthilus|rundlich/iu;

/** A lymph node described as normal: small, slender, with its fatty hilum, reactive. */
export const NODE_NORMAL =
  /unauffällig|reaktiv|schlank|nur\s+kleine|nicht\s+(?:pathologisch\s+)?vergrößert|(?:mit|erhaltene[mnr]?)\s+(?:\p{L}+\s+){0,3}(?:fett)?hilus|fetthilus\s+erhalten/iu;
