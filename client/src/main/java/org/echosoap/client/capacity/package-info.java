/**
 * Capacity: the latency objective ({@link org.echosoap.client.capacity.Slo}), the rule that picks each
 * next rate ({@link org.echosoap.client.capacity.RateLadder}) and what a capacity suite found per endpoint
 * ({@link org.echosoap.client.capacity.CapacityOutcome}). Pure data and decisions: {@code suite.CapacitySearch}
 * measures the steps, {@code report.CapacityTable} prints them.
 */
package org.echosoap.client.capacity;
