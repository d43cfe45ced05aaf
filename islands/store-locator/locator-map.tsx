// The map half of the store locator: Leaflet and its styles live in this lazy chunk only, fetched when a map is shown.
import * as L from 'leaflet';
import { useEffect, useRef } from 'react';
import { MAP_ZOOM } from '../../src/lib/locator-rules';
import type { DealerLocation } from '../../src/schemas/locator';
import { sanitizeToElement } from '../../src/ui/sanitize';
import css from './locator-map.css?inline';

let styled = false;
function injectStyles(): void {
  if (styled) return;
  styled = true;
  const style = document.createElement('style');
  style.setAttribute('data-parts-island', 'store-locator-map');
  style.textContent = css;
  document.head.append(style);
}

export interface LocatorMapProps {
  center: { lat: number; lng: number };
  locations: DealerLocation[];
  /** Tile URL template ({z}/{x}/{y}); empty: no tile layer, the markers still show. */
  tileUrl: string;
  attribution: string;
  pickupId: number | null;
}

export default function LocatorMap({ center, locations, tileUrl, attribution, pickupId }: LocatorMapProps) {
  const host = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);

  useEffect(() => {
    injectStyles();
    const map = L.map(host.current!, { zoomControl: true, attributionControl: Boolean(tileUrl) });
    if (tileUrl) L.tileLayer(tileUrl, { attribution, maxZoom: 18 }).addTo(map);
    // The map pane is keyboard-pannable; give it a name screen readers can announce.
    map.getContainer().setAttribute('aria-label', 'Map of store locations');
    map.getContainer().setAttribute('role', 'region');
    layer.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, [tileUrl, attribution]);

  useEffect(() => {
    const map = mapRef.current;
    const group = layer.current;
    if (!map || !group) return;
    group.clearLayers();
    for (const loc of locations) {
      const label = loc.location_name || loc.name;
      const icon = L.divIcon({
        className: '',
        html: `<span class="pi-locator-map__marker${loc.location_id === pickupId ? ' pi-locator-map__marker--mine' : ''}"></span>`,
        iconSize: [24, 24],
        iconAnchor: [12, 24],
        popupAnchor: [0, -22],
      });
      // title, not HTML: Leaflet sets it as an attribute, so a name with markup stays text.
      const marker = L.marker([loc.lat, loc.lng], { icon, title: label, keyboard: true, riseOnHover: true });
      marker.bindPopup(() => sanitizeToElement(loc.info_window || '', 'pi-locator-map__info'));
      marker.addTo(group);
      const el = marker.getElement();
      el?.setAttribute('aria-label', `Show details: ${label}`);
    }
    map.setView([center.lat, center.lng], MAP_ZOOM);
  }, [locations, center.lat, center.lng, pickupId]);

  return (
    <div className="pi-locator-map">
      <div ref={host} />
    </div>
  );
}
