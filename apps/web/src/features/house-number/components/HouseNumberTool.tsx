import { houseNumber, houseNumberReading } from '@ankvidya/numerology-core';
import { useContent } from '@/shared/content/content';
import { NumberAndDobTool } from '@/shared/tool/NumberAndDobTool';
import { HouseReadingView } from './HouseReadingView';

/**
 * The tool: a house or flat number and a date of birth, read in the browser (the number, part of
 * an address, is never sent anywhere).
 */
export function HouseNumberTool({ dob, onRead }: { dob: string | null; onRead: () => void }) {
  const form = useContent('housePage').form;
  return (
    <NumberAndDobTool
      texts={form}
      name="house"
      maxLength={20}
      check={houseNumber}
      read={(number, date) => houseNumberReading(number, { dob: date })}
      renderReading={(reading, headingId) => (
        <HouseReadingView reading={reading} headingId={headingId} />
      )}
      dob={dob}
      onRead={onRead}
    />
  );
}
