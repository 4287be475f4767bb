/**
 * The HTML report: each section's model built from result files (a file without the section's data is
 * tolerated), its SVG charts and tables, rendered into one self-contained page. Must not import {@code load} or
 * {@code cli}.
 */
package org.echosoap.client.report.html;
