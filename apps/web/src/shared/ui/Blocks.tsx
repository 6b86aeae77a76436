import type { Block, Section } from '@ankvidya/content';

export function ContentBlock({ block }: { block: Block }) {
  switch (block.type) {
    case 'p':
      return <p>{block.text}</p>;
    case 'ul':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'ol':
      return (
        <ol>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      );
  }
}

/**
 * A heading's anchor for in-page links: "Life path 1: the pioneer" -> "life-path-1-the-pioneer",
 * "भाग्यांक 1: अगुआ" -> "भाग्यांक-1-अगुआ" (letters and their vowel signs of any script are kept).
 */
export function sectionId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

/** Headed sections of an article or a content page; `anchored` gives each heading an id. */
export function ContentSections({
  sections,
  level = 2,
  anchored = false,
}: {
  sections: readonly Section[];
  level?: 2 | 3;
  anchored?: boolean;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading} className="content-section">
          <Heading id={anchored ? sectionId(section.heading) : undefined}>
            {section.heading}
          </Heading>
          {section.blocks.map((block, index) => (
            <ContentBlock key={index} block={block} />
          ))}
        </section>
      ))}
    </>
  );
}
