/**
 * What a WS-Security client and the secured endpoints must agree on: the profiles and where they are served
 * ({@link org.echosoap.server.contract.wssec.WsSecProfile}), the timestamp rules, the UsernameToken's user, and the
 * throwaway measuring keys ({@link org.echosoap.server.contract.wssec.ThrowawayKeys}) the server makes at its first
 * start and the client reads from the same directory. No key is ever committed.
 */
package org.echosoap.server.contract.wssec;
