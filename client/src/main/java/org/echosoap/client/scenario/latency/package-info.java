/**
 * Seed 003's Latency service (doNothing, setSize, getString, getIntegers): requests, checks, sizes.
 * Imports {@code scenario}'s core types only.
 */
package org.echosoap.client.scenario.latency;
