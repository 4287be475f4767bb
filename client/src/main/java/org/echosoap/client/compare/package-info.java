/**
 * {@code echosoap compare}: two result.json files side by side, in the shape of seed 003's same-host vs cross-host
 * tables.
 *
 * <p>The stages are small and separate: {@link org.echosoap.client.resultfile.ResultFile#read} turns a file into
 * immutable values (or one {@link org.echosoap.client.resultfile.NotAResultException} line naming the file);
 * {@link org.echosoap.client.compare.ComparisonBuilder} is pure and turns two results, two labels and a
 * {@link org.echosoap.client.compare.Threshold} into a {@link org.echosoap.client.compare.Comparison} (rows, each
 * with {@link org.echosoap.client.compare.WelchTest Welch's t test} of its per-unit values, the Server-Timing split,
 * warnings); a row is marked only when significant (p &lt; 0.05) and beyond the threshold;
 * byte rows ({@link org.echosoap.client.compare.BytesRow}: allocation, client allocation and wire bytes per message,
 * tested on the blocks' own figures) stand beside the time rows; where both results were profiled, bytes allocated
 * per phase ({@link org.echosoap.client.compare.PhaseAlloc}) follow them, sampled estimates to read, never gated;
 * {@link org.echosoap.client.compare.Gate} judges time and byte rows with {@code --fail-on} rules
 * ({@link org.echosoap.client.compare.GateRuleParser});
 * {@link org.echosoap.client.compare.CompareTable},
 * {@link org.echosoap.client.compare.CompareJson} and {@link org.echosoap.client.compare.CompareCsv} render it. All
 * times are microseconds; a figure that is not known is NaN in memory, {@code null} in JSON and empty in CSV.
 *
 * <pre>{@code
 * Comparison c = ComparisonBuilder.build(ResultFile.read(Path.of("same-host/result.json")),
 *         ResultFile.read(Path.of("cross-host/result.json")), "same-host", "cross-host", Threshold.DEFAULT);
 * System.out.print(CompareTable.render(c));
 * }</pre>
 */
package org.echosoap.client.compare;
