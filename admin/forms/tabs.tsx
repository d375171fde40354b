import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab {
  readonly id: string;
  readonly label: string;
  readonly panel: ReactNode;
}

/**
 * Tabs as the ARIA pattern has them: one tab stop, arrow keys (and Home, End) move between tabs and
 * show each, the panel after them is the next stop.
 */
export function Tabs({
  tabs,
  current,
  onSelect,
  label,
}: {
  tabs: readonly Tab[];
  current: string;
  onSelect: (id: string) => void;
  label: string;
}) {
  const prefix = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.findIndex(({ id }) => id === current);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  };
  const shown = tabs.find(({ id }) => id === current) ?? tabs[0]!;
  return (
    <div className="admin-tabs">
      <div role="tablist" aria-label={label} className="admin-tabs__list">
        {tabs.map(({ id, label: tabLabel }) => (
          <button
            key={id}
            ref={(node) => {
              if (node === null) buttons.current.delete(id);
              else buttons.current.set(id, node);
            }}
            type="button"
            role="tab"
            id={`${prefix}-tab-${id}`}
            aria-selected={id === shown.id}
            aria-controls={`${prefix}-panel`}
            tabIndex={id === shown.id ? 0 : -1}
            className="admin-tabs__tab"
            onClick={() => onSelect(id)}
            onKeyDown={onKeyDown}
          >
            {tabLabel}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${prefix}-panel`} aria-labelledby={`${prefix}-tab-${shown.id}`} tabIndex={0} className="admin-tabs__panel">
        {shown.panel}
      </div>
    </div>
  );
}
