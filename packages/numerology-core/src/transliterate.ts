/**
 * Devanagari to Latin letters, for names: a spelling to offer a visitor who writes their name in
 * Devanagari, since numerology reads names from the letters A to Z. The visitor confirms or edits
 * it; this is a first guess, not an authority.
 *
 * The scheme is the everyday one of Indian passports and PAN cards, not a scholarly one (no
 * diacritics, no IAST): long and short vowels mostly share a letter (आ, ा -> a; ऊ, ू -> u), except
 * ई/ी, written "ee" inside a word and "i" at its end (Deepak, Preeti, Lakshmi) or where Hindi
 * says it short before a final long a (सुनीता -> Sunita, not Suneeta); श and ष -> sh,
 * छ -> chh, ज्ञ -> gy, व -> w after a consonant (Swati, Ashwin) and v elsewhere; anusvara -> m
 * before p, b and m, else n. The inherent vowel is dropped where Hindi drops it: at the end of a
 * word (राम -> Ram) unless a consonant cluster precedes it (कृष्ण -> Krishna), and in the middle
 * between a vowel-consonant and a consonant-vowel (कमला -> Kamla). A few common names whose usual
 * spelling no rule gives (वर्मा -> Verma, सिंह -> Singh) come from a short table.
 * Other characters (Latin letters, spaces, dots, hyphens) are kept as they are.
 */

/** Usual spellings no rule gives, by the word as written in Devanagari. */
const USUAL_SPELLINGS: Readonly<Record<string, string>> = {
  वर्मा: 'Verma',
  सिंह: 'Singh',
  अग्रवाल: 'Agarwal',
  श्रीवास्तव: 'Srivastava',
  चौधरी: 'Chaudhary',
  रेड्डी: 'Reddy',
};

// prettier-ignore
const CONSONANTS: Readonly<Record<string, string>> = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'n',
  च: 'ch', छ: 'chh', ज: 'j', झ: 'jh', ञ: 'n',
  ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n',
  त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n',
  प: 'p', फ: 'ph', ब: 'b', भ: 'bh', म: 'm',
  य: 'y', र: 'r', ल: 'l', व: 'v', श: 'sh', ष: 'sh', स: 's', ह: 'h', ळ: 'l',
};

/** A consonant with the nukta sign (़); NFC writes क़, ज़, फ़ ... as letter and nukta. */
// prettier-ignore
const NUKTA_FORMS: Readonly<Record<string, string>> = {
  क: 'q', ख: 'kh', ग: 'gh', ज: 'z', ड: 'r', ढ: 'rh', फ: 'f', य: 'y',
};

// prettier-ignore
const VOWELS: Readonly<Record<string, string>> = {
  अ: 'a', आ: 'a', इ: 'i', ई: 'ee', उ: 'u', ऊ: 'u', ऋ: 'ri', ए: 'e', ऐ: 'ai', ओ: 'o', औ: 'au',
  ऍ: 'e', ऑ: 'o',
};

// prettier-ignore
const VOWEL_SIGNS: Readonly<Record<string, string>> = {
  'ा': 'a', 'ि': 'i', 'ी': 'ee', 'ु': 'u', 'ू': 'u', 'ृ': 'ri', 'े': 'e', 'ै': 'ai', 'ो': 'o',
  'ौ': 'au', 'ॅ': 'e', 'ॉ': 'o',
};

const VIRAMA = '्';
const NUKTA = '़';
const ANUSVARA = 'ं';
const CHANDRABINDU = 'ँ';
const VISARGA = 'ः';
const LABIALS = new Set(['p', 'ph', 'b', 'bh', 'm', 'f']);

/** One sound of a word: a consonant, a vowel (the inherent one marked), or a nasal sign. */
type Sound =
  | { kind: 'consonant'; latin: string }
  | { kind: 'vowel'; latin: string; inherent: boolean }
  | { kind: 'nasal' };

/** Reads one word of Devanagari into sounds, each consonant with its vowel or none (virama). */
function sounds(word: string): Sound[] {
  const out: Sound[] = [];
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    let consonant = CONSONANTS[char];
    if (consonant !== undefined) {
      if (chars[i + 1] === NUKTA) {
        consonant = NUKTA_FORMS[char] ?? consonant;
        i++;
      }
      // ज्ञ is read "gy" (Gyan), not "jn".
      if (char === 'ज' && chars[i + 1] === VIRAMA && chars[i + 2] === 'ञ') {
        consonant = 'gy';
        i += 2;
      }
      // व after a consonant (its virama before it) is a w: Swati, Ashwin, Dwivedi.
      if (char === 'व' && out.at(-1)?.kind === 'consonant') consonant = 'w';
      out.push({ kind: 'consonant', latin: consonant });
      const next = chars[i + 1];
      if (next === VIRAMA) i++;
      else if (next !== undefined && VOWEL_SIGNS[next] !== undefined) {
        out.push({ kind: 'vowel', latin: VOWEL_SIGNS[next], inherent: false });
        i++;
      } else out.push({ kind: 'vowel', latin: 'a', inherent: true });
      continue;
    }
    const vowel = VOWELS[char] ?? VOWEL_SIGNS[char];
    if (vowel !== undefined) out.push({ kind: 'vowel', latin: vowel, inherent: false });
    else if (char === ANUSVARA || char === CHANDRABINDU) out.push({ kind: 'nasal' });
    else if (char === VISARGA) out.push({ kind: 'consonant', latin: 'h' });
    // Anything else inside a Devanagari word (a stray sign, a zero-width joiner) is dropped.
  }
  return out;
}

const isVowel = (sound: Sound | undefined) => sound?.kind === 'vowel';
const isConsonant = (sound: Sound | undefined) => sound?.kind === 'consonant';

/** Drops the inherent vowels Hindi does not say (schwa deletion). */
function dropSilentVowels(word: Sound[]): Sound[] {
  const kept = [...word];
  const last = kept.length - 1;
  const final = kept[last];
  // At the end of a word of more than one syllable, unless a cluster precedes it (Krishna).
  if (
    final?.kind === 'vowel' &&
    final.inherent &&
    kept.filter(isVowel).length > 1 &&
    !(isConsonant(kept[last - 1]) && isConsonant(kept[last - 2]))
  ) {
    kept.splice(last, 1);
  }
  // Inside the word, right to left: vowel, consonant, [a], consonant, vowel (Kamla, Mehta).
  for (let i = kept.length - 2; i >= 2; i--) {
    const sound = kept[i];
    if (
      sound?.kind === 'vowel' &&
      sound.inherent &&
      isConsonant(kept[i - 1]) &&
      isVowel(kept[i - 2]) &&
      isConsonant(kept[i + 1]) &&
      isVowel(kept[i + 2])
    ) {
      kept.splice(i, 1);
    }
  }
  return kept;
}

/**
 * Whether a long i is written i as most people write it: after a short syllable and before a
 * final "ta"-like syllable with its long a (सुनीता -> Sunita, अनीता -> Anita, विनीता -> Vinita),
 * where Hindi says it short. Sangeeta (a nasal before) and Geeta (the first syllable) keep ee.
 */
function shortInUse(word: Sound[], i: number): boolean {
  const last = word.length - 1;
  const final = word[last];
  return (
    i >= 2 &&
    word[i - 1]?.kind === 'consonant' &&
    word[i - 2]?.kind === 'vowel' &&
    word[i + 1]?.kind === 'consonant' &&
    i + 2 === last &&
    final?.kind === 'vowel' &&
    final.latin === 'a' &&
    !final.inherent
  );
}

function spell(word: Sound[]): string {
  let text = '';
  word.forEach((sound, i) => {
    if (sound.kind === 'nasal') {
      const next = word[i + 1];
      text += next?.kind === 'consonant' && LABIALS.has(next.latin) ? 'm' : 'n';
    } else if (
      sound.kind === 'vowel' &&
      sound.latin === 'ee' &&
      (i === 0 || i === word.length - 1)
    ) {
      // A long i that starts or ends a name is written i: Ishan, Lakshmi, Devi, Joshi.
      text += 'i';
    } else if (sound.kind === 'vowel' && sound.latin === 'ee' && shortInUse(word, i)) {
      text += 'i';
    } else text += sound.latin;
  });
  return text;
}

const DEVANAGARI_WORD = /[\u0900-\u0963\u0970-\u097F]+/g;
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/g;

/** Whether the text has any Devanagari letter. */
export function hasDevanagari(text: string): boolean {
  return /[\u0900-\u0963\u0970-\u097F]/.test(text);
}

/**
 * A Latin spelling of a name written in Devanagari, each word capitalised:
 * "आशा वर्मा" -> "Asha Verma", "लक्ष्मी" -> "Lakshmi". Latin text passes through unchanged.
 */
export function transliterate(text: string): string {
  return text
    .normalize('NFC')
    .replace(DEVANAGARI_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x0966))
    .replace(/[।॥]/g, '')
    .replace(DEVANAGARI_WORD, (word) => {
      const latin = USUAL_SPELLINGS[word] ?? spell(dropSilentVowels(sounds(word)));
      return latin.charAt(0).toUpperCase() + latin.slice(1);
    });
}
