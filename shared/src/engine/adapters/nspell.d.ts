/** The part of nspell's API the dictionary adapter uses (the package ships no types). */
declare module 'nspell' {
  interface NSpell {
    correct(word: string): boolean;
  }
  export default function nspell(dictionary: { aff: Uint8Array | string; dic: Uint8Array | string }): NSpell;
}
