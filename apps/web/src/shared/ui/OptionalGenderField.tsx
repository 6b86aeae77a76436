import type { Gender } from '@ankvidya/numerology-core';

export type OptionalGender = Gender | '';

/** Gender for the free tools, where it is optional ("not said" first): radios with a hint. */
export function OptionalGenderField({
  id,
  texts,
  value,
  onChange,
}: {
  id: string;
  texts: {
    genderLabel: string;
    genderUnsaid: string;
    male: string;
    female: string;
    genderHint: string;
  };
  value: OptionalGender;
  onChange: (value: OptionalGender) => void;
}) {
  const options: ReadonlyArray<readonly [OptionalGender, string]> = [
    ['', texts.genderUnsaid],
    ['Male', texts.male],
    ['Female', texts.female],
  ];
  return (
    <fieldset className="field" aria-describedby={`${id}-gender-hint`}>
      <legend>{texts.genderLabel}</legend>
      <div className="radios">
        {options.map(([option, label]) => (
          <label key={option} className="radio">
            <input
              type="radio"
              name="gender"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {label}
          </label>
        ))}
      </div>
      <p id={`${id}-gender-hint`} className="field__hint">
        {texts.genderHint}
      </p>
    </fieldset>
  );
}
