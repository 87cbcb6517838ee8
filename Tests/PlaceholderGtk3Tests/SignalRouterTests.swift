import CPlaceholderGtk3
import PlaceholderGObject
import PlaceholderTestSupportGtk3
import XCTest

/// The signal router on a GtkTextBuffer: the connections of one router
/// share one GLib closure, so each must still reach the handler with its
/// own signal and argument, outlive its siblings' disconnection, and keep
/// the router alive exactly as long as any of them is connected.
final class SignalRouterTests: XCTestCase {
    /// What the router's handler received: signal ids, and the names of
    /// the properties `notify` was emitted for.
    @MainActor
    private final class Received {
        var signals: [guint] = []
        var notified: [String] = []
    }

    @MainActor
    private static func route(to received: Received) -> SignalRouter {
        SignalRouter { signal, argument in
            received.signals.append(signal)
            if signal == g_signal_lookup("notify", g_object_get_type()), let argument {
                received.notified.append(String(cString: argument.assumingMemoryBound(to: GParamSpec.self).pointee.name))
            }
        }
    }

    /// What a router connected to a new buffer's `changed` and
    /// `notify::text` (`changed` then disconnected, if asked) received once
    /// the buffer's text was set and `text` notified.
    @MainActor
    private static func receivedFromABuffer(disconnectingChanged: Bool) -> Received {
        let buffer = UnsafeMutableRawPointer(gtk_text_buffer_new(nil)!)
        defer { g_object_unref(buffer) }
        let received = Received()
        let router = route(to: received)
        let changed = router.connect(buffer, "changed")
        router.connect(buffer, "notify::text")
        if disconnectingChanged { changed.disconnect() }
        gtk_text_buffer_set_text(buffer.assumingMemoryBound(to: GtkTextBuffer.self), "x", -1)
        g_object_notify(buffer.assumingMemoryBound(to: GObject.self), "text")
        return received
    }

    func testEachConnectionBringsItsOwnSignalAndArgument() {
        gtkTest {
            let received = Self.receivedFromABuffer(disconnectingChanged: false)
            XCTAssertTrue(received.signals.contains(g_signal_lookup("changed", gtk_text_buffer_get_type())))
            XCTAssertEqual(received.notified.last, "text")
            XCTAssertEqual(Set(received.notified), ["text"], "the detail narrows notify to one property")
        }
    }

    func testDisconnectingOneConnectionLeavesTheOthersConnected() {
        gtkTest {
            let received = Self.receivedFromABuffer(disconnectingChanged: true)
            XCTAssertFalse(received.signals.contains(g_signal_lookup("changed", gtk_text_buffer_get_type())))
            XCTAssertEqual(received.notified.last, "text")
        }
    }

    func testTheRouterLivesAsLongAsAnyConnection() {
        gtkTest {
            let first = UnsafeMutableRawPointer(gtk_text_buffer_new(nil)!)
            let second = UnsafeMutableRawPointer(gtk_text_buffer_new(nil)!)
            defer { g_object_unref(second) }
            var router: SignalRouter? = Self.route(to: Received())
            weak let watched = router
            router!.connect(first, "changed")
            router!.connect(second, "changed")
            router!.connect(second, "notify::text")
            router = nil
            g_object_unref(first)  // its handler goes with it
            XCTAssertNotNil(watched, "the second buffer's connections hold the router")
            watched!.disconnectAll(on: second)
            XCTAssertNil(watched, "the last connection gone, the shared closure let the router go")
        }
    }

    /// A plain closure handler takes no signal argument: connecting one to
    /// a signal that has arguments (or to no signal) is refused with a
    /// critical, where it would have read an argument as its closure.
    func testAPlainHandlerIsRefusedForASignalWithArguments() {
        gtkTest {
            let buffer = UnsafeMutableRawPointer(gtk_text_buffer_new(nil)!)
            defer { g_object_unref(buffer) }
            var calls = 0
            let log = LogCollector()
            for signal in ["notify::text", "insert-text", "no-such-signal"] {
                XCTAssertEqual(SignalConnection.connect(buffer, signal) { calls += 1 }.id, 0, signal)
            }
            XCTAssertEqual(log.messages.count, 3, "\(log.messages)")
            let plain = SignalConnection.connect(buffer, "changed") { calls += 1 }
            XCTAssertNotEqual(plain.id, 0)
            gtk_text_buffer_set_text(buffer.assumingMemoryBound(to: GtkTextBuffer.self), "x", -1)
            XCTAssertEqual(calls, 1, "only the plain signal's handler ran")
            plain.disconnect()
        }
    }
}
