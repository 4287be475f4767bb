/**
 * The result file on disk, read: {@link org.echosoap.client.resultfile.ResultFile#read} checks a {@code result.json}
 * of schema 1 or 2 strictly and gives the figures compare, pool, merge and the HTML report work from, with one line
 * naming the file and the fault when it is not a result ({@link org.echosoap.client.resultfile.NotAResultException});
 * {@link org.echosoap.client.resultfile.Json} reads the optional parts tolerantly. Its schema is published in
 * {@code docs/result.schema.json}. The rule (kept by {@code PackageRulesTest}): it depends on nothing but
 * {@code stats}, the JDK and Jackson, so every reader of results sits above it.
 */
package org.echosoap.client.resultfile;
