/**
 * The defined-term tooltips (lib/terms.ts, styles/terms.css) are shown by CSS on hover and
 * focus; this adds what CSS cannot:
 * - Escape hides a shown tooltip without moving focus or the pointer (WCAG 1.4.13,
 *   dismissible); it shows again once the term is left (neither hovered nor focused) and
 *   entered again.
 * - On a touch screen the first tap on a term link shows its definition (the link takes
 *   focus) instead of following the link at once; a second tap on the same link follows it.
 *   A tap elsewhere hides the definition. Mouse and keyboard are unchanged.
 * Listeners sit on the document, so the script is the same on every page and costs nothing
 * on pages without terms.
 */
const DISMISSED = 'term-dismissed';
/** The term link whose definition a tap has shown: the next tap on it follows the link. */
const SHOWN_BY_TAP = 'tipShownByTap';

const termOf = (node: EventTarget | null): HTMLElement | null => (node instanceof Element ? node.closest<HTMLElement>('.term') : null);

document.addEventListener('keydown', (e) => {
  if (e.key !== 'Escape') return;
  const shown = Array.from(document.querySelectorAll<HTMLElement>('.term:hover, .term:focus-within')).filter((t) => !t.classList.contains(DISMISSED));
  if (shown.length === 0) return;
  for (const t of shown) t.classList.add(DISMISSED);
  // Only the tooltip is dismissed: a dialog or menu under it is not closed by the same key.
  e.stopPropagation();
});

/**
 * Once a dismissed term is neither hovered nor focused, its tooltip may show again. Decided
 * at once from the event's relatedTarget (where the pointer or focus goes), not a frame later:
 * a focus that leaves and comes back within one frame (Tab, Shift+Tab) must still count as
 * having left.
 */
function restoreWhenLeft(e: MouseEvent | FocusEvent, stillThere: string): void {
  const t = termOf(e.target);
  if (!t?.classList.contains(DISMISSED)) return;
  // Moving inside the term (link to tooltip) is not leaving it.
  if (e.relatedTarget instanceof Node && t.contains(e.relatedTarget)) return;
  // Focus left but the pointer still rests on it (or the reverse): it is still shown-worthy.
  if (t.matches(stillThere)) return;
  t.classList.remove(DISMISSED);
}
document.addEventListener('mouseout', (e) => restoreWhenLeft(e, ':focus-within'));
document.addEventListener('focusout', (e) => restoreWhenLeft(e, ':hover'));

let lastPointer = '';
document.addEventListener(
  'pointerdown',
  (e) => {
    lastPointer = e.pointerType;
    // A tap outside the shown term hides its definition (a tap on plain text does not blur on every phone).
    const active = document.activeElement;
    if (e.pointerType === 'touch' && active instanceof HTMLElement && active.matches('a.term-ref') && termOf(e.target) !== termOf(active)) active.blur();
  },
  true,
);

document.addEventListener(
  'click',
  (e) => {
    const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a.term-ref') : null;
    if (!link || lastPointer !== 'touch' || link.dataset[SHOWN_BY_TAP] !== undefined) return;
    e.preventDefault();
    for (const other of Array.from(document.querySelectorAll<HTMLElement>('a.term-ref[data-tip-shown-by-tap]'))) delete other.dataset[SHOWN_BY_TAP];
    link.dataset[SHOWN_BY_TAP] = '';
    termOf(link)?.classList.remove(DISMISSED);
    link.focus();
  },
  true,
);
document.addEventListener('focusout', (e) => {
  if (e.target instanceof HTMLElement && e.target.dataset[SHOWN_BY_TAP] !== undefined) delete e.target.dataset[SHOWN_BY_TAP];
});
