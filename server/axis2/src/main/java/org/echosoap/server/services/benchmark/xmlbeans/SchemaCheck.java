package org.echosoap.server.services.benchmark.xmlbeans;

import java.util.ArrayList;
import java.util.List;
import org.apache.xmlbeans.XmlError;
import org.apache.xmlbeans.XmlObject;
import org.apache.xmlbeans.XmlOptions;
import org.echosoap.server.services.CleanFault;
import org.echosoap.server.services.benchmark.bindings.BindingFault;

/**
 * Validates a request document XMLBeans has parsed against the contract's schema (compiled into the generated
 * classes): the first error becomes the Client fault {@code "operation: <XMLBeans' message>"}.
 *
 * <p>Why: XMLBeans parses without validating. An unknown element, a missing one or {@code abc} as an
 * {@code xsd:int} only shows when a getter meets it (as an unchecked {@code XmlValueOutOfRangeException}, or not at
 * all for an element it does not look for). Validation is how XMLBeans checks a document, so it is part of what
 * this binding costs, as the AXIOM binding's checks are part of its cost.
 *
 * <pre>{@code
 * SchemaCheck.valid(request, "echoInts");   // BindingFault "echoInts: Invalid decimal value: unexpected char '97'"
 * }</pre>
 */
final class SchemaCheck {

    private SchemaCheck() {
    }

    static <T extends XmlObject> T valid(T document, String operation) {
        List<XmlError> errors = new ArrayList<>();
        XmlOptions options = new XmlOptions();
        options.setErrorListener(errors);
        if (!document.validate(options)) {
            String message = errors.isEmpty() ? "the request does not match the schema" : errors.get(0).getMessage();
            throw new BindingFault(operation + ": " + CleanFault.oneLine(message));
        }
        return document;
    }
}
