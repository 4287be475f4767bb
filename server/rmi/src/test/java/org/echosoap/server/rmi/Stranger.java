package org.echosoap.server.rmi;

import java.io.Serializable;

/** A Serializable class of the tests only: the RMI server's class path does not have it. */
final class Stranger implements Serializable {
    private static final long serialVersionUID = 1L;
    final String payload = "not yours";
}
