/**
 * The picocli commands ({@code run}, {@code suite}, {@code compare}, {@code report}, {@code pool}, {@code merge},
 * {@code request}, ...), one class each, and their shared option groups: parse, build the options once, call the stage
 * that does the work, print. The only package that uses picocli; no other package imports it.
 */
package org.echosoap.client.cli;
