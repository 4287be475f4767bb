/**
 * What is made of a run for people and files: the console tables (costs, phases, suites), warnings and their
 * causes, result.json and CSV. Reads {@code result}, {@code stats} and the profile's results; must not import
 * {@code load}, {@code cli} or {@code suite}.
 */
package org.echosoap.client.report;
