/** The words of a tool's "add to my report" choice (each tool's own, in its texts). */
export interface AddToReportTexts {
  add: string;
  added: string;
  remove: string;
  /** Where what is kept is kept, and who sees it. */
  privacy: string;
}

/**
 * "Add to my report": keeps a tool's result for the visitor's report, or lets it go. What is kept
 * and where is the tool's own (its `onAdd` / `onRemove`); the choice looks the same in every tool.
 */
export function AddToReport({
  kept,
  onAdd,
  onRemove,
  texts,
}: {
  kept: boolean;
  onAdd: () => void;
  onRemove: () => void;
  texts: AddToReportTexts;
}) {
  return (
    <div className="tool-result__report">
      <p role="status">{kept ? texts.added : null}</p>
      <button
        type="button"
        className={kept ? 'link-button' : 'button button--secondary'}
        onClick={kept ? onRemove : onAdd}
      >
        {kept ? texts.remove : texts.add}
      </button>
      <p className="field__hint">{texts.privacy}</p>
    </div>
  );
}
