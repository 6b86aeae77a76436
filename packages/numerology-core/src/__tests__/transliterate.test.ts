import { describe, expect, it } from 'vitest';
import { hasDevanagari, transliterate } from '../transliterate.js';
import { nameNumber } from '../name-number.js';

describe('transliterate', () => {
  it.each([
    ['आशा वर्मा', 'Asha Verma'],
    ['राहुल शर्मा', 'Rahul Sharma'],
    ['लक्ष्मी', 'Lakshmi'],
    ['प्रिया सिंह', 'Priya Singh'],
    ['अमित कुमार', 'Amit Kumar'],
    ['सुनील गुप्ता', 'Suneel Gupta'],
    ['कृष्ण', 'Krishna'],
    ['आदित्य', 'Aditya'],
    ['कमला', 'Kamla'],
    ['नवनीत', 'Navneet'],
    ['संजय पटेल', 'Sanjay Patel'],
    ['अंजलि मेहता', 'Anjali Mehta'],
    ['स्वाति जोशी', 'Swati Joshi'],
    ['अश्विन', 'Ashwin'],
    ['ज्ञान', 'Gyan'],
    ['छाया', 'Chhaya'],
    ['गौरव', 'Gaurav'],
    ['वैभव', 'Vaibhav'],
    ['चंद्र', 'Chandra'],
    ['शंभु', 'Shambhu'],
    ['ज़ोया ख़ान', 'Zoya Khan'],
    ['फ़ातिमा', 'Fatima'],
    ['मोहम्मद', 'Mohammad'],
    ['दीपक', 'Deepak'],
    ['ईशान', 'Ishan'],
    ['विजय', 'Vijay'],
    ['अमर', 'Amar'],
    ['दिनकर', 'Dinkar'],
    // A long i said short before a final long a takes the common spelling (issue 23).
    ['सुनीता', 'Sunita'],
    ['अनीता', 'Anita'],
    ['विनीता', 'Vinita'],
    ['गीता', 'Geeta'],
    ['संगीता', 'Sangeeta'],
    ['प्रीति', 'Preeti'],
  ])('%s -> %s', (devanagari, latin) => {
    expect(transliterate(devanagari)).toBe(latin);
  });

  it('reads nukta letters written as one code point or as letter and nukta', () => {
    expect(transliterate('\u095B\u094B\u092F\u093E')).toBe('Zoya');
    expect(transliterate('\u091C\u093C\u094B\u092F\u093E')).toBe('Zoya');
  });

  it('keeps Latin letters, initials and punctuation as they are', () => {
    expect(transliterate('Asha Verma')).toBe('Asha Verma');
    expect(transliterate('R. K. नारायण')).toBe('R. K. Narayan');
    expect(transliterate('राम-प्रसाद')).toBe('Ram-Prasad');
  });

  it('gives a spelling with a name number, as numerology needs', () => {
    expect(nameNumber('आशा वर्मा')).toBe(0);
    expect(nameNumber(transliterate('आशा वर्मा'))).toBe(nameNumber('Asha Verma'));
  });

  it('tells Devanagari from Latin text', () => {
    expect(hasDevanagari('आशा')).toBe(true);
    expect(hasDevanagari('Asha')).toBe(false);
    expect(hasDevanagari('१२')).toBe(false);
  });
});
