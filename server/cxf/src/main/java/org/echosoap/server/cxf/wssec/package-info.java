/**
 * The WS-Security endpoints of the CXF stack: EchoFloat again under {@code services/wssec/PROFILE/EchoFloat}, one per
 * {@link org.echosoap.server.contract.wssec.WsSecProfile}, each behind Apache WSS4J's in-interceptor (what the profile
 * requires, nothing less), a coverage check (what must be signed or encrypted) and replay caches; answers are plain.
 */
package org.echosoap.server.cxf.wssec;
