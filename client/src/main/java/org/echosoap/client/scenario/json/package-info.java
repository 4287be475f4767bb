/**
 * The JSON-over-HTTP calls (the Latency calls and echoFloat as JSON): requests, answers, checks. Imports
 * {@code scenario}'s core types and {@code scenario.latency}'s sizes only.
 */
package org.echosoap.client.scenario.json;
