// "Scan or enter part number" at the top of the POS cart, and scanning anywhere on the page (a keyboard-wedge scanner).
import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useId, useRef } from 'react';
import { lazyChunk } from '../../registry/lazy-chunk';
import { lazyComponent } from '../../registry/lazy-component';
import { injectStyle } from '../../ui/inject-style';
import { Modal } from '../../ui/modal';
import { attachScanDetector } from '../lib/scan-detector';
import {
  $scanDraft,
  $scanFlash,
  $scanMessage,
  $scans,
  chooseScanPart,
  confirmScan,
  dismissScan,
  enqueueScan,
  retryScan,
  SCAN_TEXT,
  type Scan,
  type ScannedPart,
} from '../stores/scanner';
import css from './scanner.css?inline';

injectStyle('pos-scanner', css);

const loadDialogs = lazyChunk(() => import('../../vehicle/ui/fitment-dialogs'));
const HeadsUp = lazyComponent(loadDialogs, (m) => m.HeadsUp);

/** Several parts share the code (one MPN, two brands): the clerk picks one by brand and name, focus on the first. */
function ChooseDialog({ scan }: { scan: Scan | undefined }) {
  const parts = scan?.state.status === 'choosing' ? scan.state.parts : [];
  const cancel = () => scan && chooseScanPart(scan.id, null);
  return (
    <Modal
      open={!!scan}
      title={`Several parts match ${scan?.code ?? ''}`}
      onClose={cancel}
      actions={
        <button type="button" className="pi-btn" onClick={cancel}>
          Cancel
        </button>
      }
    >
      <ul className="pi-pos-scan__list">
        {parts.map((part, i) => (
          <li key={part.productId}>
            <button
              type="button"
              className="pi-btn"
              data-initial-focus={i ? undefined : ''}
              onClick={() => chooseScanPart(scan!.id, part)}
            >
              <strong>{part.brand}</strong> {part.name} (Part #: {part.partNumber})
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

/** A scan that needs the clerk: no part found, the options gate (spec 1 §5, as on a card), or a failed call. */
function Problem({ scan }: { scan: Scan }) {
  const { state, code } = scan;
  return (
    <li className={`pi-pos-scan__problem pi-pos-scan__problem--${state.status}`}>
      {state.status === 'none' ? (
        SCAN_TEXT.none(code)
      ) : state.status === 'options' ? (
        <>
          {state.part.name} ({code}): Requires options to be selected{' '}
          {state.part.viewLink ? <a href={state.part.viewLink}>View Product</a> : null}
        </>
      ) : state.status === 'failed' ? (
        <>
          {code}: {state.message}{' '}
          <button type="button" className="pi-btn pi-btn--small" onClick={() => retryScan(scan.id)}>
            Try again
          </button>
        </>
      ) : null}{' '}
      <button
        type="button"
        className="pi-btn pi-btn--small"
        aria-label={`Dismiss ${code}`}
        onClick={() => dismissScan(scan.id)}
      >
        ×
      </button>
    </li>
  );
}

/** The POS cart's scan box; while it is mounted, a scan anywhere on the page (not into a text field) is read too. */
export function PartScanner() {
  const draft = useStore($scanDraft);
  const scans = useStore($scans);
  const message = useStore($scanMessage);
  const inputId = useId();
  useEffect(() => attachScanDetector(document, { onScan: (code) => void enqueueScan(code) }), []);
  const confirming = scans.find((s) => s.state.status === 'confirming');
  // Heads up! loads when first needed and then stays mounted (closing it returns focus where it was).
  const headsUp = useRef<{ id: number; part: ScannedPart } | null>(null);
  if (confirming?.state.status === 'confirming') headsUp.current = { id: confirming.id, part: confirming.state.part };
  const shown = headsUp.current;
  const problems = scans.filter((s) => ['none', 'failed', 'options'].includes(s.state.status));
  return (
    <section className="pi-pos-scan" aria-label="Scan parts">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (enqueueScan(draft) !== null) $scanDraft.set('');
        }}
      >
        <label htmlFor={inputId}>Scan or enter part number</label>
        <input
          id={inputId}
          value={draft}
          onChange={(event) => $scanDraft.set(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />{' '}
        <button type="submit" className="pi-btn">
          Add
        </button>
      </form>
      {/* Polite; a repeated message ("Added X" twice) changes the text so it is announced again. */}
      <p role="status">{message.text + (message.seq % 2 ? '\u00a0' : '')}</p>
      {problems.length ? (
        <ul className="pi-pos-scan__list" aria-label="Scans to check">
          {problems.map((scan) => (
            <Problem key={scan.id} scan={scan} />
          ))}
        </ul>
      ) : null}
      <ChooseDialog scan={scans.find((s) => s.state.status === 'choosing')} />
      {shown ? (
        <Suspense fallback={null}>
          <HeadsUp
            open={!!confirming}
            part={shown.part}
            name={shown.part.name}
            onConfirm={() => confirmScan(shown.id, true)}
            onClose={() => confirmScan(shown.id, false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

const FLASH_MS = 1500;

/** Inside a cart line: flashes the line's row when a scan adds to it ("data-scan-flash" while it lasts). */
export function LineFlash({ lineKey }: { lineKey: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const flash = useStore($scanFlash);
  const seen = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    // A line a scan just made mounts with its flash already set: recent is enough, each flash once.
    if (!flash || flash.key !== lineKey || flash.seq === seen.current || Date.now() - flash.at > FLASH_MS) return;
    seen.current = flash.seq;
    const row = ref.current?.closest('tr');
    if (!row) return;
    row.setAttribute('data-scan-flash', '');
    row.animate?.([{ backgroundColor: '#fff1a8' }, { backgroundColor: 'transparent' }], {
      duration: FLASH_MS,
      easing: 'ease-out',
    });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => row.removeAttribute('data-scan-flash'), FLASH_MS);
  }, [flash, lineKey]);
  return <span ref={ref} hidden />;
}
