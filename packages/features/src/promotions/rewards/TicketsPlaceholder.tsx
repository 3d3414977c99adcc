/** A line's space while its block waits, blank and hidden from assistive technology. */
export function LinePlaceholder({ small = false }: { small?: boolean }) {
  return (
    <p aria-hidden="true" className={small ? 'text-sm' : undefined}>
      &nbsp;
    </p>
  );
}

/**
 * What the claim tickets' block holds before the member nears it: the blank space of the claim
 * form and of one line, so the page keeps its length when it fills in. Blank, not the animated
 * skeleton: it may stay for the whole visit, below the screen, where an endless animation would
 * keep the main thread at work (it doubled the page's main-thread time).
 */
export function ClaimTicketsPlaceholder() {
  return (
    <>
      {/* the claim form: a select over a button on a phone, side by side from `sm` */}
      <div aria-hidden="true" className="h-28 sm:h-16" />
      <LinePlaceholder />
    </>
  );
}
