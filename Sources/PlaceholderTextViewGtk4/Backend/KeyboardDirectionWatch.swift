import CPlaceholderGtk4
import PlaceholderCore
import PlaceholderGObject
import PlaceholderRendering

/// The keyboard layout's direction, which gives neutral text its direction,
/// watched once for the process: one handler of the keyboard's
/// `notify::direction` tells every view that follows that keyboard, and
/// the direction is read from GDK once for all of them (a read costs as
/// much as the rest of a frame's placement). A view that follows pays for
/// an entry in a table, not for a handler of its own.
final class KeyboardDirectionWatch {
    /// The watches by keyboard, while a view follows one.
    private static var watches: [UInt: KeyboardDirectionWatch] = [:]

    /// The keyboard device, referenced while watched (it can go before the views).
    let keyboard: OpaquePointer
    /// Routes the keyboard's `notify::direction` (a signal with an argument).
    private(set) var router: SignalRouter?
    /// The backends of the views following the keyboard, unretained: each
    /// unfollows before it goes.
    private var followers: [ObjectIdentifier: Unmanaged<Gtk4Backend>] = [:]
    /// The direction once read (inside, nil: the keyboard has none), until
    /// the keyboard notifies a change.
    private var knownDirection: PlaceholderDirection??

    private init(keyboard: OpaquePointer) {
        self.keyboard = keyboard
        g_object_ref(UnsafeMutableRawPointer(keyboard))
        let router = SignalRouter { [owner = OwnerReference(self)] _, _ in owner.object.directionChanged() }
        router.connect(UnsafeMutableRawPointer(keyboard), "notify::direction")
        self.router = router
    }

    /// The keyboard layout's direction; nil when the keyboard has none.
    var direction: PlaceholderDirection? {
        if let knownDirection { return knownDirection }
        let read = PlaceholderDirection(gdk_device_get_direction(keyboard))
        knownDirection = .some(read)
        return read
    }

    /// Tells `follower` when `keyboard` says its direction changed, until
    /// it unfollows; returns the watch.
    static func follow(_ keyboard: OpaquePointer, by follower: Gtk4Backend) -> KeyboardDirectionWatch {
        let address = UInt(bitPattern: keyboard)
        let watch = watches[address] ?? KeyboardDirectionWatch(keyboard: keyboard)
        watches[address] = watch
        watch.followers[ObjectIdentifier(follower)] = .passUnretained(follower)
        return watch
    }

    /// Stops telling `follower`; the last follower to go ends the watch.
    func unfollow(by follower: Gtk4Backend) {
        guard followers.removeValue(forKey: ObjectIdentifier(follower)) != nil, followers.isEmpty else { return }
        Self.watches[UInt(bitPattern: keyboard)] = nil
        router?.disconnectAll(on: UnsafeMutableRawPointer(keyboard))
        router = nil
        g_object_unref(UnsafeMutableRawPointer(keyboard))
    }

    private func directionChanged() {
        knownDirection = nil
        // A follower told may make others stop following, or end the watch.
        withExtendedLifetime(self) {
            for id in Array(followers.keys) { followers[id]?.takeUnretainedValue().keyboardDirectionChanged() }
        }
    }
}
