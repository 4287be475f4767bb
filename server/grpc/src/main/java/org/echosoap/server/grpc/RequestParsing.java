package org.echosoap.server.grpc;

import io.grpc.Attributes;
import io.grpc.Metadata;
import io.grpc.MethodDescriptor;
import io.grpc.SecurityLevel;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerMethodDefinition;
import io.grpc.ServerServiceDefinition;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.io.InputStream;

/**
 * Request bytes that are no message of the call's type answered as the client's mistake: INVALID_ARGUMENT with a
 * one-line description. grpc-java parses a request before the service sees it and treats a parse failure like a
 * crash of the service: UNKNOWN ("Application error processing RPC") for the client and a SEVERE record with a
 * stack trace in the server's log, per call. Here each method receives the message's bytes as they come and parses
 * them itself with the generated parser, on the same thread at the same point as grpc-java would.
 *
 * <pre>{@code
 * builder.addService(RequestParsing.refusingUnparsableRequests(new LatencyService().bindService()));
 * }</pre>
 */
public final class RequestParsing {

    /** The message's bytes handed over untouched (grpc-java's own stream, valid while onMessage runs). */
    private static final MethodDescriptor.Marshaller<InputStream> AS_IS = new MethodDescriptor.Marshaller<>() {
        @Override
        public InputStream stream(InputStream value) {
            return value;
        }

        @Override
        public InputStream parse(InputStream stream) {
            return stream;
        }
    };

    private RequestParsing() {
    }

    /** {@code service} with every method parsing its own requests as described above. */
    public static ServerServiceDefinition refusingUnparsableRequests(ServerServiceDefinition service) {
        ServerServiceDefinition.Builder builder =
                ServerServiceDefinition.builder(service.getServiceDescriptor().getName());
        for (ServerMethodDefinition<?, ?> method : service.getMethods()) {
            builder.addMethod(parsingItself(method));
        }
        return builder.build();
    }

    private static <ReqT, RespT> ServerMethodDefinition<InputStream, RespT> parsingItself(
            ServerMethodDefinition<ReqT, RespT> method) {
        MethodDescriptor<ReqT, RespT> typed = method.getMethodDescriptor();
        MethodDescriptor<InputStream, RespT> raw = typed.toBuilder(AS_IS, typed.getResponseMarshaller()).build();
        ServerCallHandler<InputStream, RespT> handler = (call, headers) -> {
            ServerCall.Listener<ReqT> service = method.getServerCallHandler()
                    .startCall(new TypedCall<>(call, typed), headers);
            return new ServerCall.Listener<>() {
                private boolean refused;

                @Override
                public void onMessage(InputStream message) {
                    ReqT request;
                    try {
                        request = typed.parseRequest(message);
                    } catch (StatusRuntimeException e) {
                        refused = true;
                        call.close(Status.INVALID_ARGUMENT.withDescription(typed.getBareMethodName()
                                + ": the request is not a valid message of its type (" + reason(e) + ")"),
                                new Metadata());
                        return;
                    }
                    service.onMessage(request);
                }

                @Override
                public void onHalfClose() {
                    // Closed already: the service must not look for the request it never got.
                    if (!refused) {
                        service.onHalfClose();
                    }
                }

                @Override
                public void onCancel() {
                    service.onCancel();
                }

                @Override
                public void onComplete() {
                    service.onComplete();
                }

                @Override
                public void onReady() {
                    service.onReady();
                }
            };
        };
        return ServerMethodDefinition.create(raw, handler);
    }

    /** protobuf's own fixed wording (never the client's bytes), one line. */
    private static String reason(StatusRuntimeException e) {
        Throwable cause = e.getCause() != null ? e.getCause() : e;
        return String.valueOf(cause.getMessage()).replaceAll("\\s+", " ").strip();
    }

    /** The call as the generated handler expects it: typed requests, everything forwarded to the real call. */
    private static final class TypedCall<ReqT, RespT> extends ServerCall<ReqT, RespT> {
        private final ServerCall<InputStream, RespT> call;
        private final MethodDescriptor<ReqT, RespT> method;

        TypedCall(ServerCall<InputStream, RespT> call, MethodDescriptor<ReqT, RespT> method) {
            this.call = call;
            this.method = method;
        }

        @Override
        public void request(int numMessages) {
            call.request(numMessages);
        }

        @Override
        public void sendHeaders(Metadata headers) {
            call.sendHeaders(headers);
        }

        @Override
        public void sendMessage(RespT message) {
            call.sendMessage(message);
        }

        @Override
        public void close(Status status, Metadata trailers) {
            call.close(status, trailers);
        }

        @Override
        public boolean isCancelled() {
            return call.isCancelled();
        }

        @Override
        public boolean isReady() {
            return call.isReady();
        }

        @Override
        public void setOnReadyThreshold(int numBytes) {
            call.setOnReadyThreshold(numBytes);
        }

        @Override
        public void setMessageCompression(boolean enabled) {
            call.setMessageCompression(enabled);
        }

        @Override
        public void setCompression(String compressor) {
            call.setCompression(compressor);
        }

        @Override
        public Attributes getAttributes() {
            return call.getAttributes();
        }

        @Override
        public String getAuthority() {
            return call.getAuthority();
        }

        @Override
        public SecurityLevel getSecurityLevel() {
            return call.getSecurityLevel();
        }

        @Override
        public void triggerEvent(Object event) {
            call.triggerEvent(event);
        }

        @Override
        public MethodDescriptor<ReqT, RespT> getMethodDescriptor() {
            return method;
        }
    }
}
