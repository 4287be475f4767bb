package org.echosoap.server.cxf.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;

import javax.xml.stream.XMLStreamException;
import org.apache.cxf.binding.soap.SoapFault;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.message.Exchange;
import org.apache.cxf.message.ExchangeImpl;
import org.junit.jupiter.api.Test;

class FaultCleanerTest {

    @Test
    void theServicesClientFaultKeepsItsReasonAndBlame() {
        SoapFault clean = FaultCleaner.clean(new ClientFault("sendInts: size must be 0 to 100000, got -1"), invoked());
        assertEquals(Fault.FAULT_CODE_CLIENT, clean.getFaultCode());
        assertEquals("sendInts: size must be 0 to 100000, got -1", clean.getMessage());
    }

    @Test
    void aParseErrorIsTheClientsWhereverItHappens() {
        Fault wrapped = new Fault(new XMLStreamException("Unexpected EOF in prolog\n at [row,col {unknown-source}]: [1,0]"));
        SoapFault clean = FaultCleaner.clean(wrapped, invoked());
        assertEquals(Fault.FAULT_CODE_CLIENT, clean.getFaultCode());
        assertEquals("malformed XML: Unexpected EOF in prolog (line 1, column 0)", clean.getMessage());
    }

    @Test
    void anythingBeforeTheServiceIsCalledIsTheRequestsFault() {
        SoapFault clean = FaultCleaner.clean(new Fault(new IllegalStateException("No such operation: frobnicate")),
                new ExchangeImpl());
        assertEquals(Fault.FAULT_CODE_CLIENT, clean.getFaultCode());
        assertEquals("No such operation: frobnicate", clean.getMessage());
    }

    @Test
    void aFailureInsideTheServiceIsOurs() {
        SoapFault clean = FaultCleaner.clean(new Fault(new NullPointerException("oops")), invoked());
        assertEquals(Fault.FAULT_CODE_SERVER, clean.getFaultCode());
        assertEquals("internal error: oops", clean.getMessage());
    }

    private static Exchange invoked() {
        Exchange exchange = new ExchangeImpl();
        exchange.put(InvocationMarker.INVOKED, Boolean.TRUE);
        return exchange;
    }
}
