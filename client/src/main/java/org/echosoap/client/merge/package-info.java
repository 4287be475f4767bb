/**
 * {@code echosoap merge}: the results of several client processes that ran one plan together, each on its own host
 * with its share of the connections ({@code --share I/N}) from one start time ({@code --start-at}), as one
 * result.json that {@code compare}, {@code report} and {@code pool} read like any other.
 *
 * <p>{@link org.echosoap.client.merge.ClientResult} reads and checks one client's file;
 * {@link org.echosoap.client.merge.SamePlan} refuses files of different plans; {@link org.echosoap.client.merge.RunMerge}
 * adds each endpoint's histograms (exactly: every percentile is that of all the clients' requests) and counts, and
 * sums the throughputs; {@link org.echosoap.client.merge.CostMerge} estimates each cost from every client's block
 * pairs; {@link org.echosoap.client.merge.StartSkew} says how far apart the clients began;
 * {@link org.echosoap.client.merge.MergedResult} puts it together and {@link org.echosoap.client.merge.MergedCsv}
 * writes result.csv. Like {@code compare} and {@code report}, this package never uses {@code load} or {@code cli}.
 *
 * <pre>{@code
 * ObjectNode merged = MergedResult.of(List.of(ClientResult.read(a), ClientResult.read(b), ClientResult.read(c)));
 * }</pre>
 */
package org.echosoap.client.merge;
