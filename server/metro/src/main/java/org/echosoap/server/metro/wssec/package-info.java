/**
 * Metro's secured EchoFloats (WSIT, Metro's own WS-Security): the WS-SecurityPolicy of each profile lives in its
 * WSDL ({@code WEB-INF/wsdl/wssec/EchoFloat-PROFILE.wsdl} of echosoap-metro.war); the classes here are what those
 * policies name: the throwaway keys ({@link org.echosoap.server.metro.wssec.ThrowawayKeyStores}) and the
 * UsernameToken's password ({@link org.echosoap.server.metro.wssec.MeasuringPassword}); and the replay cache of signed
 * requests WSIT lacks ({@link org.echosoap.server.metro.wssec.SignatureReplayFilter}).
 */
package org.echosoap.server.metro.wssec;
