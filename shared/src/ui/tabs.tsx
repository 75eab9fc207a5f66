import { useEffect, useEffectEvent, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';
import { TabErrorContext, useTabErrorRegistry } from './tab-errors';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Controlled active tab. Left out, Tabs keeps it and starts over on the first tab when remounted. */
  active?: string | undefined;
  onChange?: ((id: string) => void) | undefined;
  /** Accessible name of the tab list. */
  label?: string | undefined;
  /** Bumped on each submit: then, if the shown tab has no field error, the first tab with one opens. */
  revealErrors?: number | undefined;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** WAI-ARIA tabs. Every panel stays mounted, hidden when inactive, so form fields keep their values. */
export function Tabs({ tabs, active, onChange, label, revealErrors = 0 }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(tabs[0]?.id ?? '');
  const requested = active ?? own;
  const current = tabs.some((t) => t.id === requested) ? requested : (tabs[0]?.id ?? '');
  const { withErrors, reporters } = useTabErrorRegistry(tabs.map((t) => t.id));
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const select = (id: string) => {
    setOwn(id);
    onChange?.(id);
  };

  // Adjusted while rendering, not in an effect: the errors arrive after the submit (validation is
  // async), so the first render that sees errors after a submit decides, once per submit.
  const [revealedFor, setRevealedFor] = useState(0);
  const [revealed, setRevealed] = useState<{ id: string } | null>(null);
  const firstInvalid = withErrors[0];
  if (revealErrors > revealedFor && firstInvalid !== undefined) {
    setRevealedFor(revealErrors);
    if (!withErrors.includes(current)) {
      setOwn(firstInvalid);
      setRevealed({ id: firstInvalid });
    }
  }
  const announce = useEffectEvent((id: string) => onChange?.(id));
  useEffect(() => {
    if (revealed) announce(revealed.id);
  }, [revealed]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    const target = move
      ? tabs[
          move(
            tabs.findIndex((t) => t.id === current),
            tabs.length,
          )
        ]
      : undefined;
    if (!target) return;
    event.preventDefault();
    select(target.id);
    document.getElementById(tabId(target.id))?.focus();
  };

  const noteId = `${baseId}-error-note`;
  return (
    <div>
      <span id={noteId} hidden>
        Esta aba tem campos com erro
      </span>
      <div role="tablist" aria-label={label} className={styles.tablist} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === current;
          const invalid = withErrors.includes(tab.id);
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              aria-describedby={invalid ? noteId : undefined}
              tabIndex={selected ? 0 : -1}
              className={[styles.tab, selected ? styles.active : ''].filter(Boolean).join(' ')}
              onClick={() => select(tab.id)}
            >
              {tab.label}
              {invalid ? <span className={styles.errorDot} aria-hidden="true" /> : null}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`${baseId}-panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== current}
          tabIndex={0}
          className={styles.panel}
        >
          <TabErrorContext.Provider value={reporters.get(tab.id) ?? null}>
            {tab.content}
          </TabErrorContext.Provider>
        </div>
      ))}
    </div>
  );
}
