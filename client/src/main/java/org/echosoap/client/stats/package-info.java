/**
 * Statistics of a measured run: latency histograms, trials, trial selection, confidence intervals and the
 * subtraction {@code SOAP − baseline} that yields the per-message SOAP cost.
 *
 * <p>Everything here is pure and immutable (apart from the HdrHistograms it wraps, which it copies on the way in):
 * the load stage records one histogram per worker without locks, merges them with {@link
 * org.echosoap.client.stats.Histograms#merge} after each trial, wraps the result in a {@link
 * org.echosoap.client.stats.BlockResult}, and hands the trials of a scenario to {@link
 * org.echosoap.client.stats.CostEstimator}. All times are microseconds unless a name says otherwise.
 */
package org.echosoap.client.stats;
