package org.echosoap.client.report;

import java.util.List;
import java.util.Locale;

/**
 * What a suite's adaptive time budget did after its first pass: how long the budget was, how long the suite took, and
 * which parts were measured again with more time (each re-run from scratch, replacing its first pass: a part cannot be
 * resumed) and how many of them ended resolved.
 *
 * @param budgetSeconds    the suite's wall-clock budget
 * @param elapsedSeconds   the suite's wall-clock time at the end
 * @param reruns           the parts re-run, by label, in order (a part may appear once per round)
 * @param resolvedByRerun  re-run parts whose costs all ended resolved
 * @param rounds           rounds of re-runs made
 */
public record BudgetOutcome(double budgetSeconds, double elapsedSeconds, List<String> reruns, int resolvedByRerun,
                            int rounds) {

    public BudgetOutcome {
        reruns = List.copyOf(reruns);
    }

    /**
     * One line for the console, from the same count of unresolved costs the table and the resolution line show
     * ({@code unresolvedCosts}), so that it never says "every part resolved" under an unresolved cell.
     */
    public String line(long unresolvedCosts) {
        if (reruns.isEmpty()) {
            String why;
            if (unresolvedCosts == 0) {
                why = "every cost resolved in the first pass";
            } else if (elapsedSeconds >= budgetSeconds) {
                why = String.format(Locale.ROOT, "%d %s unresolved, and the first pass used it all", unresolvedCosts,
                        unresolvedCosts == 1 ? "cost" : "costs");
            } else {
                why = String.format(Locale.ROOT, "%d %s unresolved, but the %.0f s left could not hold a re-run that "
                        + "measures at least twice as long as the first pass (a re-run starts afresh)",
                        unresolvedCosts, unresolvedCosts == 1 ? "cost" : "costs", budgetSeconds - elapsedSeconds);
            }
            return String.format(Locale.ROOT, "time budget %.0f s: no part re-run (%s); the suite took %.0f s",
                    budgetSeconds, why, elapsedSeconds);
        }
        return String.format(Locale.ROOT, "time budget %.0f s: %d re-run%s of unresolved parts with the time quiet parts "
                        + "left (in %d round%s; a part cannot be resumed, so each re-run starts afresh and replaces it), "
                        + "%d ended resolved; the suite took %.0f s", budgetSeconds, reruns.size(),
                reruns.size() == 1 ? "" : "s", rounds, rounds == 1 ? "" : "s", resolvedByRerun, elapsedSeconds);
    }
}
