// The fitment modal and the Heads up! warning: a lazy chunk, loaded when one first opens.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $catalogDetails, catalogDetailsKey, requestCatalogDetails } from '../../stores/catalog-details';
import { $fitment, partKey, type FitmentEntry } from '../stores/fitment';
import { $nextChoice } from '../kit/stores/fitment-choice';
import { $vehicle, hasVehicle, vehicleName } from '../stores/vehicle';
import { askForVehicle, FITMENT_TEXT, fitmentState, usePartFitment, type FitmentProduct } from './fitment-button';
import { FitmentChoices } from './fitment-choices';
import fitmentPanelCss from './fitment-panel.css?inline';
import { injectStyle } from '../../ui/inject-style';
import { Modal } from '../../ui/modal';
import modalCss from '../../ui/modal.css?inline';

injectStyle('fitment-dialogs', modalCss);
injectStyle('fitment-dialogs', fitmentPanelCss);

function CatalogDetailsList({ product }: { product: FitmentProduct }) {
  const details = useStore($catalogDetails)[catalogDetailsKey(product.aaia, product.mpn)];
  if (!details || details === 'error') return null;
  if (details === 'loading') return <p aria-live="polite">Loading catalog details…</p>;
  const rows: [number, string, string][] = [
    [details.seriesCount, details.seriesUrl ?? '', 'in this series'],
    [details.categoryCount, details.categoryUrl ?? '', 'in this category'],
    [details.manufacturerCount, details.manufacturerUrl ?? '', 'from this brand'],
  ];
  return (
    <section aria-label="Catalog details">
      <h3 className="pi-modal__subtitle">More parts that fit your vehicle</h3>
      <ul className="pi-fitment-details">
        {rows.map(([count, url, what]) => (
          <li key={what}>
            {url ? (
              <a href={url}>{`${count} ${count === 1 ? 'part' : 'parts'} ${what}`}</a>
            ) : (
              `${count} ${count === 1 ? 'part' : 'parts'} ${what}`
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "Fitment for Part #{part number}": result, label, name, notes, the next choice, catalog details (spec 1 §2, §3). */
export function FitmentModal({ open, product, onClose }: { open: boolean; product: FitmentProduct; onClose(): void }) {
  const { vehicle, entry, state } = usePartFitment(product, true);
  const next = useStore($nextChoice);
  const part = entry?.status === 'done' ? entry.part : null;
  const choices = part?.result === 'maybe' ? (part.choices ?? []) : [];
  const facets = vehicle.facets;
  // Opening asks for the catalog details of this part and vehicle (once per pair; the store keeps them).
  useEffect(() => {
    if (!open || !facets.length) return;
    void requestCatalogDetails({
      product_id: product.product_id,
      aaia: product.aaia,
      mpn: product.mpn,
      category_id: product.category_id ?? 0,
      manufacturer_id: product.manufacturer_id ?? 0,
      series_id: product.series_id ?? 0,
    });
  }, [open, facets, product]);
  return (
    <Modal
      open={open}
      title={`Fitment for Part #${product.part_number || product.mpn}`}
      onClose={onClose}
      actions={
        <button
          type="button"
          className="pi-fbtn"
          onClick={() => {
            onClose();
            askForVehicle(product.product_id);
          }}
        >
          {hasVehicle(vehicle) ? 'Change Vehicle' : 'Select Vehicle'}
        </button>
      }
    >
      <p className={`pi-fitment-status pi-fitment-status--${state}`} role="status">
        {FITMENT_TEXT[state]}
      </p>
      {hasVehicle(vehicle) ? <p>Your vehicle: {vehicleName(vehicle)}</p> : null}
      {part?.label ? (
        <p>
          <strong>{part.label}</strong>
        </p>
      ) : null}
      <p>{part?.name || product.name}</p>
      {part?.notes ? <p className="pi-fitment-notes">{part.notes}</p> : null}
      {choices.length ? <FitmentChoices choices={choices} partName={product.name} /> : null}
      {!choices.length && next && next.part.mpn !== product.mpn ? (
        <p>Another part on this page needs one more detail about your vehicle.</p>
      ) : null}
      {hasVehicle(vehicle) ? <CatalogDetailsList product={product} /> : null}
    </Modal>
  );
}

/** What Heads up! says for a fitment that is not yes or universal (or not known yet). */
export function headsUpText(entry: FitmentEntry | undefined, name: string): string {
  const vehicle = $vehicle.get();
  if (!hasVehicle(vehicle)) return `You haven't selected a vehicle, so we can't confirm that ${name} fits it.`;
  const state = fitmentState(vehicle, entry);
  if (state === 'nofit') return `${name} doesn't fit your ${vehicleName(vehicle)}.`;
  if (state === 'unknown') return `We don't have fitment information for ${name}.`;
  return `We couldn't confirm that ${name} fits your ${vehicleName(vehicle)}.`;
}

/** The Heads up! fitment warning (spec 1 §4): "I Understand" adds the part anyway. */
export function HeadsUp({
  open,
  part,
  name,
  onConfirm,
  onClose,
}: {
  open: boolean;
  part: { aaia: string; mpn: string };
  name: string;
  onConfirm(): void;
  onClose(): void;
}) {
  const key = partKey(part.aaia, part.mpn);
  const entry = useStore($fitment, { keys: [key] })[key];
  return (
    <Modal
      open={open}
      title="Heads up!"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="pi-fbtn" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="pi-fbtn pi-fbtn--primary" onClick={onConfirm}>
            I Understand
          </button>
        </>
      }
    >
      <p>{headsUpText(entry, name)}</p>
      <p>Please make sure this part is right for your vehicle before you buy it.</p>
    </Modal>
  );
}
