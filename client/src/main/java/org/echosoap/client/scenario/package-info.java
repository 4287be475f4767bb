/**
 * What is sent and how each answer is checked: the core types ({@code Scenario}, {@code Endpoint}, {@code
 * ResponseCheck} and the checks, {@code Protocol}) and seed 000's request and baselines ({@code SeedMessages}).
 * Imports none of its subpackages (the families import it; {@code scenario.catalog} imports them), and never
 * {@code load}, {@code report}, {@code compare} or {@code cli}.
 */
package org.echosoap.client.scenario;
