package EchoSoap::SoapLite::Limits;
# Every bound the SOAP::Lite server keeps, in one place, with the reason for each. The XML limits are the Java stacks'
# (server/common's contract.XmlLimits): the same hostile request is refused the same way on every stack.
use strict;
use warnings;

use constant {
    # The largest request body read: above the 4 MB million-element bombs (refused by count, as on the Java stacks,
    # so that they answer a Client fault rather than a 413), below the 10 MB attribute bombs. EchoFloat and Latency
    # requests are under 1 KB.
    MAX_REQUEST_BYTES => 8 * 1024 * 1024,
    # Element nesting and element count, checked on the bytes before SOAP::Lite's parser (expat) sees them:
    # SOAP::Lite builds a Perl structure per element, recursively.
    MAX_DEPTH    => 1000,
    MAX_ELEMENTS => 500_000,
    # A request's head and body must arrive within this (one deadline for the whole request, not per read: a client
    # sending a byte now and then cannot hold a connection's process forever).
    REQUEST_READ_SECONDS => 20,
    # An idle keep-alive connection is closed after this, as Tomcat's keepAliveTimeout (conf/tomcat/server.xml).
    IDLE_SECONDS => 60,
    # SOAP::Lite's own work on one request (parse, dispatch, serialize): getIntegers(1,000,000) takes longer and is
    # answered with a Server fault rather than tying up the connection's process.
    HANDLE_SECONDS => 20,
    # Connections served at once (one process each): bounds the memory all of them can take together.
    MAX_CONNECTIONS => 64,
};

1;
