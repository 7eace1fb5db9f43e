/** The product's name, the same in every language: what the HTML pages' splash shows. */
const BRAND = 'Stockyard';

/** The splash index.html and dealer.html paint before any script (their style lives there), kept while an app's chunks load. */
export function BootSplash() {
  return (
    <div className="boot-splash" aria-hidden="true">
      {BRAND}
    </div>
  );
}
