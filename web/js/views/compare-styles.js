// compare-styles.js: the look of compare-view.js's section: the offered searches, the table of
// runs with their ratios (narrowed for a phone by a container query), and its chart.

const css = String.raw;

export const compareViewStyles = new CSSStyleSheet();
compareViewStyles.replaceSync(css`
  /* min-width 0: a grid item of the side column may be narrower than its table, which then
     scrolls. */
  .compare-runs {
    border: 1px solid var(--line);
    border-radius: 0.75rem;
    padding: 0.6rem 0.9rem;
    min-width: 0;
    container-type: inline-size;
  }
  .compare-runs .muted {
    color: var(--muted);
    margin: 0 0 0.4rem;
  }
  .runs-empty {
    margin: 0.4rem 0 0;
  }
  /* Nothing to compare yet: the section waits under "More controls". */
  .puzzle:not(.expanded) .compare-runs.idle {
    display: none;
  }
  /* Compact (issue 11's 720 px in a blog column): one run alone is already in the live figures, so
     its table waits for a second run; the offered searches are smaller buttons, on one line when
     they fit. */
  .puzzle:not(.expanded) .compare-runs.single-run .runs-scroll {
    display: none;
  }
  .puzzle:not(.expanded) .again-option {
    min-height: 2.1rem;
    padding: 0.25rem 0.6rem;
    font-size: 0.9em;
  }
  .runs-long,
  .runs-verdict {
    margin: 0.3rem 0;
  }
  .again-row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.3rem 0.5rem;
  }
  .again-label {
    color: var(--muted);
  }
  .runs .ratio {
    display: block;
    color: var(--muted);
    font-size: 0.9em;
  }
  .chart-scale {
    color: var(--muted);
    margin: 0.3rem 0 0;
  }
  .runs-scroll {
    overflow-x: auto;
  }
  .runs {
    border-collapse: collapse;
    font-size: 0.85em;
    margin-top: 0.4rem;
    width: 100%;
  }
  .runs th,
  .runs td {
    padding: 0.2rem 0.3rem;
    text-align: right;
    border-bottom: 1px solid var(--line);
    white-space: nowrap;
  }
  .runs td:first-child {
    white-space: normal;
  } /* a long heuristic name wraps rather than hiding the time */
  .runs th:first-child,
  .runs td:first-child,
  .runs th:nth-child(2),
  .runs td:nth-child(2) {
    text-align: left;
  }
  .runs td {
    font-variant-numeric: tabular-nums;
  }
  .inline-algorithm {
    display: none;
    color: var(--muted);
  }
  /* A phone: the algorithm goes under the heuristic's name and the memory wraps, so all six facts
     fit without scrolling (the column stays in the table for wider boxes). */
  @container (max-width: 26rem) {
    .runs th:nth-child(2),
    .runs td:nth-child(2) {
      display: none;
    }
    .inline-algorithm {
      display: block;
    }
    .runs.path-only th:nth-child(5),
    .runs.path-only td:nth-child(5) {
      display: none;
    }
    .runs th,
    .runs td:nth-child(5) {
      white-space: normal;
    }
    .runs {
      font-size: 0.78em;
    }
    .runs th,
    .runs td {
      padding: 0.2rem 0.15rem;
    }
  }
  .runs-chart {
    margin-top: 0.4rem;
  }
  .runs-chart svg {
    max-width: 30rem;
  }
`);
