/**
 * What a run produces, as data: the measured run ({@link org.echosoap.client.result.MeasuredRun}, with its priming
 * and stop reason), each block's outcome ({@link org.echosoap.client.result.BlockOutcome}), its histograms ({@link
 * org.echosoap.client.result.BlockHistograms}) and its failed requests by kind ({@link
 * org.echosoap.client.result.ErrorCounts}, {@link org.echosoap.client.result.ErrorKind}). {@code load} fills these
 * in; {@code report} and {@code cli} read them, and {@code report} needs none of the machinery that measured.
 * The rule (kept by {@code PackageRulesTest}): this package depends on nothing but {@code stats}, {@code scenario},
 * the JDK and HdrHistogram; never on {@code load}, {@code report}, {@code compare} or {@code cli}.
 */
package org.echosoap.client.result;
