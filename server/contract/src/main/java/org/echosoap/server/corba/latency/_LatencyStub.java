package org.echosoap.server.corba.latency;

import org.omg.CORBA.MARSHAL;
import org.omg.CORBA.portable.ApplicationException;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.ObjectImpl;
import org.omg.CORBA.portable.OutputStream;
import org.omg.CORBA.portable.RemarshalException;

/**
 * The client's proxy of {@link Latency}: each call marshals its arguments into a GIOP Request through the ORB's
 * delegate and unmarshals the Reply (the portable streaming API, as an IDL compiler writes a stub). Obtained from
 * {@link LatencyHelper#narrow}, never constructed by a client.
 *
 * <pre>{@code
 * Latency latency = LatencyHelper.narrow(orb.string_to_object(corbaloc)); // a _LatencyStub
 * latency.getIntegers(3); // {0, 1, 2}
 * }</pre>
 */
public class _LatencyStub extends ObjectImpl implements Latency {

    private static final String[] IDS = {LatencyHelper.id()};

    @Override
    public String[] _ids() {
        return IDS.clone();
    }

    @Override
    public void doNothing() {
        InputStream in = null;
        try {
            in = _invoke(_request("doNothing", true));
        } catch (ApplicationException e) {
            in = e.getInputStream();
            throw unexpected(e);
        } catch (RemarshalException e) {
            doNothing();
        } finally {
            _releaseReply(in);
        }
    }

    @Override
    public void setSize(int size) throws SizeOutOfRange {
        InputStream in = null;
        try {
            OutputStream out = _request("setSize", true);
            out.write_long(size);
            in = _invoke(out);
        } catch (ApplicationException e) {
            in = e.getInputStream();
            throw sizeOutOfRange(e);
        } catch (RemarshalException e) {
            setSize(size);
        } finally {
            _releaseReply(in);
        }
    }

    @Override
    public String getString(int size) throws SizeOutOfRange {
        InputStream in = null;
        try {
            OutputStream out = _request("getString", true);
            out.write_long(size);
            in = _invoke(out);
            return in.read_string();
        } catch (ApplicationException e) {
            in = e.getInputStream();
            throw sizeOutOfRange(e);
        } catch (RemarshalException e) {
            return getString(size);
        } finally {
            _releaseReply(in);
        }
    }

    @Override
    public String getStoredString() {
        InputStream in = null;
        try {
            in = _invoke(_request("getStoredString", true));
            return in.read_string();
        } catch (ApplicationException e) {
            in = e.getInputStream();
            throw unexpected(e);
        } catch (RemarshalException e) {
            return getStoredString();
        } finally {
            _releaseReply(in);
        }
    }

    @Override
    public int[] getIntegers(int size) throws SizeOutOfRange {
        InputStream in = null;
        try {
            OutputStream out = _request("getIntegers", true);
            out.write_long(size);
            in = _invoke(out);
            return IntegersHelper.read(in);
        } catch (ApplicationException e) {
            in = e.getInputStream();
            throw sizeOutOfRange(e);
        } catch (RemarshalException e) {
            return getIntegers(size);
        } finally {
            _releaseReply(in);
        }
    }

    @Override
    public int[] getStoredIntegers() {
        InputStream in = null;
        try {
            in = _invoke(_request("getStoredIntegers", true));
            return IntegersHelper.read(in);
        } catch (ApplicationException e) {
            in = e.getInputStream();
            throw unexpected(e);
        } catch (RemarshalException e) {
            return getStoredIntegers();
        } finally {
            _releaseReply(in);
        }
    }

    @Override
    public float echoFloat(float value) {
        InputStream in = null;
        try {
            OutputStream out = _request("echoFloat", true);
            out.write_float(value);
            in = _invoke(out);
            return in.read_float();
        } catch (ApplicationException e) {
            in = e.getInputStream();
            throw unexpected(e);
        } catch (RemarshalException e) {
            return echoFloat(value);
        } finally {
            _releaseReply(in);
        }
    }

    /** The one user exception the sized calls raise, or MARSHAL for any other the server should not send. */
    private static SizeOutOfRange sizeOutOfRange(ApplicationException e) {
        if (SizeOutOfRangeHelper.id().equals(e.getId())) {
            return SizeOutOfRangeHelper.read(e.getInputStream());
        }
        throw unexpected(e);
    }

    /** A user exception the IDL does not declare for the call. */
    private static MARSHAL unexpected(ApplicationException e) {
        return new MARSHAL("undeclared user exception " + e.getId());
    }
}
