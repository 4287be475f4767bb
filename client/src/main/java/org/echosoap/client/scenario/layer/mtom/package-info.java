/**
 * The MTOM layer ({@code layer.mtom.OP}): the binary echo contract's messages as MTOM/XOP packages against the same
 * payload as base64 text, the requests built once and the answers checked without a DOM of their megabytes.
 */
package org.echosoap.client.scenario.layer.mtom;
