import { vehicleNumberReading, vehicleRegistration } from '@ankvidya/numerology-core';
import { useId, useState } from 'react';
import { useContent } from '@/shared/content/content';
import { NumberAndDobTool } from '@/shared/tool/NumberAndDobTool';
import { VehicleReadingView } from './VehicleReadingView';

/**
 * The tool: a registration and the owner's date of birth, read in the browser (the number is never
 * sent anywhere); the letters are counted when the visitor asks.
 */
export function VehicleNumberTool({ dob, onRead }: { dob: string | null; onRead: () => void }) {
  const form = useContent('vehiclePage').form;
  const id = useId();
  const [letters, setLetters] = useState(false);
  return (
    <NumberAndDobTool
      texts={form}
      name="vehicle"
      maxLength={30}
      check={vehicleRegistration}
      read={(number, date) => vehicleNumberReading(number, { dob: date })}
      renderReading={(reading, headingId) => (
        <VehicleReadingView reading={reading} letters={letters} headingId={headingId} />
      )}
      extra={
        <div className="field">
          <label className="radio">
            <input
              type="checkbox"
              checked={letters}
              aria-describedby={`${id}-letters-hint`}
              onChange={(event) => setLetters(event.target.checked)}
            />{' '}
            {form.lettersLabel}
          </label>
          <p id={`${id}-letters-hint`} className="field__hint">
            {form.lettersHint}
          </p>
        </div>
      }
      dob={dob}
      onRead={onRead}
    />
  );
}
