// The driver's side of the error probe (probe.js): what the page kept is read
// before the driver leaves the page (a navigation would lose it) and when the steps
// ask, and added to the errors the driver itself saw.
export function pageProbe(evaluate, errors) {
  const drain = async () => {
    try {
      const kept = await evaluate(() => (window.__pageErrors ?? []).splice(0));
      errors.push(...kept);
    } catch { /* no page yet, or one going away */ }
  };
  return {
    drain,
    /** Every error seen since the last call, and forgets them. */
    async take() { await drain(); return errors.splice(0); },
  };
}
