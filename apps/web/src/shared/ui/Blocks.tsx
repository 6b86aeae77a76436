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

/** Headed sections of an article or a content page. */
export function ContentSections({
  sections,
  level = 2,
}: {
  sections: readonly Section[];
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading} className="content-section">
          <Heading>{section.heading}</Heading>
          {section.blocks.map((block, index) => (
            <ContentBlock key={index} block={block} />
          ))}
        </section>
      ))}
    </>
  );
}
