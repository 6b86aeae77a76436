/**
 * Breaks text into chunks of whole sentences (split on ". ", and on "। " for Hindi) of at most
 * `maxWords` words each,
 * so long interpretations print as readable paragraphs. A single sentence longer than the limit
 * is cut between words.
 */
export function splitText(text: string, maxWords = 60): string[] {
  if (!Number.isInteger(maxWords) || maxWords < 1) {
    throw new RangeError(`maxWords must be a whole number of 1 or more, got ${maxWords}`);
  }
  const sentences = text
    .split(/(?<=[.।]) /)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);

  const chunks: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length > 0) chunks.push(current.join(' '));
    current = [];
  };
  for (const sentence of sentences) {
    const words = sentence.split(/\s+/);
    if (words.length > maxWords) {
      flush();
      for (let i = 0; i < words.length; i += maxWords) {
        chunks.push(words.slice(i, i + maxWords).join(' '));
      }
      continue;
    }
    if (current.length + words.length > maxWords) flush();
    current.push(...words);
  }
  flush();
  return chunks;
}
