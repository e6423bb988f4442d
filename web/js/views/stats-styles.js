// stats-styles.js: the statistics panel's look (stats-panel.js has its markup and behaviour).

const css = String.raw;

export const statsStyles = new CSSStyleSheet();
statsStyles.replaceSync(css`
  /* Statistics. The rows have fixed layout and tabular figures, so live numbers do not jiggle. */
  .stats {
    border: 1px solid var(--line);
    border-radius: 0.75rem;
    padding: 0.75rem 0.9rem;
    background: color-mix(in srgb, var(--surface) 60%, transparent);
  }
  .search-status {
    margin: 0 0 0.6rem;
    font-weight: 600;
    min-height: 2.9em;
  }
  /* A phone, compact: the outcome's sentence repeats the figures under it, and with an Expert
     search's eight-digit counts it took four lines, pushing the last figure off a 390x844
     screen. */
  @container (max-width: 480px) {
    .puzzle:not(.expanded) .search-status {
      font-size: 0.9em;
    }
  }
  .search-status[data-tone='busy'] {
    color: var(--accent);
  }
  .search-status[data-tone='done'] {
    color: var(--good);
  }
  .search-status[data-tone='error'] {
    color: var(--bad);
    font-weight: 500;
  }
  .search-status[data-tone='warn'] {
    color: var(--warn);
  }
  .stats dl {
    margin: 0;
    display: grid;
    gap: 0.5rem;
  }
  .stat {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    column-gap: 0.75rem;
    align-items: baseline;
  }
  .stat dt {
    font-weight: 600;
  }
  .stat dd {
    margin: 0;
  }
  .stat .value {
    font-variant-numeric: tabular-nums;
    font-weight: 700;
    text-align: right;
    font-size: 1.05em;
  }
  .stat .why {
    grid-column: 1 / -1;
    font-size: 0.82em;
    color: var(--muted);
  }
  /* Compact: the four kept numbers two by two, each label above its value. */
  .puzzle:not(.expanded) .stats dl {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.4rem 0.75rem;
  }
  .puzzle:not(.expanded) .stat {
    grid-template-columns: minmax(0, 1fr);
  }
  .puzzle:not(.expanded) .stat dt {
    font-weight: 500;
    font-size: 0.85em;
    color: var(--muted);
  }
  .puzzle:not(.expanded) .stat .value {
    text-align: left;
    white-space: nowrap;
  } /* a wrapped bound would change the height mid-search */
  /* Three lines: room for the pattern database's estimate, which joins the others once its tables
   are ready, without pushing the page down. */
  .estimate {
    min-height: calc(3 * 1.45em);
  }
`);
