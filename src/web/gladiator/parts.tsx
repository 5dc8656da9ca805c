/** Small pieces of markup the GLADIATOR panels share. */
import { AREA_NAMES, AREAS } from '../../games/gladiator/types.js';

/** Column heads for the five body areas (Display 5): number and name. */
export function AreaHeads() {
  return (
    <>
      {AREAS.map((a) => (
        <th key={a}>
          {a} {AREA_NAMES[a]}
        </th>
      ))}
    </>
  );
}

/** The six hexsides a kick or throw can go through, numbered as 12.41 numbers them (1 = centre front). */
export function SideOptions() {
  return (
    <>
      {[1, 2, 3, 4, 5, 6].map((n) => (
        <option key={n} value={n}>
          {n}
        </option>
      ))}
    </>
  );
}
