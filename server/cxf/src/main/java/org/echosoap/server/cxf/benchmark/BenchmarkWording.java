package org.echosoap.server.cxf.benchmark;

import javax.xml.namespace.QName;
import org.echosoap.server.cxf.faults.ContractWording;

/** The Benchmark service's reasons (docs/server.md): every one starts with the operation's name. */
public final class BenchmarkWording extends ContractWording {

    @Override
    public String wrongElement(String operation, QName expected, QName actual) {
        return operation + ": expected request element " + expected.getLocalPart() + " in namespace "
                + expected.getNamespaceURI() + ", got " + (actual == null ? "none" : braced(actual));
    }
}
