/**
 * The leaf every stage reads: immutable {@link org.echosoap.client.config.RunOptions} (checked once by its
 * builder), every default with its reason ({@link org.echosoap.client.config.Defaults}), the stacks and where they
 * are ({@code SoapStack}, {@code StackTable}), the statistic and stopping target, durations. It imports no other
 * echosoap package (kept by {@code PackageRulesTest}).
 */
package org.echosoap.client.config;
