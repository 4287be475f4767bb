/**
 * The {@code clientstack.STACK.OP} scenarios: a Benchmark call through a generated client stack minus the raw
 * client's request of the same values. Imports {@code scenario}, {@code scenario.benchmark} and the stack API; never
 * {@code scenario.catalog}.
 */
package org.echosoap.client.scenario.clientstack;
