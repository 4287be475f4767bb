package org.echosoap.server.corba.orb;

import javax.management.ObjectName;
import org.glassfish.gmbal.ManagedObjectManager;
import org.glassfish.gmbal.ManagedObjectManagerFactory;
import org.glassfish.gmbal.ManagedObjectManagerService;

/**
 * The ORB's JMX beans, none: the ORB asks gmbal for a manager of its MBeans in {@code ORB.init}, and gmbal's API jar
 * (what the ORB depends on) finds an implementation through {@link java.util.ServiceLoader} only, failing the init
 * when there is none. This is the one found ({@code META-INF/services}); it hands out gmbal's own no-op manager,
 * so nothing is registered and the full gmbal (and its dependencies) stays out of the jar.
 *
 * <pre>{@code
 * ManagedObjectManagerFactory.createStandalone("com.sun.corba"); // a no-op manager, through this service
 * }</pre>
 */
public final class NoManagedObjects implements ManagedObjectManagerService {

    @Override
    public ManagedObjectManager create(String domain) {
        return ManagedObjectManagerFactory.createNOOP();
    }

    @Override
    public ManagedObjectManager create(ObjectName parent) {
        return ManagedObjectManagerFactory.createNOOP();
    }
}
