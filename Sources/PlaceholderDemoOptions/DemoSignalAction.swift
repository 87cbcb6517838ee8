/// A Swift closure handed to a GObject signal as its user data: the part of
/// connecting a signal that needs no toolkit. Each demo passes ``callback``
/// (connected swapped, so the data comes first whatever the signal's
/// arguments) and ``retain(_:)``'s pointer to `g_signal_connect_data`, with
/// a destroy notify calling ``release(_:)``.
public final class DemoSignalAction {
    private let action: @MainActor () -> Void

    private init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    /// The handler: runs the closure on the main actor (GTK emits signals on
    /// its thread) and returns FALSE, so that event signals propagate.
    public static var callback: @convention(c) (UnsafeMutableRawPointer?) -> Int32 {
        { data in
            guard let data else { return 0 }
            let address = UInt(bitPattern: data)
            MainActor.assumeIsolated {
                let box = Unmanaged<DemoSignalAction>.fromOpaque(UnsafeMutableRawPointer(bitPattern: address)!)
                box.takeUnretainedValue().action()
            }
            return 0
        }
    }

    /// The user data for `action`, retained until ``release(_:)``.
    public static func retain(_ action: @escaping @MainActor () -> Void) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(DemoSignalAction(action)).toOpaque()
    }

    /// Gives back the data's retain; for the handler's destroy notify.
    public static func release(_ data: UnsafeMutableRawPointer?) {
        if let data { Unmanaged<DemoSignalAction>.fromOpaque(data).release() }
    }
}
