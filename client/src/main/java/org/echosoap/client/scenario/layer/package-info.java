/**
 * One layer's cost at a time ({@code layer.soap12.*}, {@code layer.fastinfoset.*}, TLS, WS-Security
 * through {@code scenario.wssec}, MTOM through {@code scenario.layer.mtom}): the same message with and without the
 * layer. Never imports {@code scenario.catalog}.
 */
package org.echosoap.client.scenario.layer;
