/**
 * Statistics of a measured run: histograms, the figures of each block ({@link
 * org.echosoap.client.stats.BlockResult}, {@link org.echosoap.client.config.BlockStatistic}), the paired subtraction
 * {@code SOAP − baseline} with its t interval ({@link org.echosoap.client.stats.CostEstimator}, {@link
 * org.echosoap.client.stats.PairedEstimate}), when to stop ({@link org.echosoap.client.config.PrecisionTarget}),
 * when priming is done ({@link org.echosoap.client.stats.SteadyState}, by MSER-5: {@link
 * org.echosoap.client.stats.Mser5}), pooling over server JVMs ({@link
 * org.echosoap.client.stats.ForkEstimate}) and the detectors behind the warnings (stalls, bimodality).
 *
 * <p>Everything here is pure and immutable: the load stage records into per-worker histograms without locks,
 * merges them after each block, hands a {@link org.echosoap.client.stats.BlockResult} (figures only) to these
 * classes and pools the histograms itself. All times are microseconds unless a name says otherwise.
 */
package org.echosoap.client.stats;
