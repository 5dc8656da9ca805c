/** The Moment of Truth on screen (rule 19): the appeal, the crowd's figures, the Missus chart with the cell read, the verdict. */
import { MISSUS_CHART, MISSUS_COLUMNS, MISSUS_RULE } from '../../games/gladiator/tables-advanced.js';
import { RuleLink, RuleText } from '../help/RuleLink.js';
import type { MomentShown } from './moment.js';

export function MomentPanel({ m }: { m: MomentShown }) {
  return (
    <section class="panel moment" data-testid="moment" data-verdict={m.verdict ?? ''}>
      <h3>
        The Moment of Truth <RuleLink rule="§19" />
      </h3>
      <p data-testid="moment-appeal">
        <RuleText text={m.appeal} />
      </p>
      {m.sum && (
        <p data-testid="moment-figures" data-net={m.figures?.net}>
          The crowd weighs his match <RuleLink rule="§19.2" />: {m.sum}.
        </p>
      )}
      <table class="grid missus" data-testid="missus-chart">
        <caption>
          Missus chart <RuleLink rule={MISSUS_RULE} />: attack less defence across, the die down
        </caption>
        <thead>
          <tr>
            <th>die</th>
            {MISSUS_COLUMNS.map((c, i) => (
              <th key={c.label} class={i === m.column ? 'used' : ''}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {MISSUS_CHART.map((r) => (
            <tr key={r.die} class={r.die === m.die ? 'used' : ''}>
              <th>{r.die}</th>
              {r.results.map((x, i) => (
                <td
                  key={i}
                  class={`${x === 'Up' ? 'up' : 'down'}${i === m.column && r.die === m.die ? ' read' : i === m.column ? ' used' : ''}`}
                  {...(i === m.column && r.die === m.die ? { 'data-testid': 'missus-read' } : {})}
                >
                  {x}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {m.reading && (
        <p data-testid="moment-reading">
          <RuleText text={m.reading} />
        </p>
      )}
      {m.verdictText ? (
        <p class="verdict" data-testid="moment-verdict">
          <RuleText text={m.verdictText} />
        </p>
      ) : (
        <p class="muted">The crowd is deciding…</p>
      )}
    </section>
  );
}
