/**
 * The WS-Security layer scenarios, {@code layer.wssec.PROFILE.echoFloat}: seed 000's echoFloat secured afresh for
 * every exchange with Apache WSS4J ({@link org.echosoap.client.scenario.wssec.SecuredRequests}) against the same
 * message plain, on the CXF stack ({@link org.echosoap.client.scenario.wssec.WsSecLayers}).
 */
package org.echosoap.client.scenario.wssec;
